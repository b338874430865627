import { format } from "date-fns";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PaymentVerifiedToast } from "@/components/billing/payment-verified-toast";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { grantsAccess } from "@/lib/billing/access";
import { findOwnSubscription } from "@/lib/billing/subscriptions";

export const metadata: Metadata = { title: "Payment confirmation", robots: { index: false } };

/** Checkout success: the payment is verified on the server before the page says 'Payment Successful'. */
export default async function CheckoutSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ session_id?: string }>;
}) {
  const sessionId = (await searchParams).session_id ?? "";
  const user = await requirePageUser(`/checkout-success?session_id=${encodeURIComponent(sessionId)}`);
  const subscription = sessionId ? await findOwnSubscription(user.id, sessionId) : null;
  const verified = Boolean(subscription && grantsAccess(subscription));

  if (!subscription || !verified) {
    return (
      <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center">
        <PaymentVerifiedToast verified={false} />
        <TriangleAlert className="size-12 text-amber-600" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">Verification Issue</h1>
        <p className="text-muted-foreground">
          We couldn&apos;t verify your payment. Please contact support at support@latitud.app.
        </p>
        <Button asChild>
          <Link href="/profile?tab=subscription">View Profile</Link>
        </Button>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center">
      <PaymentVerifiedToast verified />
      <CheckCircle2 className="size-12 text-success" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">Payment Successful</h1>
      <p className="text-muted-foreground">
        Welcome to Latitud premium. Your <strong className="text-foreground">{subscription.plan.name}</strong>{" "}
        plan is active and renews on{" "}
        <strong className="text-foreground">{format(subscription.currentPeriodEnd, "MMMM d, yyyy")}</strong>.
        A receipt is on its way to your inbox.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/profile?tab=subscription">View Profile</Link>
        </Button>
      </div>
    </section>
  );
}
