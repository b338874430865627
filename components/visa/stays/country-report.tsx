"use client";

import { AlertTriangle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { SourceNote } from "@/components/sources/source-note";
import { formatCalendarDate } from "@/lib/i18n/format";
import type { StayCountry } from "@/lib/visa/stays/countries";
import type { CountryReport, RuleReport, Warning } from "@/lib/visa/stays/plan";

/** One country's days, leave-by date, tax days and warnings, each rule with its record's source. */
export function CountryReportCard({
  report,
  idPrefix = "stay",
}: {
  report: CountryReport;
  idPrefix?: string;
}) {
  const t = useTranslations("stays");
  const locale = useLocale();
  const date = (iso: string) => formatCalendarDate(iso, locale);
  const name = t(`countries.${report.country as StayCountry}`);
  const headingId = `${idPrefix}-${report.country}`;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border bg-white p-5 shadow-sm"
      data-testid={`${idPrefix}-report-${report.country}`}
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-bold">
          {name}
        </h3>
        {report.leaveBy ? (
          <p className="text-base font-semibold text-primary" data-testid="leave-by">
            {t("results.leaveBy", { date: date(report.leaveBy) })}
            {report.leaveByRule && (
              <span className="ml-2 text-xs font-normal text-muted-foreground">
                {t("results.setBy", { rule: t(`results.ruleNames.${report.leaveByRule}`) })}
              </span>
            )}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {report.focus ? t("results.leaveByNone") : t("results.leaveByPast")}
          </p>
        )}
      </div>

      {report.warnings.length > 0 && (
        <ul className="grid gap-2" aria-label={name}>
          {report.warnings.map((warning) => (
            <li
              key={JSON.stringify(warning)}
              className="flex gap-2 rounded-lg border border-amber-200 bg-accent-soft p-3 text-sm text-amber-900"
              data-testid="stay-warning"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <WarningText warning={warning} />
              </span>
            </li>
          ))}
        </ul>
      )}

      <dl className="grid gap-3 text-sm">
        {report.rules.map((rule) => (
          <div key={rule.rule} className="grid gap-0.5">
            <dt className="font-semibold">
              <RuleLabel rule={rule} />
            </dt>
            <dd>
              <RuleUse rule={rule} />
            </dd>
            <dd>
              <SourceNote fact={rule.fact} />
            </dd>
          </div>
        ))}
        {report.extension && (
          <div className="grid gap-0.5">
            <dt className="font-semibold">{t("results.extension")}</dt>
            <dd className="text-muted-foreground">{report.extension.fact.text[locale]}</dd>
            {report.extension.leaveBy && (
              <dd>{t("results.extensionLeaveBy", { date: date(report.extension.leaveBy) })}</dd>
            )}
            <dd>
              <SourceNote fact={report.extension.fact} />
            </dd>
          </div>
        )}
        {report.taxNote && (
          <div className="grid gap-0.5">
            <dt className="font-semibold">{t("results.tax")}</dt>
            <dd className="text-muted-foreground">{report.taxNote.text[locale]}</dd>
            <dd>
              <SourceNote fact={report.taxNote} />
            </dd>
          </div>
        )}
      </dl>
      {report.taxResidentFrom && (
        <p className="text-sm">{t("results.taxFrom", { date: date(report.taxResidentFrom) })}</p>
      )}
      {report.missing.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {report.missing.map((key) => (
            <li key={key}>{t(`results.missing.${key}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RuleLabel({ rule }: { rule: RuleReport }) {
  const t = useTranslations("stays.results");
  const { limit } = rule;
  if (rule.rule === "tax")
    return (
      <>
        {t("tax")}:{" "}
        <span className="font-normal">
          {limit.kind === "window"
            ? t("taxCounting", {
                days: limit.days,
                counting: limit.counting,
                length: limit.length,
                unit: limit.unit,
              })
            : null}
        </span>
      </>
    );
  if (limit.kind === "entry")
    return (
      <>
        {t("perEntry")}:{" "}
        <span className="font-normal">
          {t("perEntryLimit", {
            amount: limit.amount,
            unit: limit.unit === "business-days" ? "business" : limit.unit,
          })}
        </span>
      </>
    );
  return limit.counting === "calendar-year"
    ? t("calendarYear")
    : t("rolling", { length: limit.length, unit: limit.unit });
}

function RuleUse({ rule }: { rule: RuleReport }) {
  const t = useTranslations("stays.results");
  const over = rule.allowed !== null && rule.used > rule.allowed;
  const text =
    rule.allowed === null
      ? t("usedDays", { used: rule.used })
      : rule.rule === "tax"
        ? t("taxCounted", { used: rule.used, allowed: rule.allowed })
        : t("used", { used: rule.used, allowed: rule.allowed });
  return (
    <span className={over ? "font-semibold text-destructive" : undefined} data-testid={`used-${rule.rule}`}>
      {text}
    </span>
  );
}

export function WarningText({ warning }: { warning: Warning }) {
  const t = useTranslations("stays");
  const locale = useLocale();
  const date = (iso: string) => formatCalendarDate(iso, locale);
  switch (warning.kind) {
    case "over":
      return t("warnings.over", { rule: t(`results.ruleNames.${warning.rule}`), date: date(warning.date) });
    case "leaveSoon":
      return t("warnings.leaveSoon", { days: warning.days, date: date(warning.date) });
    case "taxReached":
      return t("warnings.taxReached", { date: date(warning.date) });
    case "taxNear":
      return t("warnings.taxNear", { daysLeft: warning.daysLeft });
  }
}
