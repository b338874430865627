import { englishCountryName } from "@/lib/cities/country-names";
import { metricsFor, metricsOf } from "@/lib/cities/numbers/metrics";
import type { City } from "@/lib/cities/schema";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import { exploreCities, exploreMetricsOf, type ExplorableCity } from "./rules";
import type { ExploreState } from "./state";

/**
 * What the /cities page hands the explorer, from the cities in the page's language: each city's
 * searchable text and the metrics the rules read (lib/cities/numbers/metrics.ts; all unknown for a
 * city without numbers yet).
 */
export function exploreEntries(list: readonly City[]): ExplorableCity[] {
  return list.map((city) => ({
    id: city.id,
    name: city.name,
    country: city.country,
    description: city.description,
    features: city.features,
    metrics: exploreMetricsOf(metricsFor(city.id) ?? metricsOf(undefined, city)),
  }));
}

/** The countries of the list, once each: the English name (the filter's value) and the page's name, by the latter. */
export function countryOptions(list: readonly City[], locale: Locale): { value: string; label: string }[] {
  const byEnglish = new Map(list.map((city) => [englishCountryName(city.country), city.country]));
  const collator = new Intl.Collator(localeTags[locale]);
  return [...byEnglish]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The /cities list for one request: its entries and countries, the moment time-zone distances are
 * measured at (the browser keeps measuring at the same one), and the first city the state shows.
 */
export function explorePage(list: readonly City[], state: ExploreState, locale: Locale) {
  const now = Date.now();
  const entries = exploreEntries(list);
  return {
    now,
    entries,
    countries: countryOptions(list, locale),
    firstShown: exploreCities(entries, state, { now, locale })[0]?.id ?? null,
  };
}
