import type { Subscription } from "@/lib/services/database";
import { graceEndsAt } from "./grace";

type AccessFields = Pick<Subscription, "status" | "currentPeriodEnd"> &
  Partial<Pick<Subscription, "pastDueSince">>;

/**
 * Whether a subscription still opens premium features now: active; canceled or paused until the
 * paid period ends; past due (a failed renewal) for the grace period while the member fixes their card.
 */
export function grantsAccess(subscription: AccessFields, now = new Date()): boolean {
  switch (subscription.status) {
    case "active":
      return true;
    case "canceled":
    case "paused":
      return subscription.currentPeriodEnd > now;
    case "past_due":
      return graceEndsAt(subscription) > now;
    default:
      return false;
  }
}

export type StatusBadge = {
  /** Its label in the billing catalogue: `subscriptions.states.<state>`. */
  state: "active" | "paymentIssue" | "cancelled" | "paused" | "inactive";
  tone: "success" | "accent" | "muted" | "destructive";
};

/**
 * How a subscription's state reads on the profile: Active, cancelled with access left, payment
 * issue, paused, inactive.
 */
export function statusBadge(subscription: AccessFields, now = new Date()): StatusBadge {
  if (subscription.status === "active") return { state: "active", tone: "success" };
  if (subscription.status === "past_due" && grantsAccess(subscription, now))
    return { state: "paymentIssue", tone: "destructive" };
  if (subscription.status === "canceled" && grantsAccess(subscription, now))
    return { state: "cancelled", tone: "accent" };
  if (subscription.status === "paused") return { state: "paused", tone: "accent" };
  return { state: "inactive", tone: "muted" };
}
