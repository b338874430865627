import type { ReactNode } from "react";
import { LawyersOnly } from "@/components/auth/access-denied";
import { ClientMessages } from "@/components/i18n/client-messages";
import { DashboardShell } from "@/components/lawyers/dashboard-shell";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { dashboardContext } from "@/lib/lawyers/dashboard";

/**
 * The lawyer dashboard and billing: lawyers, and admins read-only, inside the dashboard's frame.
 * Its client parts read the `lawyer` catalogue, the card payment's the `billing` one.
 */
export default async function LawyerDashboardLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  await pageLocale(params);
  const { user, allowed } = await lawyerAreaAccess();
  if (!allowed) return <LawyersOnly />;
  return (
    <ClientMessages namespaces={["lawyer", "billing", "validation.lawyer", "validation.billing"]}>
      <DashboardShell context={await dashboardContext(user)}>{children}</DashboardShell>
    </ClientMessages>
  );
}
