import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { DashboardTabContent } from "@/components/lawyers/tabs/dashboard-tab";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { isDashboardTab } from "@/lib/config/lawyers";
import type { SearchParams } from "@/lib/http/search-params";
import { metadataLocale, pageLocale } from "@/lib/i18n/server";
import { dashboardContext } from "@/lib/lawyers/dashboard";
import { pageAlternates } from "@/lib/seo/alternates";

type Props = { params: Promise<{ locale: string; tab: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { tab }] = await Promise.all([metadataLocale(params), params]);
  const t = await getTranslations({ locale, namespace: "lawyer.dashboard" });
  if (!isDashboardTab(tab)) return { title: t("title"), robots: { index: false } };
  return {
    title: t("tabTitle", { tab: t(`tabs.${tab}`) }),
    robots: { index: false },
    alternates: pageAlternates(`/lawyer/dashboard/${tab}`, locale),
  };
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
