import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CitiesPage } from "@/components/cities/cities-page";
import { cities } from "@/lib/cities";
import { defaultExploreState } from "@/lib/cities/explore/state";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.list.meta" });
  return {
    title: t("title"),
    description: t("description", { count: cities.length }),
    alternates: pageAlternates("/cities", locale),
  };
}

/**
 * /cities as most visitors open it, unfiltered: prerendered in each language. A query that sets a
 * filter is rewritten by the proxy to ./filtered, which renders that state per request.
 */
export default async function CitiesListPage({ params }: LocaleParams) {
  return <CitiesPage locale={await pageLocale(params)} state={defaultExploreState} />;
}
