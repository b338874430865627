import { getLocale, getTranslations } from "next-intl/server";
import { Pager } from "@/components/admin/pager";
import { AdminSection } from "@/components/admin/section";
import { formatShortDate } from "@/lib/i18n/format";
import type { moderationAudit } from "@/lib/moderation/queue";

type Decision = "dismiss" | "delete" | "mute";

/** The moderators' decisions on reports, newest first: who, what (on which message), when. */
export async function ModerationLog({
  audit,
  queuePage,
}: {
  audit: Awaited<ReturnType<typeof moderationAudit>>;
  queuePage: number;
}) {
  const [t, locale] = await Promise.all([getTranslations("moderation"), getLocale()]);
  return (
    <AdminSection title={t("audit.title")}>
      <ul className="divide-y rounded-xl border bg-white text-sm" aria-label={t("audit.title")}>
        {audit.rows.length === 0 ? <li className="p-3 text-muted-foreground">{t("audit.empty")}</li> : null}
        {audit.rows.map((row) => (
          <li key={row.id} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr]">
            <span className="text-muted-foreground">{formatShortDate(row.createdAt, locale, "dayTime")}</span>
            <span>
              <strong>{row.actorEmail ?? t("audit.deletedUser")}</strong>{" "}
              {t(`audit.actions.${row.action.replace("community.report.", "") as Decision}`)}{" "}
              <span className="font-mono text-xs">{row.target}</span>
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={audit.page}
        total={audit.total}
        pageSize={audit.pageSize}
        params={{ tab: "reports", page: String(queuePage) }}
        pageParam="logPage"
        label={t("audit.title")}
      />
    </AdminSection>
  );
}
