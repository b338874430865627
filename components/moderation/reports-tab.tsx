import { getLocale, getTranslations } from "next-intl/server";
import { AdminTable } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { AdminSection } from "@/components/admin/section";
import { Badge } from "@/components/ui/badge";
import { formatShortDate } from "@/lib/i18n/format";
import { moderationAudit, reportQueue } from "@/lib/moderation/queue";
import { ModerationLog } from "./moderation-log";
import { ReviewActions } from "./review-actions";

/**
 * The admin dashboard's Reports tab: open reports grouped by message (the text, its author, every
 * reason and note, how many, whether it is hidden) with the three decisions, then the moderation log.
 */
export async function ReportsTab({ page, logPage }: { page: number; logPage: number }) {
  const [queue, audit, t, tc, locale] = await Promise.all([
    reportQueue({ page }),
    moderationAudit(logPage),
    getTranslations("moderation"),
    getTranslations("community"),
    getLocale(),
  ]);
  // A member who gave no name comes with an empty one.
  const authorName = (username: string) => username || tc("unnamedMember");
  return (
    <div className="grid gap-10">
      <AdminSection title={t("queue.title")} description={t("queue.count", { count: queue.total })}>
        <AdminTable
          caption={t("queue.title")}
          columns={[t("queue.columns.message"), t("queue.columns.reports"), t("queue.columns.actions")]}
        >
          <tbody>
            {queue.rows.length === 0 ? (
              <tr className="border-t">
                <td colSpan={3} className="px-3 py-4 text-muted-foreground">
                  {t("queue.empty")}
                </td>
              </tr>
            ) : null}
            {queue.rows.map(({ message, hidden, authorMutedUntil, reports }) => (
              <tr key={message.id} className="border-t align-top">
                <td className="max-w-md px-3 py-2">
                  <p className="break-words whitespace-pre-wrap">{message.message}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t("queue.by", { name: authorName(message.username) })} ·{" "}
                    {formatShortDate(message.created_at, locale, "dayTime")}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    <Badge variant={hidden ? "accent" : "muted"}>
                      {hidden ? t("queue.hidden") : t("queue.visible")}
                    </Badge>
                    {authorMutedUntil ? (
                      <Badge variant="muted">
                        {t("queue.muted", { time: formatShortDate(authorMutedUntil, locale, "dayTime") })}
                      </Badge>
                    ) : null}
                  </div>
                </td>
                <td className="min-w-48 px-3 py-2">
                  <p className="font-medium">{t("queue.reports", { count: reports.length })}</p>
                  <ul className="mt-1 grid gap-1 text-xs" aria-label={t("queue.reasonsLabel")}>
                    {reports.map((r, i) => (
                      <li key={i}>
                        <strong>{t(`report.reasons.${r.reason}`)}</strong> ·{" "}
                        {r.reporter ?? t("queue.anonymous")}
                        {r.note ? <span className="block text-muted-foreground">“{r.note}”</span> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-2">
                  <ReviewActions messageId={message.id} author={authorName(message.username)} />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <Pager
          page={queue.page}
          total={queue.total}
          pageSize={queue.pageSize}
          params={{ tab: "reports", logPage: String(logPage) }}
          label={t("queue.title")}
        />
      </AdminSection>
      <ModerationLog audit={audit} queuePage={page} />
    </div>
  );
}
