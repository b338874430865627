import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LawyersOnly } from "@/components/auth/access-denied";
import { DashboardShell } from "@/components/lawyers/dashboard-shell";
import { DashboardTabContent } from "@/components/lawyers/tabs/dashboard-tab";
import { pageAccess } from "@/lib/auth/page-guards";
import { dashboardTabs, isDashboardTab } from "@/lib/config/lawyers";
import type { SearchParams } from "@/lib/http/search-params";
import { dashboardContext } from "@/lib/lawyers/dashboard";

type Props = { params: Promise<{ tab: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tab } = await params;
  const label = dashboardTabs.find((t) => t.slug === tab)?.label;
  return { title: label ? `${label} · Lawyer dashboard` : "Lawyer dashboard", robots: { index: false } };
}

/** /lawyer/dashboard/{marketplace|leads|billing|settings}: lawyers, and admins read-only. */
export default async function Page({ params, searchParams }: Props) {
  const { tab } = await params;
  if (!isDashboardTab(tab)) notFound();
  const { user, allowed } = await pageAccess(`/lawyer/dashboard/${tab}`, ["lawyer", "admin"]);
  if (!allowed) return <LawyersOnly />;
  const context = await dashboardContext(user);
  return (
    <DashboardShell active={tab} context={context}>
      <DashboardTabContent tab={tab} context={context} searchParams={await searchParams} />
    </DashboardShell>
  );
}
