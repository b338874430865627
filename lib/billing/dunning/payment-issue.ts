import "server-only";
import { db } from "@/lib/services/database/index";
import { graceDays, graceEndsAt } from "../grace";

const DAY_MS = 86_400_000;

/** A member's failed payment as the banner on every page shows it: the plan to fix and its deadline. */
export type PaymentIssue = { subscriptionId: string; graceEndsAt: string };

/**
 * The user's past-due plan still in its grace period (the one with the earliest deadline), or null.
 * Read with every session check: one indexed query.
 */
export async function paymentIssueOf(userId: string, now = new Date()): Promise<PaymentIssue | null> {
  const row = await db.subscription.findFirst({
    where: {
      userId,
      status: "past_due",
      billingProviderId: { not: null },
      pastDueSince: { gt: new Date(now.getTime() - graceDays() * DAY_MS) },
    },
    orderBy: { pastDueSince: "asc" },
    select: { billingProviderId: true, pastDueSince: true, currentPeriodEnd: true },
  });
  if (!row?.billingProviderId) return null;
  return { subscriptionId: row.billingProviderId, graceEndsAt: graceEndsAt(row).toISOString() };
}
