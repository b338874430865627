"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatCalendarDate } from "@/lib/i18n/format";
import type { StayCountry } from "@/lib/visa/stays/countries";
import type { Day } from "@/lib/visa/stays/days";
import { planStays, type CountryReport } from "@/lib/visa/stays/plan";
import type { StayRules } from "@/lib/visa/stays/rules";
import type { TripInput } from "@/lib/visa/stays/trips";
import { CountryReportCard, WarningText } from "./country-report";
import { TripForm } from "./trip-fields";

/** A planned trip tried against the others without saving it: what changes, country by country. */
export function WhatIf({
  trips,
  reports,
  rulesOf,
  now,
}: {
  trips: readonly TripInput[];
  reports: readonly CountryReport[];
  rulesOf: (country: string) => StayRules;
  now: Day;
}) {
  const t = useTranslations("stays");
  const locale = useLocale();
  const [planned, setPlanned] = useState<TripInput | null>(null);
  const after = useMemo(
    () => (planned ? planStays([...trips, planned], rulesOf, now) : []),
    [planned, trips, rulesOf, now],
  );
  const date = (iso: string | null) => (iso ? formatCalendarDate(iso, locale) : t("whatIf.none"));

  const changes = after.flatMap((report) => {
    const before = reports.find((r) => r.country === report.country);
    const known = new Set((before?.warnings ?? []).map((w) => JSON.stringify(w)));
    const newWarnings = report.warnings.filter((w) => !known.has(JSON.stringify(w)));
    const leaveByChanged = (before?.leaveBy ?? null) !== report.leaveBy;
    return leaveByChanged || newWarnings.length > 0
      ? [{ report, before: before?.leaveBy ?? null, leaveByChanged, newWarnings }]
      : [];
  });
  const plannedReport = planned ? after.find((r) => r.country === planned.country) : undefined;

  return (
    <section
      aria-labelledby="what-if"
      className="grid gap-3 rounded-2xl border border-dashed p-5"
      data-testid="what-if"
    >
      <h2 id="what-if" className="text-xl font-bold">
        {t("whatIf.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("whatIf.lead")}</p>
      <TripForm
        submitLabel={t("whatIf.show")}
        onSubmit={(trip) => (setPlanned(trip), false)}
        testId="what-if-form"
      />
      {planned && (
        <div className="grid gap-3" role="status">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{t("whatIf.changes")}</h3>
            <Button type="button" variant="ghost" size="sm" onClick={() => setPlanned(null)}>
              {t("whatIf.clear")}
            </Button>
          </div>
          {changes.length === 0 ? (
            <p className="text-sm">{t("whatIf.noChange")}</p>
          ) : (
            <ul className="grid gap-2 text-sm" data-testid="what-if-changes">
              {changes.map(({ report, before, leaveByChanged, newWarnings }) => (
                <li key={report.country} className="rounded-lg bg-muted p-3">
                  <strong>{t(`countries.${report.country as StayCountry}`)}</strong>
                  {leaveByChanged && (
                    <p>{t("whatIf.leaveBy", { before: date(before), after: date(report.leaveBy) })}</p>
                  )}
                  {newWarnings.length > 0 && (
                    <>
                      <p>{t("whatIf.newWarnings")}</p>
                      <ul className="list-disc pl-5">
                        {newWarnings.map((warning) => (
                          <li key={JSON.stringify(warning)}>
                            <WarningText warning={warning} />
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {plannedReport && <CountryReportCard report={plannedReport} idPrefix="what-if" />}
        </div>
      )}
    </section>
  );
}
