import { format } from "date-fns";
import type { listAudit } from "@/lib/admin/audit";
import { Pager } from "./pager";

type Audit = Awaited<ReturnType<typeof listAudit>>;

export function AuditLogList({ audit }: { audit: Audit }) {
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-xl border bg-white text-sm" aria-label="Audit log">
        {audit.rows.length === 0 ? (
          <li className="p-4 text-muted-foreground">No admin actions yet.</li>
        ) : null}
        {audit.rows.map((row) => (
          <li key={row.id} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr]">
            <span className="text-muted-foreground">{format(row.createdAt, "MMM d, HH:mm")}</span>
            <span>
              <strong>{row.actorEmail}</strong> · {row.action} ·{" "}
              <span className="font-mono text-xs">{row.target}</span>
              {row.before || row.after ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-primary">Before / after</summary>
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
        label="Audit log"
      />
    </div>
  );
}
