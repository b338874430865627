import { Building2, CloudSun, DollarSign, ShieldCheck, Stamp, Wifi } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { SourceNote } from "@/components/sources/source-note";
import type { City } from "@/lib/cities";
import { formatNumber } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { FactLine } from "@/lib/visa/facts/lines";

/** The country's visa lines, from its fact records (lib/visa/facts/lines.ts cityVisa). */
export type CityVisa = { countryId: string; entry: FactLine[]; income?: FactLine };

/** 'Digital Nomad Info': internet, cost of living, coworking, weather, safety, and the country's visa rules. */
export function NomadInfoPanel({ city, visa }: { city: City; visa?: CityVisa }) {
  const t = useTranslations("cities.info");
  const locale = useLocale();
  const rows: { icon: typeof Wifi; label: string; value: string }[] = [];
  return (
    <section aria-labelledby="nomad-info-heading" className="rounded-2xl border bg-white p-6 shadow-sm">
      <h2 id="nomad-info-heading" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <dl className="mt-4 grid gap-4">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="grid grid-cols-[2.25rem_1fr] gap-x-3">
            <dt className="contents">
              <span className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {label}
              </span>
            </dt>
            <dd className="col-start-2 text-sm text-slate-800">{value}</dd>
          </div>
        ))}
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
    <div className="grid grid-cols-[2.25rem_1fr] gap-x-3">
      <dt className="contents">
        <span className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Stamp className="size-4" aria-hidden />
        </span>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t("visa")}</span>
      </dt>
      <dd className="col-start-2 grid gap-2 text-sm text-slate-800">
        {lines.map((line) => (
          <p key={line.facts.map((fact) => fact.id).join()} className="grid gap-0.5">
            <span>
              {line.label ? <span className="font-medium">{line.label}: </span> : null}
              {line.text}
            </span>
            {line.facts.map((fact) => (
              <SourceNote key={fact.id} fact={fact} />
            ))}
          </p>
        ))}
        <Link href={`/visa#${visa.countryId}`} className="text-primary underline">
          {t("visaDetails", { country: city.country })}
        </Link>
      </dd>
    </div>
  );
}
