import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { listAllPlans } from "@/lib/billing/plan-admin";
import { formatMoney } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { AdminTable } from "./admin-table";
import { PlanFormDialog } from "./plan-form-dialog";
import { PlanRowActions } from "./plan-row-actions";
import { PlanSyncPanel } from "./plan-sync-panel";
import { AdminSection } from "./section";

export async function SubscriptionsTab() {
  const [plans, t, locale] = await Promise.all([listAllPlans(), getTranslations("admin.plans"), getLocale()]);
  return (
    <div className="grid gap-10">
      <AdminSection
        title={t("sync.title")}
        description={t("sync.description")}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/test-plan">{t("testPlans")}</Link>
          </Button>
        }
      >
        <div className="rounded-xl border bg-white p-5">
          <PlanSyncPanel />
        </div>
      </AdminSection>
      <AdminSection title={t("title")} actions={<PlanFormDialog trigger={t("new")} />}>
        <AdminTable
          caption={t("title")}
          columns={[
            t("columns.plan"),
            t("columns.price"),
            t("columns.flags"),
            t("columns.provider"),
            t("columns.subscriptions"),
            t("columns.actions"),
          ]}
          className="min-w-[760px]"
        >
          <tbody>
            {plans.map((plan) => {
              const features = Array.isArray(plan.features) ? (plan.features as string[]) : [];
              return (
                <tr key={plan.id} className="border-t align-top">
                  <td className="px-3 py-2">
                    <span className="font-medium">{plan.name}</span>
                    <span className="block font-mono text-xs text-muted-foreground">{plan.code}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {t("price", {
                      price: formatMoney(plan.priceCents, locale, plan.currency),
                      days: plan.intervalDays,
                    })}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      {plan.isPopular ? <Badge variant="solid">{t("flags.popular")}</Badge> : null}
                      {plan.isAdminOnly ? <Badge variant="accent">{t("flags.adminOnly")}</Badge> : null}
                      {plan.audience === "lawyer" ? (
                        <Badge variant="muted">{t("flags.lawyers")}</Badge>
                      ) : null}
                      {plan.archivedAt ? <Badge variant="destructive">{t("flags.archived")}</Badge> : null}
                    </div>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{plan.caliPlanToken ?? t("notSynced")}</td>
                  <td className="px-3 py-2">{plan._count.subscriptions}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <PlanFormDialog
                        trigger={t("edit")}
                        plan={{
                          id: plan.id,
                          code: plan.code,
                          name: plan.name,
                          description: plan.description,
                          price: (plan.priceCents / 100).toFixed(2),
                          period: plan.period,
                          intervalDays: plan.intervalDays,
                          features: features.join("\n"),
                          isPopular: plan.isPopular,
                          isAdminOnly: plan.isAdminOnly,
                        }}
                      />
                      <PlanRowActions
                        planId={plan.id}
                        name={plan.name}
                        archived={Boolean(plan.archivedAt)}
                        subscriptions={plan._count.subscriptions}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      </AdminSection>
    </div>
  );
}
