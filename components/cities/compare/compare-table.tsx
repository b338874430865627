import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BudgetTotal, usdAndLocal } from "@/components/cities/numbers/budget-total";
import { RecordValue } from "@/components/cities/numbers/numbers-row";
import type { City } from "@/lib/cities";
import { budgetParts, metricsOf, moneyInUsd } from "@/lib/cities/numbers/metrics";
import type { CityNumbers } from "@/lib/cities/numbers/schema";
import { utcOffsetsThisYear } from "@/lib/cities/explore/time-zones";
import { formatAmountRange, formatNumber, formatSpeed } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

export type ComparedCity = { city: City; numbers: CityNumbers | undefined };

type Row = { key: string; label: string; cell: (entry: ComparedCity) => ReactNode };

/**
 * The cities side by side: one row per figure, each cell the city's value with its source (or
 * "unknown" and when someone looked). On a phone each row's name sits above its cells.
 */
export function CompareTable({ compared }: { compared: ComparedCity[] }) {
  const t = useTranslations("cities.numbers");
  const c = useTranslations("cities.compare");
  const locale = useLocale() as Locale;
  const mbps = (value: number) => formatSpeed(value, locale);
  const scope = (value: string) => (value === "country" ? ` (${t("countryFigure")})` : "");
  const known = (entry: ComparedCity, cell: (numbers: CityNumbers) => ReactNode) =>
    entry.numbers ? cell(entry.numbers) : <span className="text-slate-500">{t("unknown")}</span>;

  const rows: Row[] = [
    {
      key: "total",
      label: `${t("budget.title")}`,
      cell: (entry) =>
        known(entry, (numbers) => (
          <span className="grid gap-0.5">
            <BudgetTotal metrics={metricsOf(numbers, entry.city)} currency={numbers.currency} />
            <span className="text-xs text-muted-foreground">{c("totalNote")}</span>
          </span>
        )),
    },
    ...budgetParts.map((part): Row => ({
      key: part,
      label: t(`budget.${part}`),
      cell: (entry) =>
        known(entry, (numbers) => (
          <RecordValue
            compact
            record={numbers.budget[part]}
            show={(money) => {
              const usd = moneyInUsd(money);
              return usd
                ? usdAndLocal(usd, numbers.currency, locale)
                : formatAmountRange(money.amount, money.high ?? money.amount, locale, money.currency);
            }}
          />
        )),
    })),
    {
      key: "fixed",
      label: `${t("internet")}: ${c("fixed")}`,
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue compact record={n.internet.fixed} show={(v) => `${mbps(v.mbps)}${scope(v.scope)}`} />
        )),
    },
    {
      key: "mobile",
      label: `${t("internet")}: ${c("mobile")}`,
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue compact record={n.internet.mobile} show={(v) => `${mbps(v.mbps)}${scope(v.scope)}`} />
        )),
    },
    {
      key: "temperature",
      label: t("climate.title"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue
            compact
            record={n.climate.temperature}
            show={(v) =>
              t("climate.yearRange", {
                low: formatNumber(Math.min(...v.low), locale),
                high: formatNumber(Math.max(...v.high), locale),
              })
            }
          />
        )),
    },
    {
      key: "rain",
      label: t("climate.rain"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue
            compact
            record={n.climate.rainyDays}
            show={(v) =>
              c("rainyDaysYear", {
                days: formatNumber(
                  v.days.reduce((a, b) => a + b, 0),
                  locale,
                ),
              })
            }
          />
        )),
    },
    {
      key: "altitude",
      label: t("altitude"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue
            compact
            record={n.altitude}
            show={(v) => `${formatNumber(Math.round(v.metres), locale)} m`}
          />
        )),
    },
    {
      key: "timezone",
      label: t("timezone"),
      cell: (entry) => (
        <span className="grid gap-0.5">
          <span>{utcOffsetsThisYear(entry.city.timezone)}</span>
          <span className="text-xs text-muted-foreground">{t("timezoneSource")}</span>
        </span>
      ),
    },
    {
      key: "safety",
      label: t("safety"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue compact record={n.safety} show={(v) => c("advisoryLevel", { level: v.level })} />
        )),
    },
    {
      key: "air",
      label: t("airQuality"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue
            compact
            record={n.airQuality}
            show={(v) => `${formatNumber(v.pm25, locale)} µg/m³${scope(v.scope)}`}
          />
        )),
    },
    {
      key: "english",
      label: t("english"),
      cell: (entry) =>
        known(entry, (n) => (
          <RecordValue
            compact
            record={n.english}
            show={(v) => `${v.score} · ${t(`bands.${v.band}`)}${scope(v.scope)}`}
          />
        )),
    },
    {
      key: "visa",
      label: c("visa"),
      cell: (entry) => (
        <Link href={`/cities/${entry.city.id}`} className="text-primary underline">
          {c("visaLink", { city: entry.city.name })}
        </Link>
      ),
    },
  ];

  const columns = compared.length;
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{c("caption")}</caption>
        <thead>
          <tr>
            <td className="hidden w-44 sm:table-cell" />
            {compared.map(({ city }) => (
              <th key={city.id} scope="col" className="border-b px-2 py-3 text-left align-bottom">
                <Link href={`/cities/${city.id}`} className="text-base font-semibold hover:underline">
                  {city.name}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">{city.country}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => [
            <tr key={`${row.key}-label`} className="sm:hidden">
              <th
                colSpan={columns}
                scope="colgroup"
                className="bg-muted/50 px-2 py-1.5 text-left text-xs font-semibold tracking-wide uppercase"
              >
                {row.label}
              </th>
            </tr>,
            <tr key={row.key} className="align-top">
              <th scope="row" className="hidden border-b px-2 py-3 text-left font-medium sm:table-cell">
                {row.label}
              </th>
              {compared.map((entry) => (
                <td key={entry.city.id} className="border-b px-2 py-3 break-words">
                  {row.cell(entry)}
                </td>
              ))}
            </tr>,
          ])}
        </tbody>
      </table>
    </div>
  );
}
