import { Link } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";
import { leadCountries, leadLanguages } from "@/lib/config/lawyers";
import type { MarketplaceQuery } from "@/lib/lawyers/schemas";

/**
 * Country and language filters: a plain GET form, so they work before any script loads and land in
 * the URL.
 */
export function MarketplaceFilters({ query }: { query: MarketplaceQuery }) {
  return (
    <form
      method="get"
      action="/lawyer/dashboard/marketplace"
      aria-label="Filter leads"
      className="grid items-end gap-3 rounded-xl border bg-white p-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <div className="grid gap-1.5">
        <label htmlFor="filter-country" className="text-sm font-medium">
          Country
        </label>
        <select
          id="filter-country"
          name="country"
          defaultValue={query.country ?? ""}
          className={inputClassName}
        >
          <option value="">All countries</option>
          {leadCountries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="filter-language" className="text-sm font-medium">
          Language
        </label>
        <select
          id="filter-language"
          name="language"
          defaultValue={query.language ?? ""}
          className={inputClassName}
        >
          <option value="">All languages</option>
          {leadLanguages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        {query.country || query.language ? (
          <Button asChild variant="ghost">
            <Link href="/lawyer/dashboard/marketplace">Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
