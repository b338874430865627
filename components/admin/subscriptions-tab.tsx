import { Link } from "@/lib/i18n/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { listAllPlans } from "@/lib/billing/plan-admin";
import { formatPrice } from "@/lib/billing/pricing";
import { AdminTable } from "./admin-table";
import { PlanFormDialog } from "./plan-form-dialog";
import { PlanRowActions } from "./plan-row-actions";
import { PlanSyncPanel } from "./plan-sync-panel";
import { AdminSection } from "./section";

export async function SubscriptionsTab() {
  const plans = await listAllPlans();
  return (
    <div className="grid gap-10">
      <AdminSection
        title="Plan sync"
        description="Creates missing plans at the card provider and, with the toggles, pushes every plan again."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/test-plan">Test plans</Link>
          </Button>
        }
      >
        <div className="rounded-xl border bg-white p-5">
          <PlanSyncPanel />
        </div>
      </AdminSection>
      <AdminSection title="Plans" actions={<PlanFormDialog trigger="New plan" />}>
        <AdminTable
          caption="Plans"
          columns={["Plan", "Price", "Flags", "Provider", "Subscriptions", "Actions"]}
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
                    {formatPrice(plan.priceCents, plan.currency)} / {plan.intervalDays} days
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      {plan.isPopular ? <Badge variant="solid">Popular</Badge> : null}
                      {plan.isAdminOnly ? <Badge variant="accent">Admins only</Badge> : null}
                      {plan.audience === "lawyer" ? <Badge variant="muted">Lawyers</Badge> : null}
                      {plan.archivedAt ? <Badge variant="destructive">Archived</Badge> : null}
                    </div>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{plan.caliPlanToken ?? "not synced"}</td>
                  <td className="px-3 py-2">{plan._count.subscriptions}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <PlanFormDialog
                        trigger="Edit"
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
