import { Mail, Phone } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatShortDate } from "@/lib/i18n/format";
import type { UnlockedLead } from "@/lib/lawyers/my-leads";
import { countryLabel, languageLabel } from "./options";
import { SummaryList } from "./summary-list";

/**
 * An unlocked lead: who to contact, what they asked, and the chat excerpt they chose to share (in the
 * language they wrote it in).
 */
export function UnlockedLeadCard({ lead }: { lead: UnlockedLead }) {
  const t = useTranslations("lawyer");
  const locale = useLocale();
  const headingId = `my-lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {lead.name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {countryLabel(t, lead.country, lead.countryName)} · {languageLabel(t, lead.language)}
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t("myLeads.card.email")}</dt>
          <dd className="font-medium break-words">
            <a
              href={`mailto:${lead.email}`}
              className="inline-flex items-center gap-1.5 text-primary underline-offset-2 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden /> {lead.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("myLeads.card.phone")}</dt>
          <dd className="font-medium">
            {lead.phone ? (
              <a
                href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                className="inline-flex items-center gap-1.5 text-primary underline-offset-2 hover:underline"
              >
                <Phone className="size-4 shrink-0" aria-hidden /> {lead.phone}
              </a>
            ) : (
              t("myLeads.card.notGiven")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("myLeads.card.unlocked")}</dt>
          <dd className="font-medium">
            {formatShortDate(lead.unlockedAt, locale)} ·{" "}
            {lead.creditsSpent ? t("myLeads.card.oneCredit") : t("myLeads.card.premium")}
          </dd>
        </div>
      </dl>
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">{t("myLeads.card.message")}</h4>
        <p className="text-sm whitespace-pre-line text-slate-800">{lead.message}</p>
      </div>
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">{t("myLeads.card.summary")}</h4>
        <SummaryList lines={lead.summary} />
      </div>
      {lead.conversation.length ? (
        <details className="rounded-lg bg-muted/60 p-3 text-sm">
          <summary className="cursor-pointer font-semibold">
            {t("myLeads.card.conversation", { count: lead.conversation.length })}
          </summary>
          <ol className="mt-3 grid gap-2">
            {lead.conversation.map((message, i) => (
              <li
                key={i}
                className={
                  message.role === "user"
                    ? "rounded-lg bg-white p-3"
                    : "rounded-lg border border-dashed p-3 text-slate-700"
                }
              >
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {message.role === "user" ? t("myLeads.card.traveller") : t("myLeads.card.assistant")}
                </p>
                <p className="whitespace-pre-line">{message.content}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
