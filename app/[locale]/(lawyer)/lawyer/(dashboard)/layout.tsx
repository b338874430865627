import type { ReactNode } from "react";
import { LawyersOnly } from "@/components/auth/access-denied";
import { DashboardShell } from "@/components/lawyers/dashboard-shell";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { dashboardContext } from "@/lib/lawyers/dashboard";

/** The lawyer dashboard and billing: lawyers, and admins read-only, inside the dashboard's frame. */
export default async function LawyerDashboardLayout({ children }: { children: ReactNode }) {
  const { user, allowed } = await lawyerAreaAccess();
  if (!allowed) return <LawyersOnly />;
  return <DashboardShell context={await dashboardContext(user)}>{children}</DashboardShell>;
}
