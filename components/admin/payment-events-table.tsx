import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { listPaymentEvents } from "@/lib/admin/payment-events";
import { statusTone } from "@/lib/admin/payment-events";
import { formatMoney, formatShortDate } from "@/lib/i18n/format";
import { AdminTable } from "./admin-table";
import { Pager } from "./pager";

type Events = Awaited<ReturnType<typeof listPaymentEvents>>;

/**
 * Payment webhook events, newest first, filterable by status, each with its raw payload. Event
 * types and statuses are the provider's own words, shown as sent.
 */
export function PaymentEventsTable({ events, status }: { events: Events; status: string }) {
  const t = useTranslations("admin.dashboard.events");
  const locale = useLocale();
  return (
    <div className="grid gap-3">
      <form className="flex flex-wrap items-end gap-2" aria-label={t("filterLabel")}>
        <input type="hidden" name="tab" value="dashboard" />
        <label htmlFor="event-status" className="grid gap-1 text-sm font-medium">
          {t("status")}
          <select
            id="event-status"
            name="status"
            defaultValue={status}
            className="h-10 rounded-lg border border-input bg-white px-3 text-sm"
          >
            <option value="">{t("all")}</option>
            {events.statuses.map((s) => (
              <option key={s.status} value={s.status === "none" ? "" : s.status}>
                {t("statusOption", { status: s.status, count: s.count })}
              </option>
            ))}
          </select>
        </label>
        <button className="h-10 rounded-lg border bg-white px-4 text-sm font-medium hover:bg-muted">
          {t("filter")}
        </button>
      </form>
      {events.rows.length === 0 ? (
        <p className="rounded-xl border bg-white px-4 py-6 text-center text-sm text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <AdminTable
          caption={t("title")}
          columns={[
            t("columns.when"),
            t("columns.event"),
            t("columns.amount"),
            t("columns.status"),
            t("columns.method"),
            t("columns.payload"),
          ]}
          className="min-w-[720px]"
        >
          <tbody>
            {events.rows.map((event) => (
              <tr key={event.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatShortDate(event.createdAt, locale, "dayTimeSeconds")}
                </td>
                <td className="px-3 py-2">
                  <span className="font-medium">{event.eventType}</span>
                  <span className="block font-mono text-xs text-muted-foreground">
                    {event.transactionId ?? event.eventId}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {event.amountCents !== null ? formatMoney(event.amountCents, locale, event.currency) : "—"}
                </td>
                <td className="px-3 py-2">
                  {event.status ? <Badge variant={statusTone(event.status)}>{event.status}</Badge> : "—"}
                </td>
                <td className="px-3 py-2">{event.paymentMethod ?? "—"}</td>
                <td className="px-3 py-2">
                  <details>
                    <summary className="cursor-pointer text-primary">{t("view")}</summary>
                    <pre className="mt-2 max-h-64 max-w-md overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
                      {JSON.stringify(event.rawPayload, null, 2)}
                    </pre>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <Pager
        page={events.page}
        total={events.total}
        params={{ tab: "dashboard", status }}
        label={t("pagerLabel")}
      />
    </div>
  );
}
