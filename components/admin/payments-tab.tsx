import type { SearchParams } from "@/lib/http/search-params";
import { firstValue } from "@/lib/http/search-params";
import { pageFrom } from "@/lib/admin/pagination";
import { ReconciliationSection } from "./reconciliation-section";
import { isOutcomeFilter, WebhookLog } from "./webhook-log";
import { PastDueMembers } from "./past-due-members";

/**
 * The admin's Payments tab: the money side of billing, one section per concern (payments and
 * refunds, members whose renewal failed, the provider's webhook log, reconciliation with the
 * provider). Each section is its own component and reads its own page of data.
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
  void page;
  void query;
  const outcome = firstValue(search.outcome) ?? "";
  return (
    <div className="grid gap-10">
      <PastDueMembers />
      <ReconciliationSection />
      <WebhookLog outcome={isOutcomeFilter(outcome) ? outcome : ""} page={pageFrom(search.eventsPage)} />
    </div>
  );
}
