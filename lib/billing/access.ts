import { billing } from "@/lib/config/billing";
import type { Subscription } from "@/lib/services/database";

/**
 * Whether a subscription still opens premium features now: active; canceled until the paid period
 * ends; past due (a failed renewal) for a grace period while the member fixes their card.
 */
export function grantsAccess(
  subscription: Pick<Subscription, "status" | "currentPeriodEnd">,
  now = new Date(),
): boolean {
  const end = subscription.currentPeriodEnd.getTime();
  switch (subscription.status) {
    case "active":
      return true;
    case "canceled":
      return end > now.getTime();
    case "past_due":
      return end + billing.pastDueGraceDays * 86_400_000 > now.getTime();
    default:
      return false;
  }
}

export type StatusBadge = {
  /** Its label in the billing catalogue: `subscriptions.states.<state>`. */
  state: "active" | "paymentIssue" | "cancelled" | "inactive";
  tone: "success" | "accent" | "muted" | "destructive";
};

/**
 * How a subscription's state reads on the profile: Active, cancelled with access left, payment
 * issue, inactive.
 */
export function statusBadge(
  subscription: Pick<Subscription, "status" | "currentPeriodEnd">,
  now = new Date(),
): StatusBadge {
  if (subscription.status === "active") return { state: "active", tone: "success" };
  if (subscription.status === "past_due" && grantsAccess(subscription, now))
    return { state: "paymentIssue", tone: "destructive" };
  if (subscription.status === "canceled" && grantsAccess(subscription, now))
    return { state: "cancelled", tone: "accent" };
  return { state: "inactive", tone: "muted" };
}
