"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { searchCities } from "@/lib/cities/search";

// The ?q= of the address bar. On the server (static page) there is none: the full list is rendered,
// and the browser narrows it right after hydration.
const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};
const urlQuery = () => new URLSearchParams(window.location.search).get("q") ?? "";

export type ExplorerCity = {
  id: string;
  name: string;
  country: string;
  description: string;
  features: readonly string[];
  card: ReactNode;
};

/**
 * The searchable city list (what matches is searchCities' rule, lib/cities/search.ts). The query
 * lives in the URL (?q=), so a search can be shared; filtering is instant in the browser (eight
 * cities). The cards are rendered on the server and passed in; this component only chooses which
 * to show.
 */
export function CityExplorer({ cities }: { cities: ExplorerCity[] }) {
  const t = useTranslations("cities.explorer");
  const id = useId();
  const fromUrl = useSyncExternalStore(subscribe, urlQuery, () => "");
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? fromUrl;
  const results = useMemo(() => searchCities(query, cities), [query, cities]);
  const searching = query.trim().length > 0;

  // Keep ?q= in step with the box (replaceState: typing should not fill the history).
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      if (typed.trim()) url.searchParams.set("q", typed.trim());
      else url.searchParams.delete("q");
      window.history.replaceState(window.history.state, "", url);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div className="grid gap-8">
      <div className="relative mx-auto w-full max-w-xl" role="search">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("searchLabel")}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t("placeholder")}
          className="h-12 w-full rounded-full border border-input bg-white pr-12 pl-11 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {searching ? (
          <button
            type="button"
            onClick={() => setTyped("")}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full hover:bg-muted"
            aria-label={t("clear")}
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight">{searching ? t("results") : t("all")}</h2>
        <p className="shrink-0 text-sm text-muted-foreground" role="status" aria-live="polite">
          {t("count", { count: results.length })}
        </p>
      </div>
      {results.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((city) => (
            <li key={city.id} className="flex">
              {city.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t("noMatch")}</p>
          <Button variant="outline" onClick={() => setTyped("")}>
            {t("clearSearch")}
          </Button>
        </div>
      )}
    </div>
  );
}
