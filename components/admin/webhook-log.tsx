import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Badge } from "@/components/ui/badge";
import { listPaymentEvents } from "@/lib/admin/payment-events";
import { EVENT_OUTCOMES, type EventOutcomeFilter } from "@/lib/billing/ops-schemas";
import { formatMoney, formatShortDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { AdminTable } from "./admin-table";
import { Pager } from "./pager";
import { ReplayEventButton } from "./replay-event-button";
import { AdminSection } from "./section";

const OUTCOME_TONE: Record<EventOutcomeFilter, "success" | "accent" | "destructive" | "muted"> = {
  received: "accent",
  applied: "success",
  failed: "destructive",
  stale: "muted",
  ignored: "muted",
  unknown_subscription: "muted",
};

export const isOutcomeFilter = (value: string): value is EventOutcomeFilter =>
  (EVENT_OUTCOMES as readonly string[]).includes(value);

/**
 * The webhook log: every provider event, newest first, filterable by outcome, paginated
 * (`eventsPage`), each with its payload and a Replay button. Event types are the provider's words.
 */
export async function WebhookLog({ outcome, page }: { outcome: EventOutcomeFilter | ""; page: number }) {
  const [events, t, locale] = await Promise.all([
    listPaymentEvents({ outcome, page }),
    getTranslations("billingOps.log"),
    getLocale() as Promise<Locale>,
  ]);
  const total = Object.values(events.outcomes).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <AdminSection title={t("title")} description={t("description")}>
      <form className="flex flex-wrap items-end gap-2" aria-label={t("filterLabel")}>
        <input type="hidden" name="tab" value="payments" />
        <label htmlFor="event-outcome" className="grid gap-1 text-sm font-medium">
          {t("outcome")}
          <select
            id="event-outcome"
            name="outcome"
            defaultValue={outcome}
            className="h-10 rounded-lg border border-input bg-white px-3 text-sm"
          >
            <option value="">{t("all", { count: total })}</option>
            {EVENT_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t("outcomeOption", { outcome: t(`outcomes.${o}`), count: events.outcomes[o] ?? 0 })}
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
        <ClientMessages namespaces={["billingOps.replay", "billingOps.log.outcomes"]}>
          <AdminTable
            caption={t("title")}
            columns={[
              t("columns.time"),
              t("columns.type"),
              t("columns.outcome"),
              t("columns.attempts"),
              t("columns.amount"),
              t("columns.subscription"),
              t("columns.lastError"),
              t("columns.actions"),
            ]}
            className="min-w-[960px]"
          >
            <tbody>
              {events.rows.map((event) => {
                const shown: EventOutcomeFilter =
                  event.outcome && isOutcomeFilter(event.outcome) ? event.outcome : "received";
                const reference = (event.metadata as { reference?: string | null } | null)?.reference;
                return (
                  <tr key={event.id} className="border-t align-top">
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatShortDate(event.occurredAt, locale, "dayTimeSeconds")}
                    </td>
                    <td className="px-3 py-2">
                      <span className="font-medium">{event.eventType}</span>
                      <span className="block font-mono text-xs break-all text-muted-foreground">
                        {event.eventId}
                      </span>
                      <details className="mt-1 text-xs">
                        <summary className="cursor-pointer text-primary">{t("payload")}</summary>
                        <pre className="mt-2 max-h-64 max-w-md overflow-auto rounded-lg bg-slate-900 p-3 text-slate-100">
                          {JSON.stringify(event.rawPayload, null, 2)}
                        </pre>
                      </details>
                    </td>
                    <td className="px-3 py-2">
                      <div className="grid justify-items-start gap-1">
                        <Badge variant={OUTCOME_TONE[shown]}>{t(`outcomes.${shown}`)}</Badge>
                        {event.applyingSince ? (
                          <span className="text-xs text-muted-foreground">{t("applying")}</span>
                        ) : null}
                        {event.replayedAt ? (
                          <span className="text-xs text-muted-foreground">
                            {t("replayedAt", {
                              when: formatShortDate(event.replayedAt, locale, "dayTimeSeconds"),
                            })}
                          </span>
                        ) : null}
                      </div>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{event.attempts}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {event.amountCents !== null
                        ? formatMoney(event.amountCents, locale, event.currency)
                        : t("none")}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs break-all">{reference ?? t("none")}</td>
                    <td className="max-w-xs px-3 py-2 text-xs text-red-700">{event.lastError ?? ""}</td>
                    <td className="px-3 py-2">
                      <ReplayEventButton eventId={event.eventId} type={event.eventType} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
        </ClientMessages>
      )}
      <Pager
        page={events.page}
        total={events.total}
        params={{ tab: "payments", outcome }}
        pageParam="eventsPage"
        label={t("pagerLabel")}
      />
    </AdminSection>
  );
}
