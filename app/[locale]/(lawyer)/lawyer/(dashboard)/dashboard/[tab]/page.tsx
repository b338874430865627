import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DashboardTabContent } from "@/components/lawyers/tabs/dashboard-tab";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { dashboardTabs, isDashboardTab } from "@/lib/config/lawyers";
import type { SearchParams } from "@/lib/http/search-params";
import { dashboardContext } from "@/lib/lawyers/dashboard";
import { pageLocale } from "@/lib/i18n/server";

type Props = { params: Promise<{ locale: string; tab: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tab } = await params;
  const label = dashboardTabs.find((t) => t.slug === tab)?.label;
  return { title: label ? `${label} · Lawyer dashboard` : "Lawyer dashboard", robots: { index: false } };
}

/** /lawyer/dashboard/{marketplace|leads|billing|settings}: lawyers, and admins read-only. */
export default async function Page({ params, searchParams }: Props) {
  await pageLocale(params);
  const { tab } = await params;
  if (!isDashboardTab(tab)) notFound();
  const { user, allowed } = await lawyerAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  const context = await dashboardContext(user);
  return <DashboardTabContent tab={tab} context={context} searchParams={await searchParams} />;
}
