import type { CityMetrics } from "@/lib/cities/numbers/metrics";
import { searchCities, type Searchable } from "@/lib/cities/search";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import type { ExploreState, SortKey } from "./state";
import { zoneDifferenceMinutes } from "./time-zones";

/**
 * The rules of /cities: which cities a state keeps and in which order. Pure: the server renders
 * the list with them and the browser re-applies them on every input, with the same result. A
 * figure that is unknown (null) never passes a filter on it and sorts last, whatever the direction.
 */

/** What the list needs of a city's metrics: all the browser is sent (no budget parts, no sources). */
export type ExploreMetrics = Pick<
  CityMetrics,
  | "id"
  | "country"
  | "timezone"
  | "total"
  | "fixedMbps"
  | "mobileMbps"
  | "temperature"
  | "rainyDays"
  | "altitude"
  | "advisory"
  | "pm25"
  | "english"
>;

export function exploreMetricsOf(metrics: CityMetrics): ExploreMetrics {
  const { budget: _parts, ...rest } = metrics;
  return rest;
}

/** A city as the rules see it: its searchable text (in the page's language) and its metrics. */
export type ExplorableCity = Searchable & { id: string; metrics: ExploreMetrics };

/**
 * Good weather in a month: an average high of 18–30 °C, an average low of at least 8 °C and, where
 * the rainy days are known, no more than 12 of them. The page states this rule with these numbers.
 */
export const goodWeather = { minHigh: 18, maxHigh: 30, minLow: 8, maxRainyDays: 12 } as const;

/** A month's averages (month 1–12), or null when the temperatures are unknown. */
export function weatherIn(
  metrics: Pick<ExploreMetrics, "temperature" | "rainyDays">,
  month: number,
): { high: number; low: number; rainyDays: number | null } | null {
  const high = metrics.temperature?.high[month - 1];
  const low = metrics.temperature?.low[month - 1];
  if (high === undefined || low === undefined) return null;
  return { high, low, rainyDays: metrics.rainyDays?.[month - 1] ?? null };
}

export function hasGoodWeather(metrics: Pick<ExploreMetrics, "temperature" | "rainyDays">, month: number) {
  const weather = weatherIn(metrics, month);
  if (!weather) return false;
  return (
    weather.high >= goodWeather.minHigh &&
    weather.high <= goodWeather.maxHigh &&
    weather.low >= goodWeather.minLow &&
    (weather.rainyDays === null || weather.rainyDays <= goodWeather.maxRainyDays)
  );
}

/** A budget ceiling fits a city when the low end of its monthly total is within it. */
export function fitsBudget(metrics: Pick<ExploreMetrics, "total">, ceiling: number): boolean {
  return metrics.total !== null && metrics.total.low <= ceiling;
}

/**
 * Whether a city is within `hours` of the visitor's zone at `now` (daylight saving counts: the
 * distance is the one of that day).
 */
export function withinHours(timezone: string, visitor: string, hours: number, now: number): boolean {
  const difference = zoneDifferenceMinutes(timezone, visitor, now);
  return difference !== null && Math.abs(difference) <= hours * 60;
}

/** What the rules read besides the state: the moment (time-zone offsets) and the language (names). */
export type ExploreContext = { now: number; locale: Locale };

/** The cities a state keeps, in the list's own order. */
export function filterCities<T extends ExplorableCity>(
  list: readonly T[],
  state: ExploreState,
  { now }: Pick<ExploreContext, "now">,
): T[] {
  const { budget, internet, month, country, tz, within } = state;
  return searchCities(state.q, list).filter(({ metrics }) => {
    if (budget !== null && !fitsBudget(metrics, budget)) return false;
    if (internet !== null && (metrics.fixedMbps === null || metrics.fixedMbps < internet)) return false;
    if (month !== null && !hasGoodWeather(metrics, month)) return false;
    if (country !== null && metrics.country !== country) return false;
    if (tz !== null && within !== null && !withinHours(metrics.timezone, tz, within, now)) return false;
    return true;
  });
}

type Ranking = {
  /** The figure a city is ranked by; null when unknown. */
  value: (metrics: ExploreMetrics) => number | null;
  /** 1: lowest first; -1: highest first. */
  direction: 1 | -1;
};

/** Each metric's sensible direction: cheap, fast, low, safe, clean and English-speaking first. */
export const rankings: Record<Exclude<SortKey, "featured" | "name">, Ranking> = {
  // The middle of the range: a typical month, not the frugal or the lavish one.
  budget: { value: (m) => (m.total ? (m.total.low + m.total.high) / 2 : null), direction: 1 },
  internet: { value: (m) => m.fixedMbps, direction: -1 },
  mobile: { value: (m) => m.mobileMbps, direction: -1 },
  altitude: { value: (m) => m.altitude, direction: 1 },
  // Travel-advisory level: 1 (normal precautions) first.
  safety: { value: (m) => m.advisory, direction: 1 },
  // Yearly PM2.5: the cleanest air first.
  air: { value: (m) => m.pm25, direction: 1 },
  english: { value: (m) => m.english, direction: -1 },
};

const collators = new Map<Locale, Intl.Collator>();
function collator(locale: Locale): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(localeTags[locale], { sensitivity: "base" });
    collators.set(locale, found);
  }
  return found;
}

/**
 * The list in the order of `sort`. Ties keep the list's own order; unknown figures come last, in
 * the list's order. "name" sorts by the name as the page's language writes it.
 */
export function sortCities<T extends ExplorableCity>(list: readonly T[], sort: SortKey, locale: Locale): T[] {
  if (sort === "featured") return [...list];
  if (sort === "name") return [...list].sort((a, b) => collator(locale).compare(a.name, b.name));
  const { value, direction } = rankings[sort];
  const known = list.flatMap((city) => {
    const figure = value(city.metrics);
    return figure === null ? [] : [{ city, figure }];
  });
  const unknown = list.filter((city) => value(city.metrics) === null);
  known.sort((a, b) => (a.figure - b.figure) * direction);
  return [...known.map(({ city }) => city), ...unknown];
}

/** The cities of a state: filtered, then ranked. */
export function exploreCities<T extends ExplorableCity>(
  list: readonly T[],
  state: ExploreState,
  context: ExploreContext,
): T[] {
  return sortCities(filterCities(list, state, context), state.sort, context.locale);
}
