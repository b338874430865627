import "server-only";
import { env } from "@/lib/env";
import type { Subscription } from "@/lib/services/database";

const DAY_MS = 86_400_000;

/** Days a member keeps access after a renewal fails (BILLING_GRACE_DAYS, 7 by default). */
export const graceDays = (): number => env().BILLING_GRACE_DAYS;

/**
 * When a past-due subscription's grace period ends: counted from the failure, or from the period's
 * end for a row that failed before the failure time was kept.
 */
export function graceEndsAt(
  subscription: Pick<Subscription, "currentPeriodEnd"> & Partial<Pick<Subscription, "pastDueSince">>,
): Date {
  const since = subscription.pastDueSince ?? subscription.currentPeriodEnd;
  return new Date(since.getTime() + graceDays() * DAY_MS);
}
