import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { userLanguage } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { resumedEmail } from "./emails";
import { heldPlan } from "./plan-slot";
import { planWords } from "./plan-text";
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
    const locale = messageLocale();
    const [held, t, words] = await Promise.all([
      heldPlan(user.id, subscription.audience),
      translator(locale, "errors"),
      planWords(locale),
    ]);
    throw new AppError(
      "conflict",
      t("server.billing.resumeBlocked", {
        plan: words.name(subscription.plan),
        held: held ? (held.status === "pending" ? "pending" : "active") : "none",
        heldPlan: held ? words.name({ code: held.planCode, name: held.planName }) : "",
      }),
    );
  }
  await userLanguage(user.id)
    .then((locale) => resumedEmail({ plan: subscription.plan, renewsOn: resumed.currentPeriodEnd }, locale))
    .then((message) => sendEmail({ to: user.email, ...message }))
    .catch(() => {});
  return {
    message: `Your ${subscription.plan.name} plan is active again.`,
    renewsOn: resumed.currentPeriodEnd.toISOString(),
  };
}
