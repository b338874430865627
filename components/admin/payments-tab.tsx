import type { SearchParams } from "@/lib/http/search-params";
import { firstValue } from "@/lib/http/search-params";
import { pageFrom } from "@/lib/admin/pagination";
import { PastDueMembers } from "./past-due-members";
import { PaymentsSection } from "./payments-section";
import { ReconciliationSection } from "./reconciliation-section";
import { isOutcomeFilter, WebhookLog } from "./webhook-log";

/**
 * The admin's Payments tab: the money side of billing, one section per concern (payments and
 * refunds, members whose renewal failed, reconciliation with the provider, the provider's webhook
 * log). Each section is its own component and reads its own page of data: `page` and `q` are the
 * payments list's, `eventsPage` and `outcome` the webhook log's.
 */
export async function PaymentsTab({
  page,
  query,
  search = {},
}: {
  page: number;
  query: string;
  search?: SearchParams;
}) {
  const outcome = firstValue(search.outcome) ?? "";
  return (
    <div className="grid gap-10">
      <PaymentsSection page={page} query={query} />
      <PastDueMembers />
      <ReconciliationSection />
      <WebhookLog outcome={isOutcomeFilter(outcome) ? outcome : ""} page={pageFrom(search.eventsPage)} />
    </div>
  );
}
