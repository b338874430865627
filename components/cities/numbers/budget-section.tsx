import { useLocale, useTranslations } from "next-intl";
import { SourceNote } from "@/components/sources/source-note";
import { budgetParts, metricsOf } from "@/lib/cities/numbers/metrics";
import { fxRates } from "@/lib/cities/numbers/records";
import { isKnown, type CityNumbers } from "@/lib/cities/numbers/schema";
import { formatAmountRange, formatCalendarDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { BudgetTotal, usdAndLocal } from "./budget-total";
import { UnknownValue } from "./unknown-value";

/**
 * A city's monthly budget part by part: each amount as its source states it and in US dollars,
 * what it covers, and where it comes from; then the total (or which parts are unknown) and the
 * exchange rate used.
 */
export function BudgetSection({
  numbers,
  city,
}: {
  numbers: CityNumbers;
  city: { id: string; country: string; timezone: string };
}) {
  const t = useTranslations("cities.numbers");
  const locale = useLocale() as Locale;
  const metrics = metricsOf(numbers, city);
  const rate = numbers.currency === "USD" ? null : fxRates.get(numbers.currency);
  return (
    <section id="budget" aria-labelledby="budget-heading" className="grid scroll-mt-20 gap-4">
      <h2 id="budget-heading" className="text-2xl font-bold tracking-tight">
        {t("budget.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("budget.lead")}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {budgetParts.map((part) => {
          const record = numbers.budget[part];
          const usd = metrics.budget[part];
          return (
            <div key={part} className="grid content-start gap-1 rounded-xl border bg-white p-4">
              <dt className="font-semibold">{t(`budget.${part}`)}</dt>
              <dd className="grid gap-1 text-sm">
                {isKnown(record) ? (
                  <>
                    <span className="text-base font-medium text-slate-900">
                      {usd
                        ? usdAndLocal(usd, numbers.currency, locale)
                        : formatAmountRange(
                            record.value.amount,
                            record.value.high ?? record.value.amount,
                            locale,
                            record.value.currency,
                          )}
                    </span>
                    {record.basis ? <span className="text-slate-700">{record.basis[locale]}</span> : null}
                    <SourceNote fact={record} secondary="secondaryFigure" />
                  </>
                ) : (
                  <UnknownValue checkedOn={record.checkedOn} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="rounded-xl bg-primary-soft p-4">
        <span className="font-semibold">{t("budget.total")}: </span>
        <BudgetTotal metrics={metrics} currency={numbers.currency} />
      </p>
      {numbers.currency === "USD" ? null : rate ? (
        <p className="text-xs text-muted-foreground">
          {t("budget.fx", {
            rate: `${formatNumber(rate.perUsd, locale, { maximumFractionDigits: 2 })} ${rate.currency}`,
            date: formatCalendarDate(rate.date, locale),
          })}{" "}
          · <SourceNote fact={rate} secondary="secondaryFigure" />
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t("budget.fxMissing", { currency: numbers.currency })}
        </p>
      )}
    </section>
  );
}
