import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import type { listPaymentEvents } from "@/lib/admin/payment-events";
import { statusTone } from "@/lib/admin/payment-events";
import { formatPrice } from "@/lib/billing/pricing";
import { AdminTable } from "./admin-table";
import { Pager } from "./pager";

type Events = Awaited<ReturnType<typeof listPaymentEvents>>;

/** Payment webhook events, newest first, filterable by status, each with its raw payload. */
export function PaymentEventsTable({ events, status }: { events: Events; status: string }) {
  return (
    <div className="grid gap-3">
      <form className="flex flex-wrap items-end gap-2" aria-label="Filter payment events">
        <input type="hidden" name="tab" value="dashboard" />
        <label htmlFor="event-status" className="grid gap-1 text-sm font-medium">
          Status
          <select
            id="event-status"
            name="status"
            defaultValue={status}
            className="h-10 rounded-lg border border-input bg-white px-3 text-sm"
          >
            <option value="">All</option>
            {events.statuses.map((s) => (
              <option key={s.status} value={s.status === "none" ? "" : s.status}>
                {s.status} ({s.count})
              </option>
            ))}
          </select>
        </label>
        <button className="h-10 rounded-lg border bg-white px-4 text-sm font-medium hover:bg-muted">
          Filter
        </button>
      </form>
      {events.rows.length === 0 ? (
        <p className="rounded-xl border bg-white px-4 py-6 text-center text-sm text-muted-foreground">
          No payment events yet.
        </p>
      ) : (
        <AdminTable
          caption="Payment webhook events"
          columns={["When", "Event", "Amount", "Status", "Method", "Payload"]}
          className="min-w-[720px]"
        >
          <tbody>
            {events.rows.map((event) => (
              <tr key={event.id} className="border-t align-top">
                <td className="px-3 py-2 whitespace-nowrap">{format(event.createdAt, "MMM d, HH:mm:ss")}</td>
                <td className="px-3 py-2">
                  <span className="font-medium">{event.eventType}</span>
                  <span className="block font-mono text-xs text-muted-foreground">
                    {event.transactionId ?? event.eventId}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {event.amountCents !== null ? formatPrice(event.amountCents, event.currency) : "—"}
                </td>
                <td className="px-3 py-2">
                  {event.status ? <Badge variant={statusTone(event.status)}>{event.status}</Badge> : "—"}
                </td>
                <td className="px-3 py-2">{event.paymentMethod ?? "—"}</td>
                <td className="px-3 py-2">
                  <details>
                    <summary className="cursor-pointer text-primary">View</summary>
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
        label="Payment events"
      />
    </div>
  );
}
