import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { userLanguage } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { cancellationEmail } from "./emails";
import type { CancellationInput } from "./schemas";
import { stopRenewals } from "./subscription-changes";
import { findOwnSubscription } from "./subscriptions";

/**
 * 'Confirm Cancellation': the provider stops renewing, the feedback is kept (once), access stays
 * until the paid period ends, and a confirmation email goes out. Only the owner can cancel.
 */
export async function cancelSubscription(
  user: CurrentUser,
  input: CancellationInput,
  provider: () => PaymentProvider = paymentProvider,
): Promise<{ message: string; accessUntil: string }> {
  const subscription = await findOwnSubscription(user.id, input.subscriptionId);
  if (!subscription) throw new AppError("not_found", "Subscription not found");
  await stopRenewals(subscription, provider);
  await db.cancellationFeedback.upsert({
    where: { subscriptionId: subscription.id },
    create: {
      userId: user.id,
      subscriptionId: subscription.id,
      reason: input.reason ?? null,
      additionalFeedback: input.feedback || null,
    },
    update: {},
  });
  await userLanguage(user.id)
    .then((locale) =>
      cancellationEmail({ plan: subscription.plan, accessUntil: subscription.currentPeriodEnd }, locale),
    )
    .then((message) => sendEmail({ to: user.email, ...message }))
    .catch(() => {});
  return {
    message: "Subscription cancelled successfully",
    accessUntil: subscription.currentPeriodEnd.toISOString(),
  };
}
