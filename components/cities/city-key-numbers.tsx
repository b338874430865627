"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { weatherIn } from "@/lib/cities/explore/rules";
import type { ExploreState } from "@/lib/cities/explore/state";
import { zoneDifferenceMinutes } from "@/lib/cities/explore/time-zones";
import { formatAmountRange, formatMonth, formatNumber, formatSpeed } from "@/lib/i18n/format-numbers";
import { cn } from "@/lib/utils/cn";
import { useExploreView } from "./explore-context";

type Stat = { key: string; label: string; value: ReactNode; wide?: boolean };

const whole = { maximumFractionDigits: 0 } as const;

/**
 * A city card's key numbers in the list: the monthly budget and fixed internet always, the chosen
 * month's weather, the figure the list is ranked by and the time difference to the visitor when
 * those are chosen. "unknown" where the figure is.
 */
export function CityKeyNumbers({ id }: { id: string }) {
  const { metrics, state, now } = useExploreView();
  const t = useTranslations("cities.cardNumbers");
  const locale = useLocale();
  const city = metrics.get(id);
  if (!city) return null;

  const unknown = <span className="font-normal text-muted-foreground italic">{t("unknown")}</span>;
  const known = <T,>(value: T | null, show: (value: T) => ReactNode) =>
    value === null ? unknown : show(value);
  const unit = (value: number, unitName: string) =>
    formatNumber(value, locale, { style: "unit", unit: unitName, ...whole });

  // The figure the list is ranked by, when the card does not show it already.
  const rankedStats: Partial<Record<ExploreState["sort"], () => [string, ReactNode]>> = {
    mobile: () => [t("mobile"), known(city.mobileMbps, (mbps) => formatSpeed(mbps, locale))],
    altitude: () => [t("altitude"), known(city.altitude, (metres) => unit(metres, "meter"))],
    safety: () => [t("safety"), known(city.advisory, (level) => t("safetyValue", { level }))],
    air: () => [
      t("air"),
      known(city.pm25, (pm25) =>
        t("airValue", { pm25: formatNumber(pm25, locale, { maximumFractionDigits: 1 }) }),
      ),
    ],
    english: () => [t("english"), known(city.english, (score) => formatNumber(score, locale))],
  };

  const stats: Stat[] = [
    {
      key: "budget",
      label: t("budget"),
      value: known(city.total, (total) => formatAmountRange(total.low, total.high, locale, "USD")),
    },
    {
      key: "internet",
      label: t("internet"),
      value: known(city.fixedMbps, (mbps) => formatSpeed(mbps, locale)),
    },
  ];
  if (state.month !== null) {
    const weather = weatherIn(city, state.month);
    const celsius = (value: number) => unit(value, "celsius");
    stats.push({
      key: "weather",
      label: t("weather", { month: formatMonth(state.month, locale) }),
      wide: true,
      value: known(weather, ({ high, low, rainyDays }) =>
        [
          t("weatherValue", { high: celsius(high), low: celsius(low) }),
          rainyDays === null ? t("rainyUnknown") : t("rainyDays", { count: rainyDays }),
        ].join(" · "),
      ),
    });
  }
  const ranked = rankedStats[state.sort];
  if (ranked) {
    const [label, value] = ranked();
    stats.push({ key: state.sort, label, value });
  }
  if (state.tz !== null && state.within !== null) {
    const minutes = zoneDifferenceMinutes(city.timezone, state.tz, now);
    const hours = (value: number) => formatNumber(Math.abs(value) / 60, locale, { maximumFractionDigits: 1 });
    stats.push({
      key: "time",
      label: t("timeDifference"),
      value: known(minutes, (difference) =>
        difference === 0
          ? t("sameTime")
          : t(difference > 0 ? "ahead" : "behind", { hours: hours(difference) }),
      ),
    });
  }

  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg bg-muted px-3 py-2.5">
      {stats.map((stat) => (
        <div key={stat.key} className={cn("min-w-0", stat.wide && "col-span-2")}>
          <dt className="text-xs text-muted-foreground">{stat.label}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
