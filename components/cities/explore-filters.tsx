"use client";

import { Search, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";
import {
  budgetSteps,
  internetSteps,
  limits,
  withinSteps,
  type ExploreState,
} from "@/lib/cities/explore/state";
import { countrySlug } from "@/lib/cities/country-names";
import { timeZonePlace, utcOffsetMinutes } from "@/lib/cities/explore/time-zones";
import { formatMonth, formatNumber, formatSpeed, formatUtcOffset } from "@/lib/i18n/format-numbers";
import { cn } from "@/lib/utils/cn";

/** A country of the list: its English name (the filter's value) and its name in the page's language. */
export type CountryOption = { value: string; label: string };

type Option = { value: string; label: string };

// The field look with less side padding, so "Cualquiera" fits half a 360 px phone (a string, not
// cn(): two paddings would call tailwind-merge, costly on a phone).
const selectClassName = inputClassName.replace("px-3", "px-2.5");

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** The steps a control offers, plus the URL's own value when it is not one of them. */
const withValue = (steps: readonly number[], value: number | null) =>
  value === null || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);

/**
 * The search box and the filter and sort controls of /cities. Native selects: a phone opens its
 * own picker, and every control has its label. Without JavaScript the form is a GET form of the
 * same names as the URL (the Apply button shows then), which the server reads the same way.
 */
export function ExploreFilters({
  formId,
  state,
  onChange,
  countries,
  browserZone,
  now,
}: {
  /** The form's id: the sort control, shown above the results, belongs to the same form. */
  formId: string;
  state: ExploreState;
  onChange: (patch: Partial<ExploreState>) => void;
  countries: CountryOption[];
  /** The browser's own time zone (null while the page is rendered on the server). */
  browserZone: string | null;
  now: number;
}) {
  const t = useTranslations("cities.explorer");
  const locale = useLocale();
  const id = useId();
  const usd = (amount: number) =>
    formatNumber(amount, locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const mbps = (speed: number) => formatSpeed(speed, locale);
  const number = (value: string) => (value === "" ? null : Number(value));

  const zone = state.within !== null ? state.tz : null;
  const zoneOffset = zone ? utcOffsetMinutes(zone, now) : null;

  return (
    <form
      id={formId}
      role="search"
      aria-label={t("filters")}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border bg-white p-3 shadow-sm sm:p-5"
    >
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("searchLabel")}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={state.q}
          maxLength={limits.query}
          onChange={(event) => onChange({ q: event.target.value })}
          placeholder={t("placeholder")}
          className="h-12 w-full rounded-full border border-input bg-white pr-12 pl-11 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
          autoComplete="off"
        />
        {state.q ? (
          <button
            type="button"
            onClick={() => onChange({ q: "" })}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full hover:bg-muted"
            aria-label={t("clear")}
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-5">
        <Choice
          id={`${id}-budget`}
          name="budget"
          label={t("budget")}
          value={state.budget?.toString() ?? ""}
          onChange={(value) => onChange({ budget: number(value) })}
          options={[
            { value: "", label: t("any") },
            ...withValue(budgetSteps, state.budget).map((step) => ({
              value: String(step),
              label: usd(step),
            })),
          ]}
        />
        <Choice
          id={`${id}-internet`}
          name="internet"
          label={t("internet")}
          value={state.internet?.toString() ?? ""}
          onChange={(value) => onChange({ internet: number(value) })}
          options={[
            { value: "", label: t("any") },
            ...withValue(internetSteps, state.internet).map((step) => ({
              value: String(step),
              label: mbps(step),
            })),
          ]}
        />
        <Choice
          id={`${id}-month`}
          name="month"
          label={t("month")}
          value={state.month?.toString() ?? ""}
          onChange={(value) => onChange({ month: number(value) })}
          options={[
            { value: "", label: t("any") },
            ...months.map((month) => ({ value: String(month), label: formatMonth(month, locale) })),
          ]}
        />
        <Choice
          id={`${id}-country`}
          name="country"
          label={t("country")}
          value={state.country ?? ""}
          onChange={(value) => onChange({ country: value || null })}
          options={[{ value: "", label: t("countryAny") }, ...countries]}
          // The URL names a country by its slug; without JavaScript the form sends the same.
          optionValue={(value) => (value ? countrySlug(value) : "")}
        />
        <div className="col-span-2 grid content-start gap-1.5 lg:col-span-1">
          <Choice
            id={`${id}-within`}
            name="within"
            label={t("timeZone")}
            value={state.within?.toString() ?? ""}
            onChange={(value) => {
              const within = number(value);
              // The distance is measured from the visitor's zone, which goes into the URL with it.
              onChange(
                within === null
                  ? { within: null, tz: null }
                  : { within, tz: state.tz ?? browserZone ?? "UTC" },
              );
            }}
            options={[
              { value: "", label: t("any") },
              ...withinSteps.map((hours) => ({
                value: String(hours),
                label: hours === 0 ? t("sameTime") : t("within", { hours }),
              })),
            ]}
          />
          {zone ? (
            <p className="text-xs text-muted-foreground">
              {t("yourZone", {
                zone: timeZonePlace(zone),
                offset: zoneOffset === null ? "" : formatUtcOffset(zoneOffset),
              })}
              {browserZone && browserZone !== zone ? (
                <>
                  {" "}
                  <button
                    type="button"
                    className="font-medium text-primary underline underline-offset-2"
                    onClick={() => onChange({ tz: browserZone })}
                  >
                    {t("useMyZone", { zone: timeZonePlace(browserZone) })}
                  </button>
                </>
              ) : null}
            </p>
          ) : null}
          {state.tz && state.within !== null ? <input type="hidden" name="tz" value={state.tz} /> : null}
        </div>
      </div>
      <noscript>
        <Button type="submit" className="w-full sm:w-auto">
          {t("apply")}
        </Button>
      </noscript>
    </form>
  );
}

/** A labelled native select. */
export function Choice({
  id,
  form,
  name,
  label,
  value,
  options,
  onChange,
  optionValue = (v) => v,
  className,
}: {
  id: string;
  /** The form it belongs to, when it is placed outside it. */
  form?: string;
  name: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  /** What the no-JavaScript form sends for an option (the URL's spelling). */
  optionValue?: (value: string) => string;
  className?: string;
}) {
  const byFormValue = new Map(options.map((option) => [optionValue(option.value), option.value]));
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        form={form}
        name={name}
        value={optionValue(value)}
        onChange={(event) => onChange(byFormValue.get(event.target.value) ?? "")}
        className={selectClassName}
      >
        {options.map((option) => (
          <option key={option.value} value={optionValue(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
