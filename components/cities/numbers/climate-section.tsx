import { useLocale, useTranslations } from "next-intl";
import { SourceNote } from "@/components/sources/source-note";
import { isKnown, type CityNumbers } from "@/lib/cities/numbers/schema";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { UnknownValue } from "./unknown-value";

const months = Array.from({ length: 12 }, (_, i) => i);

/** The climate month by month: average high and low, rainy days, each column with its source. */
export function ClimateSection({ numbers }: { numbers: CityNumbers }) {
  const t = useTranslations("cities.numbers.climate");
  const locale = useLocale() as Locale;
  const { temperature, rainyDays } = numbers.climate;
  const degrees = (value: number) => `${formatNumber(value, locale, { maximumFractionDigits: 1 })} °C`;
  return (
    <section id="climate" aria-labelledby="climate-heading" className="grid scroll-mt-20 gap-4">
      <h2 id="climate-heading" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {!isKnown(rainyDays)
          ? t("lead")
          : rainyDays.value.thresholdMm
            ? t("leadRainThreshold", { mm: formatNumber(rainyDays.value.thresholdMm, locale) })
            : t("leadRain")}
      </p>
      {isKnown(temperature) || isKnown(rainyDays) ? (
        <div className="overflow-x-auto rounded-xl border bg-white">
          <table className="w-full text-sm [&_tbody_th]:px-3 [&_tbody_th]:py-1.5 [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_th]:capitalize [&_td]:px-3 [&_td]:py-1.5 [&_td]:text-right [&_td]:tabular-nums">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("month")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("high")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("low")}
                </th>
                {isKnown(rainyDays) ? (
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("rain")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y">
              {months.map((month) => (
                <tr key={month}>
                  <th scope="row">{formatDate(new Date(2000, month, 1), "LLLL", locale)}</th>
                  <td>{isKnown(temperature) ? degrees(temperature.value.high[month]!) : "—"}</td>
                  <td>{isKnown(temperature) ? degrees(temperature.value.low[month]!) : "—"}</td>
                  {isKnown(rainyDays) ? <td>{formatNumber(rainyDays.value.days[month]!, locale)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <dl className="grid gap-2 text-sm">
        {(
          [
            ["temperature", temperature],
            ["rain", rainyDays],
          ] as const
        ).map(([key, record]) => (
          <div key={key} className="grid gap-0.5">
            <dt className="font-medium">
              {key === "temperature" ? `${t("high")} / ${t("low")}` : t("rain")}
            </dt>
            <dd>
              {"value" in record ? (
                <SourceNote fact={record} secondary="secondaryFigure" />
              ) : (
                <UnknownValue checkedOn={record.checkedOn} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
