import { getLocale, getTranslations } from "next-intl/server";
import { countryLabel, languageLabel } from "@/components/lawyers/options";
import { formatShortDate } from "@/lib/i18n/format";
import { listContactSubmissions } from "@/lib/leads/admin-list";
import { Pager } from "./pager";
import { RegenerateSummaryButton } from "./regenerate-summary-button";
import { AdminSection } from "./section";

/**
 * Requests for a lawyer (contact_submissions), with their summary and a button to summarise again.
 * The summary and the message stay in the language they were written in.
 */
export async function ContactSubmissions({
  page,
  params,
}: {
  page: number;
  params: Record<string, string | undefined>;
}) {
  const [submissions, t, lawyer, locale] = await Promise.all([
    listContactSubmissions({ page }).catch(() => null),
    getTranslations("admin.leads"),
    getTranslations("lawyer"),
    getLocale(),
  ]);
  return (
    <AdminSection title={t("title")} description={t("description")}>
      {!submissions ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/40 bg-white p-5 text-sm text-destructive"
        >
          {t("loadFailed")}
        </p>
      ) : submissions.rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-5 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {submissions.rows.map((lead) => (
            <li key={lead.id} className="grid gap-3 rounded-xl border bg-white p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{lead.name}</p>
                  <p className="text-muted-foreground">
                    {lead.email} · {countryLabel(lawyer, lead.country)} ·{" "}
                    {languageLabel(lawyer, lead.language)} ·{" "}
                    {formatShortDate(lead.createdAt, locale, "dateTime")} ·{" "}
                    {t("unlockedBy", { count: lead.unlocks })}
                  </p>
                </div>
                <RegenerateSummaryButton leadId={lead.id} name={lead.name} />
              </div>
              <p className="rounded-lg bg-muted px-3 py-2">
                <span className="font-medium">{t("summary")} </span>
                {lead.summaryText ?? t("noSummary")}
              </p>
              <details>
                <summary className="cursor-pointer text-muted-foreground">{t("message")}</summary>
                <p className="mt-1 break-words whitespace-pre-wrap">{lead.message}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
      {submissions ? (
        <Pager
          page={submissions.page}
          total={submissions.total}
          params={params}
          pageParam="leadsPage"
          label={t("title")}
        />
      ) : null}
    </AdminSection>
  );
}
