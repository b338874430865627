import type { Metadata } from "next";
import { BillingTab } from "@/components/lawyers/tabs/billing-tab";
import { lawyerAreaAccess } from "@/lib/auth/page-guards";
import { dashboardContext } from "@/lib/lawyers/dashboard";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = {
  title: "Lawyer billing",
  description: "Your credit balance, the premium lawyer plan and your purchase history.",
  robots: { index: false },
};

/** /lawyer/billing: the dashboard's Billing tab at its own address. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const { user, allowed } = await lawyerAreaAccess();
  if (!allowed) return null; // the layout shows the refusal
  return <BillingTab context={await dashboardContext(user)} />;
}
