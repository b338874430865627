import { Calculator, Columns3 } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { CityCard } from "@/components/cities/city-card";
import { CityExplorer } from "@/components/cities/city-explorer";
import { CityKeyNumbers } from "@/components/cities/city-key-numbers";
import { CityMap } from "@/components/cities/city-map";
import { JoinCommunityButton } from "@/components/cities/join-community-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { IntentLink } from "@/components/layout/intent-link";
import { PageHeader } from "@/components/layout/page-header";
import { cities, citiesIn } from "@/lib/cities";
import { toCityCard } from "@/lib/cities/cards";
import { explorePage } from "@/lib/cities/explore/entries";
import type { ExploreState } from "@/lib/cities/explore/state";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The city list, filtered and ranked by `state` (lib/cities/explore). The browser gets every card and
 * the few metrics the rules read, and re-applies the rules on each input. Two routes render it: the
 * plain /cities, prerendered (the same document for every visitor), and a shared link's filters
 * (app/[locale]/(marketing)/cities/filtered), rendered per request so it shows its cities from the first byte.
 */
export async function CitiesPage({ locale, state }: { locale: Locale; state: ExploreState }) {
  const t = await getTranslations({ locale, namespace: "cities.list" });
  const compare = await getTranslations({ locale, namespace: "cities.compare" });
  const list = citiesIn(locale);
  const { now, entries, countries, firstShown } = explorePage(list, state, locale);
  const explorerCities = entries.map((entry, i) => ({
    ...entry,
    card: (
      <CityCard
        city={toCityCard(list[i]!, locale)}
        priority={entry.id === firstShown}
        numbers={<CityKeyNumbers id={entry.id} />}
      />
    ),
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
      >
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <IntentLink
            href="/cities/budget"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Calculator className="mr-1.5 inline size-4 align-[-0.125em]" aria-hidden />
            {t("budgetLink")}
          </IntentLink>
          <IntentLink
            href="/cities/compare"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Columns3 className="mr-1.5 inline size-4 align-[-0.125em]" aria-hidden />
            {compare("link")}
          </IntentLink>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ClientMessages namespaces={["cities.explorer", "cities.cardNumbers", "cities.guideDialog"]}>
          <CityExplorer cities={explorerCities} initialState={state} now={now} countries={countries} />
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
