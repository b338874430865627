import { format } from "date-fns";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import { PaymentVerifiedToast } from "@/components/billing/payment-verified-toast";
import { MessagePage } from "@/components/layout/message-page";
import { requirePageUser } from "@/lib/auth/page-guards";
import { grantsAccess } from "@/lib/billing/access";
import { findOwnSubscription } from "@/lib/billing/subscriptions";
import { pageLocale, type LocaleParams } from "@/lib/i18n/server";

const viewProfile = { href: "/profile?tab=subscription", label: "View Profile" };

export const metadata: Metadata = { title: "Payment confirmation", robots: { index: false } };

/** Checkout success: the payment is verified on the server before the page says 'Payment Successful'. */
export default async function CheckoutSuccessPage({
  params,
  searchParams,
}: LocaleParams & {
  searchParams: Promise<{ session_id?: string }>;
}) {
  await pageLocale(params);
  const sessionId = (await searchParams).session_id ?? "";
  const user = await requirePageUser(`/checkout-success?session_id=${encodeURIComponent(sessionId)}`);
  const subscription = sessionId ? await findOwnSubscription(user.id, sessionId) : null;
  const verified = Boolean(subscription && grantsAccess(subscription));

  if (!subscription || !verified) {
    return (
      <>
        <PaymentVerifiedToast verified={false} />
        <MessagePage
          icon={<TriangleAlert />}
          tone="warning"
          title="Verification Issue"
          actions={[viewProfile]}
        >
          We couldn&apos;t verify your payment. Please contact support at support@latitud.app.
        </MessagePage>
      </>
    );
  }

  return (
    <>
      <PaymentVerifiedToast verified />
      <MessagePage
        icon={<CheckCircle2 />}
        tone="success"
        title="Payment Successful"
        actions={[{ href: "/", label: "Go to Dashboard" }, viewProfile]}
      >
        Welcome to Latitud premium. Your <strong className="text-foreground">{subscription.plan.name}</strong>{" "}
        plan is active and renews on{" "}
        <strong className="text-foreground">{format(subscription.currentPeriodEnd, "MMMM d, yyyy")}</strong>.
        A receipt is on its way to your inbox.
      </MessagePage>
    </>
  );
}
