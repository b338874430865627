import { CitiesPage } from "@/components/cities/cities-page";
import { parseExploreQuery } from "@/lib/cities/explore/query";
import type { SearchParams } from "@/lib/http/search-params";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

// The same title, description and canonical address (/cities) as the unfiltered list.
export { generateMetadata } from "../page";

/**
 * /cities with filters in its query (?country=colombia&sort=internet), a shared link: the proxy
 * rewrites it here, and it is rendered per request so the link shows its cities from the first byte.
 * Visited directly, /cities/filtered goes back to /cities (proxy.ts).
 */
export default async function FilteredCitiesPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<SearchParams> }) {
  const state = parseExploreQuery(await searchParams);
  return <CitiesPage locale={await pageLocale(params)} state={state} />;
}
