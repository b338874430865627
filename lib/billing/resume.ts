import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { resumedEmail } from "./emails";
import { heldPlan } from "./plan-slot";
import { resumeRenewals } from "./subscription-changes";
import { findOwnSubscription } from "./subscriptions";

/**
 * 'Resume plan': a cancelled plan renews again, as if it had never been cancelled, as long as its
 * paid period has not ended and no other plan holds the member's slot. Only the owner can resume.
 */
export async function resumeSubscription(
  user: CurrentUser,
  subscriptionId: string,
  provider: () => PaymentProvider = paymentProvider,
): Promise<{ message: string; renewsOn: string }> {
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) throw new AppError("not_found", "Subscription not found");
  const resumed = await resumeRenewals(subscription, provider);
  if (resumed === "slot_taken") {
    const held = await heldPlan(user.id, subscription.audience);
    const other =
      held?.status === "pending"
        ? `a payment for your ${held.planName} plan is being processed`
        : `your ${held?.planName ?? "other"} plan is active`;
    throw new AppError(
      "conflict",
      `${subscription.plan.name} can't be resumed while ${other}: one plan at a time. Cancel the other plan first if you'd rather keep this one.`,
    );
  }
  await sendEmail({
    to: user.email,
    ...resumedEmail({ planName: subscription.plan.name, renewsOn: resumed.currentPeriodEnd }),
  }).catch(() => {});
  return {
    message: `Your ${subscription.plan.name} plan is active again.`,
    renewsOn: resumed.currentPeriodEnd.toISOString(),
  };
}
