import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DriftIssue } from "@/lib/billing/reconciliation/drift";
import { reconciliationReport } from "@/lib/billing/reconciliation/report";
import { formatMoney, formatShortDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { RunReconciliationButton } from "./run-reconciliation-button";
import { AdminSection } from "./section";

const STATUSES = ["active", "past_due", "paused", "canceled", "expired", "pending"] as const;
const isStatus = (value: string | null): value is (typeof STATUSES)[number] =>
  (STATUSES as readonly (string | null)[]).includes(value);

/** The reconciliation report: the newest run (when, how many checked) and its drift in plain words. */
export async function ReconciliationSection() {
  const [report, t, locale] = await Promise.all([
    reconciliationReport(),
    getTranslations("billingOps.reconciliation"),
    getLocale() as Promise<Locale>,
  ]);
  const { latest } = report;
  const when = (date: Date) => formatShortDate(date, locale, "dateTime");
  /** One side of an issue in words: a status, a plan's name or an amount. */
  const side = (issue: DriftIssue, value: string | null) => {
    if (issue.kind === "amount") return value === null ? t("none") : formatMoney(Number(value), locale);
    if (issue.kind === "plan" || issue.kind === "scheduled_plan")
      return value === null ? t("none") : (report.planName.get(value) ?? value);
    return isStatus(value) ? t(`statuses.${value}`) : t("statuses.absent");
  };
  return (
    <div id="reconciliation" className="scroll-mt-6">
      <AdminSection
        title={t("title")}
        description={t("description")}
        actions={
          <ClientMessages namespaces={["billingOps.reconciliation"]}>
            <RunReconciliationButton />
          </ClientMessages>
        }
      >
        <div className="grid gap-3 rounded-xl border bg-white p-5 text-sm">
          {report.running ? <p className="font-medium text-amber-800">{t("running")}</p> : null}
          {!latest ? <p className="text-muted-foreground">{t("never")}</p> : null}
          {latest?.status === "failed" ? (
            <Alert variant="destructive">
              <AlertDescription>
                {t("lastFailed", { when: when(latest.startedAt), error: latest.error ?? "" })}
              </AlertDescription>
            </Alert>
          ) : null}
          {latest?.status === "finished" ? (
            <>
              <p>
                {t("lastRun", { when: when(latest.finishedAt ?? latest.startedAt), checked: latest.checked })}
              </p>
              {latest.issues.length === 0 ? (
                <p className="font-medium text-green-800">{t("noDrift")}</p>
              ) : (
                <>
                  <p className="font-semibold text-red-800">
                    {t("driftCount", { count: latest.issues.length })}
                  </p>
                  <ul className="grid gap-2" aria-label={t("driftCount", { count: latest.issues.length })}>
                    {latest.issues.map((issue, i) => (
                      <li
                        key={`${issue.providerSubscriptionId}-${issue.kind}-${i}`}
                        className="grid gap-0.5 rounded-lg border border-red-200 bg-destructive-soft/40 px-3 py-2"
                      >
                        <span className="font-medium">
                          {t(`kinds.${issue.kind}`, {
                            ours: side(issue, issue.ours),
                            theirs: side(issue, issue.theirs),
                          })}
                        </span>
                        <span className="text-xs break-words text-muted-foreground">
                          {t("member")}: {report.emailOf(issue.userId) ?? t("unknownMember")}
                        </span>
                        <span className="font-mono text-xs break-all text-muted-foreground">
                          {t("subscription", { id: issue.providerSubscriptionId })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ) : null}
        </div>
      </AdminSection>
    </div>
  );
}
