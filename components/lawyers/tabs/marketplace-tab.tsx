import { Inbox } from "lucide-react";
import { getTranslations } from "next-intl/server";
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
  const [result, t] = await Promise.all([
    listMarketplaceLeads(context.userId, query),
    getTranslations("lawyer.marketplace"),
  ]);
  return (
    <section aria-labelledby="marketplace-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="marketplace-heading" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("count", { count: result.total })}</p>
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
          <p className="font-medium">{t("emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
        </div>
      )}
      <Pagination
        path="/lawyer/dashboard/marketplace"
        page={result.page}
        pageCount={result.pageCount}
        query={{ country: query.country, language: query.language }}
        label={t("pagesLabel")}
      />
    </section>
  );
}
