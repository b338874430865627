import { Building2, CloudSun, DollarSign, ShieldCheck, Wifi } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { City } from "@/lib/cities";
import { formatNumber } from "@/lib/i18n/format";

/** 'Digital Nomad Info': internet, cost of living, coworking, weather, safety. */
export function NomadInfoPanel({ city }: { city: City }) {
  const t = useTranslations("cities.info");
  const locale = useLocale();
  const rows = [
    { icon: Wifi, label: t("internet"), value: city.internetSpeed },
    { icon: DollarSign, label: t("cost"), value: city.costOfLiving },
    {
      icon: Building2,
      label: t("coworking"),
      value: t("coworkingValue", { count: formatNumber(city.coworkingSpaces, locale) }),
    },
    { icon: CloudSun, label: t("weather"), value: city.weather },
    { icon: ShieldCheck, label: t("safety"), value: city.safety },
  ];
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
      </dl>
    </section>
  );
}
