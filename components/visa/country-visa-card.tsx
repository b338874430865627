import { ExternalLink } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SourceNote } from "@/components/sources/source-note";
import type { CountryOverview, FactLine, ProgramLineKey, RuleLineKey } from "@/lib/visa/facts/lines";

/** One country on /visa: entry per passport, visitor rules and the nomad program's figures, each with its source. */
export function CountryVisaCard({
  id,
  name,
  summary,
  badge,
  overview,
}: {
  id: string;
  name: string;
  summary: string;
  badge: ReactNode;
  overview: CountryOverview;
}) {
  const t = useTranslations("visa");
  const locale = useLocale();
  const { entry, rules, program } = overview;
  const labels: Record<ProgramLineKey, string> = {
    duration: t("page.duration"),
    income: t("income"),
    savings: t("page.savings"),
    fees: t("fees"),
    processing: t("page.processing"),
  };
  const ruleLabels: Record<RuleLineKey, string> = {
    period: t("page.period"),
    extension: t("page.extension"),
    tax: t("page.tax"),
  };
  const keys = [...new Set(program?.lines.map((line) => line.key))];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {name}
        </h2>
        {badge}
      </div>
      <p className="text-sm text-slate-700">{summary}</p>
      <dl className="grid gap-4 text-sm">
        <div>
          <dt className="font-semibold">{t("page.visitorStay")}</dt>
          {entry.length ? (
            entry.map((line) => <Line key={line.facts.map((f) => f.id).join()} line={line} />)
          ) : (
            <dd className="text-muted-foreground">{t("page.notRecorded")}</dd>
          )}
        </div>
        {rules.length ? (
          <div>
            <dt className="font-semibold">{t("page.rules")}</dt>
            {rules.map((line) => (
              <Line key={line.facts[0]?.id} line={{ ...line, label: ruleLabels[line.key] }} />
            ))}
          </div>
        ) : null}
        {program ? (
          <div className="grid gap-3 rounded-xl bg-muted/50 p-3">
            <dt className="font-semibold">
              {program.program.name[locale]}{" "}
              <span className="font-normal text-muted-foreground">({program.program.officialName})</span>
            </dt>
            <dd>
              <a
                href={program.program.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-xs text-primary underline-offset-2 hover:underline"
              >
                {t("page.program")} <ExternalLink className="size-3" aria-hidden />
                <span className="sr-only">{t("opensInNewTab")}</span>
              </a>
            </dd>
            {keys.length ? (
              <dd>
                <dl className="grid gap-3">
                  {keys.map((key) => (
                    <div key={key}>
                      <dt className="font-medium">{labels[key]}</dt>
                      {program.lines
                        .filter((line) => line.key === key)
                        .map((line) => (
                          <Line key={line.facts[0]?.id} line={line} />
                        ))}
                    </div>
                  ))}
                </dl>
              </dd>
            ) : (
              <dd className="text-muted-foreground">{t("page.notRecorded")}</dd>
            )}
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A figure, who it is for, and the source of each record it states. */
function Line({ line }: { line: FactLine }) {
  return (
    <dd className="mt-1 grid gap-0.5" data-fact-ids={line.facts.map((fact) => fact.id).join(" ")}>
      <span className="text-slate-800">
        {line.label ? <span className="font-medium">{line.label}: </span> : null}
        {line.text}
      </span>
      {line.detail && line.detail !== line.text ? (
        <span className="text-xs text-muted-foreground">{line.detail}</span>
      ) : null}
      {line.facts.map((fact) => (
        <SourceNote key={fact.id} fact={fact} />
      ))}
    </dd>
  );
}
