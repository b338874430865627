import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Badge } from "@/components/ui/badge";
import { recentPayments } from "@/lib/billing/admin-payments";
import { billingShortDate } from "@/lib/billing/dates";
import { historyKind, receiptPath } from "@/lib/billing/history/history";
import { planWords } from "@/lib/billing/plan-text";
import { formatMoney } from "@/lib/i18n/format";
import { AdminTable } from "./admin-table";
import { Pager } from "./pager";
import { RefundDialog } from "./refund-dialog";
import { AdminSection } from "./section";

/** Recent payments of all members (search by email), each approved one refundable from here. */
export async function PaymentsSection({ page, query }: { page: number; query: string }) {
  const locale = await getLocale();
  const [payments, t, history, words] = await Promise.all([
    recentPayments({ page, query }),
    getTranslations("billingHistory.admin"),
    getTranslations("billingHistory.history"),
    planWords(locale),
  ]);
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency);
  const columns = ["date", "member", "amount", "status", "refunded", "receipt", "actions"] as const;
  return (
    <AdminSection title={t("title")} description={t("description")}>
      <form className="flex gap-2" role="search" aria-label={t("search")}>
        <input type="hidden" name="tab" value="payments" />
        <label htmlFor="payment-search" className="sr-only">
          {t("search")}
        </label>
        <input
          id="payment-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("search")}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-white px-3 text-sm"
        />
        <button className="h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-white">
          {t("searchButton")}
        </button>
      </form>
      {payments.rows.length ? (
        <ClientMessages namespaces={["billingHistory"]}>
          <AdminTable
            caption={t("title")}
            columns={columns.map((column) => t(`columns.${column}`))}
            className="max-sm:block sm:min-w-[820px]"
            headClassName="max-sm:sr-only"
          >
            <tbody className="max-sm:block">
              {payments.rows.map((p) => {
                const approved = p.status === "approved";
                const refundable = approved ? p.amountCents - p.refundedCents : 0;
                const status = !approved
                  ? "declined"
                  : p.refundedCents === 0
                    ? "approved"
                    : refundable === 0
                      ? "refunded"
                      : "partiallyRefunded";
                return (
                  <tr
                    key={p.id}
                    data-testid="admin-payment-row"
                    className="border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:p-3 max-sm:first:border-t-0"
                  >
                    <td className="px-3 py-2 whitespace-nowrap max-sm:block max-sm:p-0 max-sm:text-muted-foreground">
                      {billingShortDate(p.createdAt, locale)}
                    </td>
                    <td className="px-3 py-2 max-sm:col-span-2 max-sm:row-start-1 max-sm:block max-sm:p-0">
                      <span className="font-medium break-all">{p.memberEmail}</span>
                      <span className="block text-xs text-muted-foreground">
                        {history(`kinds.${historyKind(p)}`)} · {words.name(p.plan)}
                      </span>
                    </td>
                    <td className="px-3 py-2 font-medium tabular-nums max-sm:block max-sm:p-0">
                      {money(p.amountCents, p.currency)}
                    </td>
                    <td className="px-3 py-2 max-sm:block max-sm:p-0">
                      <Badge variant={approved ? (p.refundedCents ? "accent" : "success") : "destructive"}>
                        {history(`statuses.${status}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2 tabular-nums max-sm:block max-sm:p-0">
                      {p.refundedCents ? (
                        <>
                          <span className="text-muted-foreground sm:hidden">{t("columns.refunded")}: </span>
                          {money(p.refundedCents, p.currency)}
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-3 py-2 max-sm:block max-sm:p-0">
                      {p.receiptNumber ? (
                        <a
                          href={receiptPath(p.id)}
                          download
                          className="font-mono text-xs text-primary underline-offset-2 hover:underline"
                        >
                          {p.receiptNumber}
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-3 py-2 max-sm:col-span-2 max-sm:block max-sm:p-0 max-sm:pt-1">
                      {refundable > 0 ? (
                        <RefundDialog
                          payment={{
                            id: p.id,
                            member: p.memberEmail,
                            amount: money(p.amountCents, p.currency),
                            date: billingShortDate(p.createdAt, locale),
                            refundableCents: refundable,
                            currency: p.currency,
                          }}
                        />
                      ) : approved ? (
                        <span className="text-xs text-muted-foreground">{t("fullyRefunded")}</span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </AdminTable>
        </ClientMessages>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
      <Pager
        page={payments.page}
        total={payments.total}
        params={{ tab: "payments", q: query }}
        label={t("title")}
      />
    </AdminSection>
  );
}
