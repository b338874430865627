"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { IntentLink } from "@/components/layout/intent-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/input";
import type { BudgetPageCity } from "@/lib/cities/budget/cities";
import {
  budgetRows,
  budgetSearch,
  foodStyles,
  rentLevels,
  type BudgetChoices,
  type BudgetRow,
} from "@/lib/cities/budget/plan";
import { formatAmountRange, formatList } from "@/lib/i18n/format-numbers";
import { cn } from "@/lib/utils/cn";
import { useStateInUrl } from "./use-state-in-url";

const HISTORY_KEY = "latitudBudget";

/**
 * The personal budget: the visitor's choices and every city's month for them (lib/cities/budget),
 * cheapest first, with the difference to the city they live in. The server renders the choices of
 * the URL; each choice then re-applies the rules in the browser and the URL follows.
 */
export function BudgetPlanner({
  cities,
  initialChoices,
}: {
  cities: BudgetPageCity[];
  initialChoices: BudgetChoices;
}) {
  const t = useTranslations("cities.budget");
  const locale = useLocale();
  const id = useId();
  const [choices, setChoices] = useState(initialChoices);
  useStateInUrl(choices, setChoices, { historyKey: HISTORY_KEY, toSearch: budgetSearch });
  const rows = useMemo(() => budgetRows(cities, choices), [cities, choices]);
  const home = rows.find((row) => row.city.id === choices.home);
  const cheapest = rows.find((row) => row.budget.status === "known");
  const choose = (patch: Partial<BudgetChoices>) => setChoices((current) => ({ ...current, ...patch }));

  return (
    <div className="grid gap-8">
      <form
        method="get"
        aria-label={t("choices")}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-5 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Toggle
            legend={t("rent")}
            name="rent"
            value={choices.rent}
            options={rentLevels.map((level) => ({
              value: level,
              label: level === "low" ? t("rentLow") : t("rentHigh"),
            }))}
            onChange={(rent) => choose({ rent })}
          />
          <Toggle
            legend={t("food")}
            name="food"
            value={choices.food}
            options={foodStyles.map((style) => ({
              value: style,
              label: style === "cook" ? t("foodCook") : t("foodOut"),
            }))}
            onChange={(food) => choose({ food })}
          />
          <Toggle
            legend={t("coworking")}
            name="cowork"
            value={choices.coworking ? "yes" : "no"}
            options={[
              { value: "yes", label: t("coworkingYes") },
              { value: "no", label: t("coworkingNo") },
            ]}
            onChange={(value) => choose({ coworking: value === "yes" })}
          />
          <div className="grid content-start gap-2">
            <label htmlFor={`${id}-home`} className="text-sm font-semibold">
              {t("home")}
            </label>
            <select
              id={`${id}-home`}
              name="home"
              value={choices.home ?? ""}
              onChange={(event) => choose({ home: event.target.value || null })}
              className={inputClassName}
            >
              <option value="">{t("homeNone")}</option>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}, {city.country}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t("rule")}</p>
        <noscript>
          <Button type="submit" className="w-full sm:w-auto">
            {t("apply")}
          </Button>
        </noscript>
      </form>

      <section aria-labelledby={`${id}-heading`} className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("count", { count: rows.length })}</p>
        </div>
        {/* What a choice changed, for screen readers: the cheapest city and its month. */}
        <p className="sr-only" role="status" aria-live="polite">
          {cheapest && cheapest.budget.status === "known"
            ? t("cheapest", {
                city: cheapest.city.name,
                amount: formatAmountRange(cheapest.budget.usd, cheapest.budget.usd, locale, "USD"),
              })
            : null}
        </p>
        {home && home.budget.status === "unknown" ? (
          <p className="rounded-lg bg-accent-soft px-4 py-3 text-sm" role="status">
            {t("homeUnknown", { city: home.city.name })}
          </p>
        ) : null}
        <ol className="grid gap-3">
          {rows.map((row) => (
            <BudgetRowItem key={row.city.id} row={row} home={home} isHome={row.city.id === choices.home} />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One city: its month for the choices (or which parts are unknown), the breakdown, the difference. */
function BudgetRowItem({
  row,
  home,
  isHome,
}: {
  row: BudgetRow<BudgetPageCity>;
  home: BudgetRow<BudgetPageCity> | undefined;
  isHome: boolean;
}) {
  const t = useTranslations("cities.budget");
  const locale = useLocale();
  // Estimates: rounded to about three figures, as every amount of the city numbers.
  const money = (amount: number, currency = "USD") => formatAmountRange(amount, amount, locale, currency);
  const { city, budget, localAmount, difference } = row;
  const rounded = difference === null ? null : Math.round(difference);

  return (
    <li
      data-city={city.id}
      // Joined by hand: cn would call tailwind-merge for border and border-primary (costly on a phone).
      className={`grid gap-x-6 gap-y-2 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:p-5 ${
        isHome ? "border-primary ring-1 ring-primary" : ""
      }`}
    >
      <div className="grid content-start gap-1">
        <h3 className="text-base font-semibold">
          <IntentLink href={`/cities/${city.id}`} className="hover:text-primary hover:underline">
            {city.name}
          </IntentLink>
          <span className="font-normal text-muted-foreground">, {city.country}</span>
        </h3>
        {isHome ? (
          <p>
            <Badge>{t("yourCity")}</Badge>
          </p>
        ) : null}
        {budget.lines.length ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {budget.lines.map((line) => (
              <li key={line.part}>
                {t(`parts.${line.part}`)}{" "}
                <span className="text-slate-800 tabular-nums">{money(line.usd)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="grid content-start gap-1 sm:justify-items-end sm:text-right">
        {budget.status === "known" ? (
          <>
            <p className="text-2xl font-bold tabular-nums" data-total={Math.round(budget.usd)}>
              {money(budget.usd)}{" "}
              <span className="text-sm font-normal text-muted-foreground">{t("perMonth")}</span>
            </p>
            {localAmount !== null && city.local ? (
              <p className="text-sm text-muted-foreground tabular-nums">
                {t("local", { amount: money(localAmount, city.local.currency) })}
              </p>
            ) : null}
            {rounded !== null && home && !isHome ? (
              <p
                className={cn(
                  "text-sm font-semibold",
                  rounded < 0 ? "text-success" : rounded > 0 ? "text-destructive" : "text-muted-foreground",
                )}
              >
                {rounded === 0
                  ? t("same", { city: home.city.name })
                  : t(rounded < 0 ? "less" : "more", {
                      amount: money(Math.abs(rounded)),
                      city: home.city.name,
                    })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-slate-600" data-unknown={budget.unknown.join(" ")}>
            {t("noTotal", {
              parts: formatList(
                budget.unknown.map((part) => t(`unknownParts.${part}`)),
                locale,
              ),
            })}
          </p>
        )}
      </div>
    </li>
  );
}

/** A choice of two as a row of radio buttons (a fieldset: its legend is read with each option). */
function Toggle<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm leading-tight font-medium text-slate-700 has-checked:bg-white has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
