import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CityCard } from "@/components/cities/city-card";
import { CityExplorer } from "@/components/cities/city-explorer";
import { CityMap } from "@/components/cities/city-map";
import { JoinCommunityButton } from "@/components/cities/join-community-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/layout/page-header";
import { cities, citiesIn } from "@/lib/cities";
import { toCityCard } from "@/lib/cities/cards";
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
 * Static page: the full list is in the HTML (search engines, no-JS visitors); the explorer filters
 * it in the browser and keeps the query in the URL.
 */
export default async function CitiesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "cities.list" });
  const entries = citiesIn(locale).map((city, index) => ({
    id: city.id,
    name: city.name,
    country: city.country,
    description: city.description,
    features: city.features,
    card: <CityCard city={toCityCard(city, locale)} priority={index === 0} />,
  }));
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead", {
          count: cities.length,
          countries: new Set(cities.map((city) => city.country)).size,
        })}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ClientMessages namespaces={["cities"]}>
          <CityExplorer cities={entries} />
        </ClientMessages>
        <CityMap locale={locale} className="mt-16" />
        <section
          className="mt-16 grid justify-items-center gap-4 rounded-2xl bg-primary-soft px-6 py-10 text-center"
          aria-labelledby="join-heading"
        >
          <h2 id="join-heading" className="text-2xl font-bold tracking-tight">
            {t("join.title")}
          </h2>
          <p className="max-w-xl text-muted-foreground">{t("join.text")}</p>
          <JoinCommunityButton />
        </section>
      </div>
    </>
  );
}
