import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BillingTab } from "@/components/lawyers/tabs/billing-tab";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";
import { dashboardContext } from "@/lib/lawyers/dashboard";
import { pageAlternates } from "@/lib/seo/alternates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "lawyer.billing" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    robots: { index: false },
    alternates: pageAlternates("/lawyer/billing", locale),
  };
}

/** /lawyer/billing: the dashboard's Billing tab at its own address. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const { user, allowed } = await lawyerAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  return <BillingTab context={await dashboardContext(user)} />;
}
