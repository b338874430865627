import { Inbox } from "lucide-react";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { listMarketplaceLeads } from "@/lib/lawyers/marketplace";
import type { MarketplaceQuery } from "@/lib/lawyers/schemas";
import { LeadCard } from "../lead-card";
import { MarketplaceFilters } from "../marketplace-filters";
import { Pagination } from "../pagination";

/** Anonymised leads, filtered and paginated on the server. */
export async function MarketplaceTab({
  context,
  query,
}: {
  context: DashboardContext;
  query: MarketplaceQuery;
}) {
  const result = await listMarketplaceLeads(context.userId, query);
  return (
    <section aria-labelledby="marketplace-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="marketplace-heading" className="text-xl font-semibold">
          Marketplace
        </h2>
        <p className="text-sm text-muted-foreground">
          {result.total} {result.total === 1 ? "lead" : "leads"}. Names, emails and phone numbers stay hidden
          until you unlock a lead.
        </p>
      </div>
      <MarketplaceFilters query={query} />
      {result.leads.length ? (
        <div className="grid gap-4">
          {result.leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              premium={context.premium}
              balance={context.balance}
              canUnlock={context.canAct}
            />
          ))}
        </div>
      ) : (
        <div className="grid justify-items-center gap-2 rounded-xl border bg-white p-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No leads match these filters yet</p>
          <p className="text-sm text-muted-foreground">
            New requests arrive every day. Try another country or language.
          </p>
        </div>
      )}
      <Pagination
        path="/lawyer/dashboard/marketplace"
        page={result.page}
        pageCount={result.pageCount}
        query={{ country: query.country, language: query.language }}
        label="Marketplace pages"
      />
    </section>
  );
}
