import {
  Clock,
  CloudSun,
  DollarSign,
  Languages,
  Mountain,
  ShieldCheck,
  Stamp,
  Wifi,
  Wind,
} from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { BudgetTotal } from "@/components/cities/numbers/budget-total";
import { NumbersRow, RecordValue } from "@/components/cities/numbers/numbers-row";
import { SourceNote } from "@/components/sources/source-note";
import type { City } from "@/lib/cities";
import { metricsOf } from "@/lib/cities/numbers/metrics";
import type { CityNumbers } from "@/lib/cities/numbers/schema";
import { timeZonePlace, utcOffsetsThisYear } from "@/lib/cities/explore/time-zones";
import { formatNumber, formatSpeed } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import type { FactLine } from "@/lib/visa/facts/lines";

/** The country's visa lines, from its fact records (lib/visa/facts/lines.ts cityVisa). */
export type CityVisa = { countryId: string; entry: FactLine[]; income?: FactLine };

/**
 * 'Digital Nomad Info': the city's numbers at a glance (each with its source, or "unknown"), its
 * time zone and its country's visa rules. The budget and the climate month by month are sections
 * of the page (#budget, #climate).
 */
export function NomadInfoPanel({
  city,
  numbers,
  visa,
}: {
  city: City;
  numbers: CityNumbers | undefined;
  visa?: CityVisa;
}) {
  const t = useTranslations("cities.info");
  const n = useTranslations("cities.numbers");
  const locale = useLocale() as Locale;
  const metrics = metricsOf(numbers, city);
  const mbps = (value: number) => formatSpeed(value, locale);
  const scopeNote = (scope: string) => (scope === "country" ? ` (${n("countryFigure")})` : "");
  return (
    <section aria-labelledby="nomad-info-heading" className="rounded-2xl border bg-white p-6 shadow-sm">
      <h2 id="nomad-info-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <dl className="mt-4 grid gap-4">
        {numbers ? (
          <>
            <NumbersRow icon={DollarSign} label={n("budget.title")}>
              <BudgetTotal metrics={metrics} currency={numbers.currency} />
              <a href="#budget" className="w-fit text-primary underline">
                {n("seeBudget")}
              </a>
            </NumbersRow>
            <NumbersRow icon={Wifi} label={n("internet")}>
              <RecordValue
                compact
                record={numbers.internet.fixed}
                show={(v) => n("internetFixed", { speed: mbps(v.mbps) }) + scopeNote(v.scope)}
              />
              <RecordValue
                compact
                record={numbers.internet.mobile}
                show={(v) => n("internetMobile", { speed: mbps(v.mbps) }) + scopeNote(v.scope)}
              />
            </NumbersRow>
            <NumbersRow icon={CloudSun} label={n("climate.title")}>
              <RecordValue
                compact
                record={numbers.climate.temperature}
                show={(v) =>
                  n("climate.yearRange", {
                    low: formatNumber(Math.min(...v.low), locale),
                    high: formatNumber(Math.max(...v.high), locale),
                  })
                }
              />
              <a href="#climate" className="w-fit text-primary underline">
                {n("seeClimate")}
              </a>
            </NumbersRow>
            <NumbersRow icon={Mountain} label={n("altitude")}>
              <RecordValue
                compact
                record={numbers.altitude}
                show={(v) => n("altitudeValue", { metres: formatNumber(Math.round(v.metres), locale) })}
              />
            </NumbersRow>
            <NumbersRow icon={ShieldCheck} label={n("safety")}>
              <RecordValue
                compact
                record={numbers.safety}
                show={(v) => (
                  <span className="grid gap-0.5">
                    <span className="font-medium">{n("advisory", { level: v.level })}</span>
                    <span>{v.note[locale]}</span>
                  </span>
                )}
              />
            </NumbersRow>
            <NumbersRow icon={Wind} label={n("airQuality")}>
              <RecordValue
                compact
                record={numbers.airQuality}
                show={(v) => n("pm25", { value: formatNumber(v.pm25, locale) }) + scopeNote(v.scope)}
              />
            </NumbersRow>
            <NumbersRow icon={Languages} label={n("english")}>
              <RecordValue
                compact
                record={numbers.english}
                show={(v) =>
                  n("englishValue", { score: v.score, band: n(`bands.${v.band}`) }) + scopeNote(v.scope)
                }
              />
            </NumbersRow>
          </>
        ) : null}
        <NumbersRow icon={Clock} label={n("timezone")}>
          <span>
            {utcOffsetsThisYear(city.timezone)} · {timeZonePlace(city.timezone)}
          </span>
          <span className="text-xs text-muted-foreground">{n("timezoneSource")}</span>
        </NumbersRow>
        {visa ? <VisaRow city={city} visa={visa} /> : null}
      </dl>
    </section>
  );
}

/** Entry per passport and the nomad visa's income, each with its source, and a link to the country on /visa. */
function VisaRow({ city, visa }: { city: City; visa: CityVisa }) {
  const t = useTranslations("cities.info");
  const lines = [...visa.entry, ...(visa.income ? [{ ...visa.income, label: t("visaIncome") }] : [])];
  return (
    <NumbersRow icon={Stamp} label={t("visa")}>
      <span className="grid gap-2">
        {lines.map((line) => (
          <span key={line.facts.map((fact) => fact.id).join()} className="grid gap-0.5">
            <span>
              {line.label ? <span className="font-medium">{line.label}: </span> : null}
              {line.text}
            </span>
            {line.facts.map((fact) => (
              <SourceNote key={fact.id} fact={fact} />
            ))}
          </span>
        ))}
      </span>
      <Link href={`/visa#${visa.countryId}`} className="text-primary underline">
        {t("visaDetails", { country: city.country })}
      </Link>
    </NumbersRow>
  );
}
