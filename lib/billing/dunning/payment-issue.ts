import "server-only";
import type { Subscription } from "@/lib/services/database/index";
import { graceEndsAt } from "../grace";

/** A member's failed payment as the banner on every page shows it: the plan to fix and its deadline. */
export type PaymentIssue = { subscriptionId: string; graceEndsAt: string };

type Row = Pick<Subscription, "status" | "billingProviderId" | "pastDueSince" | "currentPeriodEnd">;

/**
 * Of the user's subscriptions, the past-due plan still in its grace period (the one with the
 * earliest deadline), or null. Read with every session check from the rows it already loads
 * (sessionStanding in ../subscriptions.ts), so the banner costs no query of its own.
 */
export function paymentIssueAmong(rows: Row[], now = new Date()): PaymentIssue | null {
  const [first] = rows
    .filter((r) => r.status === "past_due" && r.billingProviderId && r.pastDueSince && graceEndsAt(r) > now)
    .sort((a, b) => a.pastDueSince!.getTime() - b.pastDueSince!.getTime());
  if (!first?.billingProviderId) return null;
  return { subscriptionId: first.billingProviderId, graceEndsAt: graceEndsAt(first).toISOString() };
}
