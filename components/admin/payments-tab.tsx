import { PaymentsSection } from "./payments-section";

/**
 * The admin's Payments tab: the money side of billing, one section per concern (payments and
 * refunds, members whose renewal failed, the provider's webhook log, reconciliation with the
 * provider). Each section is its own component and reads its own page of data.
 */
export async function PaymentsTab({ page, query }: { page: number; query: string }) {
  return (
    <div className="grid gap-10">
      <PaymentsSection page={page} query={query} />
    </div>
  );
}
