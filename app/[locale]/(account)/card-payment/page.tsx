import type { Metadata } from "next";
import { CardPaymentPage } from "@/components/billing/card-payment-page";
import { requirePageUser } from "@/lib/auth/page-guards";
import { listPlans } from "@/lib/billing/plans";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Card Payment", robots: { index: false } };

/** Card Payment: the plan chosen on /subscription (kept in session storage) and the card form. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const user = await requirePageUser("/card-payment");
  const plans = await listPlans({ includeAdminOnly: user.role === "admin" });
  return <CardPaymentPage plans={plans} />;
}
