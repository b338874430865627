import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CityNotFound } from "@/components/cities/city-not-found";
import { metadataLocale, type LocaleParams } from "@/lib/i18n/server";

/** The prerendered 404's title: the language comes from the segment's params, never the request. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "errors.pages.cityNotFound" });
  return { title: t("title"), robots: { index: false } };
}

/** An unknown city id (HTTP 404): 'City Not Found', in the page's language. */
export default function NotFound() {
  return <CityNotFound />;
}
