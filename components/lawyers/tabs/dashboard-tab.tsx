import type { DashboardTab as Tab } from "@/lib/config/lawyers";
import { firstValue, type SearchParams } from "@/lib/http/search-params";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { marketplaceQuerySchema } from "@/lib/lawyers/schemas";
import { BillingTab } from "./billing-tab";
import { MarketplaceTab } from "./marketplace-tab";
import { MyLeadsTab } from "./my-leads-tab";
import { SettingsTab } from "./settings-tab";

/** The open tab's content, from its slug and the page's query. */
export function DashboardTabContent({
  tab,
  context,
  searchParams,
}: {
  tab: Tab;
  context: DashboardContext;
  searchParams: SearchParams;
}) {
  switch (tab) {
    case "marketplace":
      return (
        <MarketplaceTab
          context={context}
          query={marketplaceQuerySchema.parse({
            country: firstValue(searchParams.country),
            language: firstValue(searchParams.language),
            page: firstValue(searchParams.page),
          })}
        />
      );
    case "leads":
      return <MyLeadsTab context={context} page={Number(firstValue(searchParams.page)) || 1} />;
    case "billing":
      return <BillingTab context={context} />;
    case "settings":
      return <SettingsTab context={context} />;
  }
}
