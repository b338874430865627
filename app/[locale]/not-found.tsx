import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { metadataLocale, type LocaleParams } from "@/lib/i18n/server";

/**
 * Next.js hands a not-found file's metadata the params of its segment. The language comes from
 * them, never from the request: reading the request would make every prerendered 404 dynamic.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "errors.pages.notFound" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundMessage />;
}
