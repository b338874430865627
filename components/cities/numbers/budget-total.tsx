import { useLocale, useTranslations } from "next-intl";
import { budgetParts, fromUsd, type CityMetrics } from "@/lib/cities/numbers/metrics";
import type { Currency } from "@/lib/cities/numbers/schema";
import { formatAmountRange, formatList } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

/** A US-dollar range and the same in the local currency (when the FX table converts it). */
export function usdAndLocal(
  range: { low: number; high: number },
  currency: Currency,
  locale: Locale,
): string {
  const usd = formatAmountRange(range.low, range.high, locale, "USD");
  const low = fromUsd(range.low, currency);
  const high = fromUsd(range.high, currency);
  if (currency === "USD" || low === null || high === null) return usd;
  return `${usd} · ${formatAmountRange(low, high, locale, currency)}`;
}

/** The monthly total of a city's budget, or which parts are unknown. */
export function BudgetTotal({ metrics, currency }: { metrics: CityMetrics; currency: Currency }) {
  const t = useTranslations("cities.numbers");
  const locale = useLocale() as Locale;
  if (metrics.total)
    return <span>{t("perMonth", { amount: usdAndLocal(metrics.total, currency, locale) })}</span>;
  const missing = budgetParts
    .filter((part) => !metrics.budget[part])
    .map((part) => t(`budget.${part}`).toLowerCase());
  return (
    <span className="text-slate-600">{t("budget.incomplete", { parts: formatList(missing, locale) })}</span>
  );
}
