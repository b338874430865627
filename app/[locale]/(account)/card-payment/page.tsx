import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CardPaymentPage } from "@/components/billing/card-payment-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requirePageUser } from "@/lib/auth/page-guards";
import { localizePlans } from "@/lib/billing/plan-text";
import { listPlans } from "@/lib/billing/plans";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "billing.meta" });
  return { title: t("cardPayment"), robots: { index: false } };
}

/** Card Payment: the plan chosen on /subscription (kept in session storage) and the card form. */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const user = await requirePageUser("/card-payment");
  const plans = await localizePlans(await listPlans({ includeAdminOnly: user.role === "admin" }), locale);
  return (
    <ClientMessages namespaces={["billing", "validation.billing"]}>
      <CardPaymentPage plans={plans} />
    </ClientMessages>
  );
}
