import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { resumedEmail } from "./emails";
import { heldPlan } from "./plan-slot";
import { resumeRenewals } from "./subscription-changes";
import { findOwnSubscription } from "./subscriptions";

export type ResumeResult =
  { ok: true; message: string; renewsOn: string } | { ok: false; status: number; error: string };

/**
 * 'Resume plan': a cancelled plan renews again, as if it had never been cancelled, as long as its
 * paid period has not ended and no other plan holds the member's slot. Only the owner can resume.
 */
export async function resumeSubscription(
  user: CurrentUser,
  subscriptionId: string,
  provider: () => PaymentProvider = paymentProvider,
): Promise<ResumeResult> {
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) return { ok: false, status: 404, error: "Subscription not found" };
  const resumed = await resumeRenewals(subscription, provider);
  if (!resumed.ok) {
    if (!("slotTaken" in resumed)) return resumed;
    const held = await heldPlan(user.id, subscription.audience);
    const other =
      held?.status === "pending"
        ? `a payment for your ${held.planName} plan is being processed`
        : `your ${held?.planName ?? "other"} plan is active`;
    return {
      ok: false,
      status: 409,
      error: `${subscription.plan.name} can't be resumed while ${other}: one plan at a time. Cancel the other plan first if you'd rather keep this one.`,
    };
  }
  await sendEmail({
    to: user.email,
    ...resumedEmail({ planName: subscription.plan.name, renewsOn: resumed.subscription.currentPeriodEnd }),
  }).catch(() => {});
  return {
    ok: true,
    message: `Your ${subscription.plan.name} plan is active again.`,
    renewsOn: resumed.subscription.currentPeriodEnd.toISOString(),
  };
}
