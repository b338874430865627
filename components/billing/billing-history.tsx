import { FileDown, ReceiptText } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { billingShortDate } from "@/lib/billing/dates";
import { receiptPath, type HistoryEntry, type HistoryStatus } from "@/lib/billing/history/history";
import { planWords } from "@/lib/billing/plan-text";
import { formatMoney } from "@/lib/i18n/format";

const tones: Record<HistoryStatus, "success" | "destructive" | "muted" | "accent"> = {
  approved: "success",
  declined: "destructive",
  refunded: "muted",
  partiallyRefunded: "accent",
  succeeded: "muted",
};

/**
 * The member's billing history: every charge, refund and failed attempt, newest first. A table on
 * wide screens; on phones each row stacks into a card with its labels.
 */
export async function BillingHistory({ entries }: { entries: HistoryEntry[] }) {
  const locale = await getLocale();
  const [t, words] = await Promise.all([getTranslations("billingHistory.history"), planWords(locale)]);
  if (!entries.length)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ReceiptText className="size-4" aria-hidden /> {t("empty")}
      </p>
    );
  const columns = ["date", "what", "amount", "status", "card", "receipt"] as const;
  const cell = "grid grid-cols-[6rem_minmax(0,1fr)] gap-2 sm:table-cell sm:px-3 sm:py-2.5";
  const label = (column: (typeof columns)[number]) => (
    <span className="text-muted-foreground sm:hidden" aria-hidden>
      {t(`columns.${column}`)}
    </span>
  );
  return (
    <table className="block w-full text-left text-sm sm:table">
      <caption className="sr-only">{t("title")}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group sm:bg-muted sm:text-muted-foreground">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium">
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 sm:table-row-group">
        {entries.map((entry) => {
          const refund = entry.kind === "refund";
          return (
            <tr
              key={entry.id}
              data-testid="billing-history-row"
              className="grid gap-1.5 rounded-xl border p-4 sm:table-row sm:rounded-none sm:border-x-0 sm:border-b-0 sm:p-0"
            >
              <td className={cell}>
                {label("date")}
                <span>{billingShortDate(entry.date, locale)}</span>
              </td>
              <td className={cell}>
                {label("what")}
                <span>
                  <span className="font-medium">{t(`kinds.${entry.kind}`)}</span>
                  <span className="block text-xs text-muted-foreground">{words.name(entry.plan)}</span>
                </span>
              </td>
              <td className={cell}>
                {label("amount")}
                <span className="font-medium tabular-nums">
                  {refund ? "−" : ""}
                  {formatMoney(entry.amountCents, locale, entry.currency)}
                </span>
              </td>
              <td className={cell}>
                {label("status")}
                <span>
                  <Badge variant={tones[entry.status]}>{t(`statuses.${entry.status}`)}</Badge>
                </span>
              </td>
              <td className={cell}>
                {label("card")}
                <span className="whitespace-nowrap">
                  {entry.cardLastFour
                    ? `${(entry.cardBrand ?? "").toUpperCase()} •••• ${entry.cardLastFour}`
                    : t("noCard")}
                </span>
              </td>
              <td className={cell}>
                {label("receipt")}
                {entry.receiptNumber ? (
                  <a
                    href={receiptPath(entry.paymentId)}
                    download
                    aria-label={t("downloadLabel", { number: entry.receiptNumber })}
                    className="inline-flex flex-wrap items-center gap-1 font-medium text-primary underline-offset-2 hover:underline sm:flex-nowrap sm:whitespace-nowrap"
                  >
                    <FileDown className="size-4 max-sm:hidden" aria-hidden />
                    {t("download", { number: entry.receiptNumber })}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{t("noCard")}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
