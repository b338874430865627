import { useLocale, useTranslations } from "next-intl";
import { formatMoney, formatShortDate } from "@/lib/i18n/format";
import type { listCreditPurchases } from "@/lib/lawyers/purchase-credits";

type Purchases = Awaited<ReturnType<typeof listCreditPurchases>>;

/** The credit packs bought, newest first: a list on phones, a table from the small breakpoint up. */
export function PurchaseHistory({ purchases }: { purchases: Purchases }) {
  const t = useTranslations("lawyer.billing.history");
  const locale = useLocale();
  if (!purchases.length) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  // A purchase's status as recorded ("approved"), in words when the catalogue has them.
  const status = (value: string) =>
    t.has(`statuses.${value}` as never) ? t(`statuses.${value}` as never) : value;
  return (
    <>
      <ul className="grid gap-2 sm:hidden" aria-label={t("label")}>
        {purchases.map((p) => (
          <li key={p.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
            <span className="flex justify-between gap-3 font-medium">
              <span>{t("credits", { count: p.credits })}</span>
              <span>{formatMoney(p.amountCents, locale, p.currency)}</span>
            </span>
            <span className="text-muted-foreground">
              {formatShortDate(p.createdAt, locale)} · {status(p.status)}
            </span>
            <span className="font-mono text-xs break-all text-muted-foreground">{p.transactionId}</span>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t("label")}</caption>
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("columns.date")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("columns.credits")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("columns.amount")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("columns.status")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("columns.transaction")}
              </th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((p) => (
              <tr key={p.id} className="border-b last:border-0">
                <td className="py-2 pr-3">{formatShortDate(p.createdAt, locale)}</td>
                <td className="py-2 pr-3">{p.credits}</td>
                <td className="py-2 pr-3">{formatMoney(p.amountCents, locale, p.currency)}</td>
                <td className="py-2 pr-3">{status(p.status)}</td>
                <td className="py-2 font-mono text-xs">{p.transactionId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
