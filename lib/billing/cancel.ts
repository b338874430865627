import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { cancellationEmail } from "./emails";
import type { CancellationInput } from "./schemas";
import { findOwnSubscription } from "./subscriptions";

export type CancelResult = { ok: true; message: string; accessUntil: string } | { ok: false; status: number; error: string };

/**
 * 'Confirm Cancellation': the provider stops renewing, the feedback is kept (once), access stays
 * until the paid period ends, and a confirmation email goes out. Only the owner can cancel.
 */
export async function cancelSubscription(user: CurrentUser, input: CancellationInput, provider: PaymentProvider = paymentProvider()): Promise<CancelResult> {
  const subscription = await findOwnSubscription(user.id, input.subscriptionId);
  if (!subscription) return { ok: false, status: 404, error: "Subscription not found" };
  if (subscription.status === "canceled" || subscription.status === "expired") return { ok: false, status: 409, error: "This subscription is already cancelled." };
  try {
    await provider.cancelSubscription(subscription.billingProviderId, `cancel-${subscription.billingProviderId}`);
  } catch (error) {
    if (error instanceof ProviderError) return { ok: false, status: 502, error: providerErrorMessage(error.status) };
    throw error;
  }
  const now = new Date();
  await db.subscription.updateMany({ where: { id: subscription.id, status: { in: ["active", "past_due"] } }, data: { status: "canceled", canceledAt: now } });
  await db.cancellationFeedback.upsert({
    where: { subscriptionId: subscription.id },
    create: { userId: user.id, subscriptionId: subscription.id, reason: input.reason ?? null, additionalFeedback: input.feedback || null },
    update: {},
  });
  await sendEmail({ to: user.email, ...cancellationEmail({ planName: subscription.plan.name, accessUntil: subscription.currentPeriodEnd }) }).catch(() => {});
  return { ok: true, message: "Subscription cancelled successfully", accessUntil: subscription.currentPeriodEnd.toISOString() };
}
