import { CheckCircle2, CircleHelp, ExternalLink, XCircle } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { SourceNote } from "@/components/sources/source-note";
import type { Locale } from "@/lib/i18n/locales";
import type { CountryResult, Outcome, ReasonLine } from "@/lib/visa/eligibility/result";
import { countryVisa } from "@/lib/visa/knowledge";
import { reasonText } from "./reason-text";

const outcomeLook = {
  pass: { Icon: CheckCircle2, badge: "success", icon: "text-success" },
  fail: { Icon: XCircle, badge: "destructive", icon: "text-red-700" },
  unknown: { Icon: CircleHelp, badge: "accent", icon: "text-amber-700" },
} as const satisfies Record<Outcome, unknown>;

/** What the check found for each country: every program's verdict and the lines behind it, with sources. */
export async function EligibilityResults({
  countries,
  locale,
}: {
  countries: CountryResult[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "eligibility.results" });
  const reasons = await getTranslations({ locale, namespace: "eligibility.reasons" });
  const programs = countries.flatMap((c) => c.programs);
  const summary = {
    qualified: programs.filter((p) => p.outcome === "pass").length,
    countries: countries.filter((c) => c.programs.some((p) => p.outcome === "pass")).length,
    unknown: programs.filter((p) => p.outcome === "unknown").length,
  };

  const reasonLine = (line: ReasonLine, index: number) => {
    const { Icon, icon } = outcomeLook[line.outcome];
    return (
      <li key={index} className="flex gap-2" data-outcome={line.outcome} data-reason={line.reason.kind}>
        <Icon className={`mt-0.5 size-4 shrink-0 ${icon}`} aria-hidden />
        <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
          <p>
            <span className="sr-only">{t(`outcome.${line.outcome}`)}: </span>
            {line.unverified ? <span className="font-medium">{reasons("unverified")} </span> : null}
            {reasonText(line.reason, line.facts, reasons, locale)}
          </p>
          {line.facts.map((fact) => (
            <SourceNote key={fact.id} fact={fact} />
          ))}
        </div>
      </li>
    );
  };

  return (
    <section aria-labelledby="eligibility-results" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="eligibility-results" className="text-2xl font-bold">
          {t("heading")}
        </h2>
        <p role="status" className="text-muted-foreground">
          {t("summary", summary)}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {countries.map(({ country, programs }) => (
          <section
            key={country}
            id={country}
            aria-labelledby={`${country}-heading`}
            className="grid content-start gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:p-6"
          >
            <h3 id={`${country}-heading`} className="text-xl font-bold">
              {countryVisa(country, locale)?.name ?? country}
            </h3>
            {programs.map(({ program, outcome, lines }) => {
              const { Icon, badge } = outcomeLook[outcome];
              return (
                <article
                  key={program.id}
                  aria-labelledby={`${program.id}-name`}
                  data-program={program.id}
                  data-outcome={outcome}
                  className="grid gap-3 border-t pt-4 first-of-type:border-t-0 first-of-type:pt-0"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        {t(`kind.${program.kind}`)}
                      </p>
                      <h4 id={`${program.id}-name`} className="font-semibold">
                        {program.name[locale]}
                      </h4>
                    </div>
                    <Badge variant={badge}>
                      <Icon className="size-3" aria-hidden /> {t(`outcome.${outcome}`)}
                    </Badge>
                  </div>
                  <ul className="grid gap-3 text-sm text-slate-700">{lines.map(reasonLine)}</ul>
                  <a
                    href={program.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
                  >
                    {t("official")}{" "}
                    <span className="sr-only">
                      ({program.officialName}) {t("opensInNewTab")}
                    </span>
                    <ExternalLink className="size-3" aria-hidden />
                  </a>
                </article>
              );
            })}
          </section>
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">{t("disclaimer")}</p>
    </section>
  );
}
