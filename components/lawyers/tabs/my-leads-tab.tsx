import { Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { DashboardContext } from "@/lib/lawyers/dashboard";
import { listUnlockedLeads } from "@/lib/lawyers/my-leads";
import { Pagination } from "../pagination";
import { UnlockedLeadCard } from "../unlocked-lead-card";

/** The leads this lawyer unlocked, with full contact details. */
export async function MyLeadsTab({ context, page }: { context: DashboardContext; page: number }) {
  const [result, t] = await Promise.all([
    listUnlockedLeads(context.userId, page),
    getTranslations("lawyer.myLeads"),
  ]);
  return (
    <section aria-labelledby="my-leads-heading" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="my-leads-heading" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("lead")}</p>
      </div>
      {result.leads.length ? (
        <div className="grid gap-4">
          {result.leads.map((lead) => (
            <UnlockedLeadCard key={lead.id} lead={lead} />
          ))}
        </div>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-xl border bg-white p-10 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyBody")}</p>
          <Button asChild>
            <Link href="/lawyer/dashboard/marketplace">{t("browse")}</Link>
          </Button>
        </div>
      )}
      <Pagination
        path="/lawyer/dashboard/leads"
        page={result.page}
        pageCount={result.pageCount}
        label={t("pagesLabel")}
      />
    </section>
  );
}
