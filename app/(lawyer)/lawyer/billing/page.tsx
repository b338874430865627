import type { Metadata } from "next";
import { LawyersOnly } from "@/components/auth/access-denied";
import { DashboardShell } from "@/components/lawyers/dashboard-shell";
import { BillingTab } from "@/components/lawyers/tabs/billing-tab";
import { pageAccess } from "@/lib/auth/page-guards";
import { dashboardContext } from "@/lib/lawyers/dashboard";

export const metadata: Metadata = {
  title: "Lawyer billing",
  description: "Your credit balance, the premium lawyer plan and your purchase history.",
  robots: { index: false },
};

/** /lawyer/billing: the dashboard's Billing tab at its own address. */
export default async function Page() {
  const { user, allowed } = await pageAccess("/lawyer/billing", ["lawyer", "admin"]);
  if (!allowed) return <LawyersOnly />;
  const context = await dashboardContext(user);
  return (
    <DashboardShell active="billing" context={context}>
      <BillingTab context={context} />
    </DashboardShell>
  );
}
