"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  startTransition,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { Button } from "@/components/ui/button";
import { exploreCities, goodWeather, type ExplorableCity } from "@/lib/cities/explore/rules";
import {
  defaultExploreState,
  exploreSearch,
  isFiltered,
  sortKeys,
  type ExploreState,
} from "@/lib/cities/explore/state";
import { formatNumber } from "@/lib/i18n/format-numbers";
import { ExploreViewContext, type ExploreView } from "./explore-context";
import { Choice, ExploreFilters, type CountryOption } from "./explore-filters";
import { useStateInUrl } from "./use-state-in-url";

/** Runs `task` when the browser is idle (soon after, where it cannot say); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 300);
  return () => clearTimeout(timer);
}

/** A city of the list: what the rules read, and its card, rendered on the server. */
export type ExplorerCity = ExplorableCity & { card: ReactNode };

/** The filters' place in the history entry's state (useStateInUrl). */
const HISTORY_KEY = "latitudCities";
const controlsSearch = (state: ExploreState) => exploreSearch({ ...state, q: "" });

const noSubscription = () => () => {};
// Read once: React asks for the snapshot on every render, and building a DateTimeFormat costs a
// phone about a millisecond.
let zone: string | undefined;
const browserTimeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The browser's clock when the page loaded: what distances are measured at once hydrated. */
const loadedAt = Date.now();
const browserNow = () => loadedAt;

/**
 * The /cities list with its filters and ranking (lib/cities/explore). The server parses the URL,
 * renders the cities of that state and hands over the same state: the first render here is the
 * server's, with no flash. Each input then re-applies the rules in the browser (30 cities: well
 * under a millisecond) and the URL follows with history.replaceState, no request to the server.
 */
export function CityExplorer({
  cities,
  initialState,
  now: renderedAt,
  countries,
}: {
  cities: ExplorerCity[];
  initialState: ExploreState;
  /**
   * When the page was rendered: time-zone distances are measured at this moment until the page is
   * hydrated (the same list on both sides), then at the browser's (a prerendered page may be weeks old).
   */
  now: number;
  countries: CountryOption[];
}) {
  const t = useTranslations("cities.explorer");
  const locale = useLocale();
  const formId = useId();
  const [state, setState] = useState(initialState);
  const now = useSyncExternalStore(noSubscription, browserNow, () => renderedAt);
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => null);
  const results = useMemo(() => exploreCities(cities, state, { now, locale }), [cities, state, now, locale]);
  // The server renders the cities shown; once the page is idle the others are added, hidden, so
  // that a filter then shows or hides cards instead of building them (a phone answers in a frame or two).
  const [allMounted, setAllMounted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setAllMounted(true))), []);
  const shown = useMemo(() => new Set(results.map((city) => city.id)), [results]);
  const rendered = useMemo(
    () => (allMounted ? [...results, ...cities.filter((city) => !shown.has(city.id))] : results),
    [allMounted, results, cities, shown],
  );
  useStateInUrl(state, setState, {
    historyKey: HISTORY_KEY,
    toSearch: exploreSearch,
    settled: controlsSearch,
  });

  // The cards' numbers re-render only when what they show changes (not on each typed letter).
  const metrics = useMemo(() => new Map(cities.map((city) => [city.id, city.metrics])), [cities]);
  const { month, sort, tz, within } = state;
  const view = useMemo<ExploreView>(
    () => ({ metrics, now, state: { ...defaultExploreState, month, sort, tz, within } }),
    [metrics, now, month, sort, tz, within],
  );

  const update = (patch: Partial<ExploreState>) => setState((current) => ({ ...current, ...patch }));
  const filtered = isFiltered(state);
  const clearFilters = () => setState({ ...defaultExploreState, sort: state.sort });
  const celsius = (value: number) =>
    formatNumber(value, locale, { style: "unit", unit: "celsius", maximumFractionDigits: 0 });
  const rules = [
    ...(state.budget !== null ? [t("rules.budget")] : []),
    ...(state.month !== null
      ? [
          t("rules.weather", {
            minHigh: celsius(goodWeather.minHigh),
            maxHigh: celsius(goodWeather.maxHigh),
            minLow: celsius(goodWeather.minLow),
            maxRainyDays: goodWeather.maxRainyDays,
          }),
        ]
      : []),
    // Only where a figure can be unknown: the text and the country always are known.
    ...(state.budget !== null ||
    state.internet !== null ||
    state.month !== null ||
    (state.within !== null && state.tz !== null) ||
    !["featured", "name"].includes(state.sort)
      ? [t("rules.unknown")]
      : []),
  ];

  return (
    <div className="grid gap-6">
      <ExploreFilters
        formId={formId}
        state={state}
        onChange={update}
        countries={countries}
        browserZone={browserZone}
        now={now}
      />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="grid gap-1">
            <h2 className="text-2xl font-bold tracking-tight">{filtered ? t("results") : t("all")}</h2>
            <div className="flex min-h-9 items-center gap-2">
              <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
                {t("count", { count: results.length })}
              </p>
              {filtered ? (
                <Button variant="link" size="sm" onClick={clearFilters}>
                  {t("reset")}
                </Button>
              ) : null}
            </div>
          </div>
          <Choice
            id={`${formId}-sort`}
            form={formId}
            name="sort"
            label={t("sort")}
            value={state.sort}
            onChange={(value) => update({ sort: sortKeys.find((key) => key === value) ?? "featured" })}
            options={sortKeys.map((key) => ({ value: key, label: t(`sortBy.${key}`) }))}
            className="w-full sm:w-64"
          />
        </div>
        {rules.length ? (
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <ExploreViewContext value={view}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rendered.map((city) => (
            <li key={city.id} className="flex" data-city={city.id} hidden={!shown.has(city.id)}>
              {city.card}
            </li>
          ))}
        </ul>
      </ExploreViewContext>
      {results.length ? null : (
        <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t("noMatch")}</p>
          <Button variant="outline" onClick={clearFilters}>
            {t("reset")}
          </Button>
        </div>
      )}
    </div>
  );
}
