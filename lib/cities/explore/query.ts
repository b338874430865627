import { z } from "zod";
import type { SearchParams } from "@/lib/http/search-params";
import { canonicalTimeZone, isTimeZone } from "./time-zones";
import { countryFromSlug, limits, sortKeys, type ExploreState } from "./state";

/**
 * The /cities query (?q=&budget=&internet=&month=&country=&tz=&within=&sort=) as the page's state.
 * Shared links and hand-edited ones alike: a value that does not parse is ignored (as if absent),
 * the rest still applies, and nothing in a query can fail the page. The browser never parses a
 * query: it starts from the state the server parsed and writes the URL with `exploreSearch`
 * (./state.ts), which this schema reads back to the same state.
 */

/** The first value of a repeated key ("?month=3&month=4" reads 3). */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A field that is null when absent or unreadable. */
const lenient = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(first, schema.nullable().optional())
    .catch(null)
    .transform((value) => value ?? null);

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const exploreQueryShape = {
  q: z
    .preprocess(first, z.string().optional())
    .catch(undefined)
    .transform((q) => (q ?? "").trim().slice(0, limits.query)),
  budget: lenient(wholeNumber(limits.budget.min, limits.budget.max)),
  internet: lenient(wholeNumber(limits.internet.min, limits.internet.max)),
  month: lenient(wholeNumber(1, 12)),
  country: lenient(z.string().max(40).transform(countryFromSlug)),
  tz: lenient(z.string().max(64).refine(isTimeZone).transform(canonicalTimeZone)),
  within: lenient(wholeNumber(limits.within.min, limits.within.max)),
  sort: z.preprocess(first, z.enum(sortKeys)).catch("featured"),
};

export const exploreQuerySchema = z
  .object(exploreQueryShape)
  // The distance needs the zone it is measured from, and the zone only serves the distance.
  .transform((query): ExploreState =>
    query.tz === null || query.within === null ? { ...query, tz: null, within: null } : query,
  );

/** The page's state from its query; never fails (an unreadable value counts as absent). */
export function parseExploreQuery(searchParams: SearchParams): ExploreState {
  return exploreQuerySchema.parse(searchParams);
}

/** The query's keys: a URL with one of them shows a filtered or re-ranked list. */
const exploreQueryKeys = Object.keys(exploreQueryShape);

/**
 * Whether a /cities query sets the list's state: such a link is rendered per request; any other
 * query (utm_source, a typo) leaves the prerendered, unfiltered list.
 */
export const setsExploreState = (search: URLSearchParams): boolean =>
  exploreQueryKeys.some((key) => search.has(key));
