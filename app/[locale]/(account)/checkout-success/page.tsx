import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PaymentVerifiedToast } from "@/components/billing/payment-verified-toast";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MessagePage } from "@/components/layout/message-page";
import { requirePageUser } from "@/lib/auth/page-guards";
import { grantsAccess } from "@/lib/billing/access";
import { billingDate } from "@/lib/billing/dates";
import { planName } from "@/lib/billing/plan-text";
import { findOwnSubscription } from "@/lib/billing/subscriptions";
import { site } from "@/lib/config/site";
import { metadataLocale, pageLocale, type LocaleParams } from "@/lib/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "billing.meta" });
  return { title: t("confirmation"), robots: { index: false } };
}

const strong = (chunks: ReactNode) => <strong className="text-foreground">{chunks}</strong>;

/** Checkout success: the payment is verified on the server before the page says 'Payment Successful'. */
export default async function CheckoutSuccessPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<{ session_id?: string }>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations("billing.success");
  const sessionId = (await searchParams).session_id ?? "";
  const user = await requirePageUser(`/checkout-success?session_id=${encodeURIComponent(sessionId)}`);
  const subscription = sessionId ? await findOwnSubscription(user.id, sessionId) : null;
  const verified = Boolean(subscription && grantsAccess(subscription));
  const viewProfile = { href: "/profile?tab=subscription", label: t("viewProfile") };

  if (!subscription || !verified) {
    return (
      <>
        <ClientMessages namespaces={["billing", "validation.billing"]}>
          <PaymentVerifiedToast verified={false} />
        </ClientMessages>
        <MessagePage
          icon={<TriangleAlert />}
          tone="warning"
          title={t("verificationIssue")}
          actions={[viewProfile]}
        >
          {t("notVerified", { email: site.supportEmail })}
        </MessagePage>
      </>
    );
  }

  return (
    <>
      <ClientMessages namespaces={["billing", "validation.billing"]}>
        <PaymentVerifiedToast verified />
      </ClientMessages>
      <MessagePage
        icon={<CheckCircle2 />}
        tone="success"
        title={t("title")}
        actions={[{ href: "/", label: t("dashboard") }, viewProfile]}
      >
        {t.rich("text", {
          plan: await planName(subscription.plan, locale),
          date: billingDate(subscription.currentPeriodEnd, locale),
          strong,
        })}
      </MessagePage>
    </>
  );
}
