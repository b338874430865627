import { countrySlug, englishCountryNames } from "@/lib/cities/country-names";

/**
 * What the /cities filters and ranking hold, as a plain value: the page's URL carries it
 * (lib/cities/explore/query.ts parses it on the server, `exploreSearch` writes it back), the
 * server renders the list it selects, and the browser keeps it while the visitor changes the
 * controls. Kept free of zod and data imports: the browser loads this module with the page.
 */

/** The rankings, each with its own direction (lib/cities/explore/rules.ts). "featured" is the list's own order. */
export const sortKeys = [
  "featured",
  "budget",
  "internet",
  "mobile",
  "altitude",
  "safety",
  "air",
  "english",
  "name",
] as const;
export type SortKey = (typeof sortKeys)[number];

/** The budget ceilings the control offers (US dollars a month); the URL may hold any whole amount. */
export const budgetSteps = [800, 1000, 1200, 1500, 2000, 2500, 3000] as const;
/** The minimum fixed-internet speeds the control offers (Mbps). */
export const internetSteps = [25, 50, 100, 200, 300] as const;
/** The time-zone distances the control offers (hours either way). */
export const withinSteps = [0, 1, 2, 3, 4, 6, 8] as const;

/** Limits of what the URL may ask for (anything else is ignored). */
export const limits = {
  query: 80,
  budget: { min: 100, max: 50_000 },
  internet: { min: 1, max: 10_000 },
  within: { min: 0, max: 14 },
} as const;

export type ExploreState = {
  /** The text search (lib/cities/search.ts); "" for none. */
  q: string;
  /** Highest monthly total, US dollars. */
  budget: number | null;
  /** Lowest median fixed-internet download, Mbps. */
  internet: number | null;
  /** Month with good weather, 1 (January) to 12. */
  month: number | null;
  /** The country's English name. */
  country: string | null;
  /** The visitor's IANA time zone; only with `within`. */
  tz: string | null;
  /** Hours either way from the visitor's zone; only with `tz`. */
  within: number | null;
  sort: SortKey;
};

export const defaultExploreState: ExploreState = {
  q: "",
  budget: null,
  internet: null,
  month: null,
  country: null,
  tz: null,
  within: null,
  sort: "featured",
};

/** The English name of a country slug of the URL, or null when no country has it. */
export function countryFromSlug(slug: string): string | null {
  return englishCountryNames.find((name) => countrySlug(name) === slug) ?? null;
}

/**
 * The query string of a state ("budget=1500&month=3"), names in a fixed order, defaults left out:
 * equal states give equal strings. What the server parses back into the same state.
 */
export function exploreSearch(state: ExploreState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set("q", q);
  if (state.budget !== null) params.set("budget", String(state.budget));
  if (state.internet !== null) params.set("internet", String(state.internet));
  if (state.month !== null) params.set("month", String(state.month));
  if (state.country !== null) params.set("country", countrySlug(state.country));
  if (state.within !== null && state.tz !== null) {
    params.set("within", String(state.within));
    params.set("tz", state.tz);
  }
  if (state.sort !== "featured") params.set("sort", state.sort);
  return params.toString();
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(state: ExploreState): boolean {
  return (
    state.q.trim() !== "" ||
    state.budget !== null ||
    state.internet !== null ||
    state.month !== null ||
    state.country !== null ||
    (state.within !== null && state.tz !== null)
  );
}
