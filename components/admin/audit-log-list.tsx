import { useLocale, useTranslations } from "next-intl";
import type { listAudit } from "@/lib/admin/audit";
import { formatShortDate } from "@/lib/i18n/format";
import { Pager } from "./pager";

type Audit = Awaited<ReturnType<typeof listAudit>>;

export function AuditLogList({ audit }: { audit: Audit }) {
  const t = useTranslations("admin.dashboard.audit");
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-xl border bg-white text-sm" aria-label={t("title")}>
        {audit.rows.length === 0 ? <li className="p-4 text-muted-foreground">{t("empty")}</li> : null}
        {audit.rows.map((row) => (
          <li key={row.id} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr]">
            <span className="text-muted-foreground">{formatShortDate(row.createdAt, locale, "dayTime")}</span>
            <span>
              <strong>{row.actorEmail ?? t("deletedUser")}</strong> · {row.action} ·{" "}
              <span className="font-mono text-xs">{row.target}</span>
              {row.before || row.after ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-primary">{t("beforeAfter")}</summary>
                  <pre className="mt-1 overflow-auto rounded bg-muted p-2 text-xs">
                    {JSON.stringify({ before: row.before, after: row.after }, null, 2)}
                  </pre>
                </details>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={audit.page}
        total={audit.total}
        pageSize={audit.pageSize}
        params={{ tab: "dashboard" }}
        label={t("title")}
      />
    </div>
  );
}
