import { format } from "date-fns";
import { formatPrice } from "@/lib/billing/pricing";
import type { listCreditPurchases } from "@/lib/lawyers/purchase-credits";

type Purchases = Awaited<ReturnType<typeof listCreditPurchases>>;

/** The credit packs bought, newest first: a list on phones, a table from the small breakpoint up. */
export function PurchaseHistory({ purchases }: { purchases: Purchases }) {
  if (!purchases.length)
    return (
      <p className="text-sm text-muted-foreground">
        No purchases yet. Credit packs you buy will appear here.
      </p>
    );
  return (
    <>
      <ul className="grid gap-2 sm:hidden" aria-label="Credit pack purchases">
        {purchases.map((p) => (
          <li key={p.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm">
            <span className="flex justify-between gap-3 font-medium">
              <span>{p.credits} credits</span>
              <span>{formatPrice(p.amountCents, p.currency)}</span>
            </span>
            <span className="text-muted-foreground">
              {format(p.createdAt, "MMM d, yyyy")} · <span className="capitalize">{p.status}</span>
            </span>
            <span className="font-mono text-xs break-all text-muted-foreground">{p.transactionId}</span>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Credit pack purchases</caption>
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Credits
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 font-medium">
                Transaction
              </th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((p) => (
              <tr key={p.id} className="border-b last:border-0">
                <td className="py-2 pr-3">{format(p.createdAt, "MMM d, yyyy")}</td>
                <td className="py-2 pr-3">{p.credits}</td>
                <td className="py-2 pr-3">{formatPrice(p.amountCents, p.currency)}</td>
                <td className="py-2 pr-3 capitalize">{p.status}</td>
                <td className="py-2 font-mono text-xs">{p.transactionId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
