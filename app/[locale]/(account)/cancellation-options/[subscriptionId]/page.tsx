import { format } from "date-fns";
import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { CancellationForm } from "@/components/billing/cancellation-form";
import { Button } from "@/components/ui/button";
import { requirePageUser } from "@/lib/auth/page-guards";
import { findOwnSubscription } from "@/lib/billing/subscriptions";
import { pageLocale } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "Cancel your subscription", robots: { index: false } };

/** Only the owner's own subscription: anyone else's id is 'not found'. */
export default async function CancellationPage({
  params,
}: {
  params: Promise<{ locale: string; subscriptionId: string }>;
}) {
  await pageLocale(params);
  const { subscriptionId } = await params;
  const user = await requirePageUser(`/cancellation-options/${encodeURIComponent(subscriptionId)}`);
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) notFound();
  const alreadyCancelled = subscription.status === "canceled" || subscription.status === "expired";
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">We&apos;re sorry to see you go</h1>
        <p className="text-muted-foreground">
          {alreadyCancelled
            ? `Your ${subscription.plan.name} subscription is cancelled. You keep premium access until ${format(subscription.currentPeriodEnd, "MMMM d, yyyy")} and won't be charged again.`
            : `If you cancel your ${subscription.plan.name} plan, you keep premium access until ${format(subscription.currentPeriodEnd, "MMMM d, yyyy")} and won't be charged again.`}
        </p>
      </header>
      {alreadyCancelled ? (
        <Button asChild className="w-fit">
          <Link href="/profile?tab=subscription">Back to your profile</Link>
        </Button>
      ) : (
        <CancellationForm subscriptionId={subscriptionId} planName={subscription.plan.name} />
      )}
    </div>
  );
}
