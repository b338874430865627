import "server-only";
import { userEmails } from "@/lib/auth/users";
import { db } from "@/lib/services/database/index";
import { graceDays, graceEndsAt } from "../grace";

/** The dunning emails a failure brings: day 0, day 3 (when the grace period is longer), the end. */
export const dunningEmailsPlanned = (): number => (graceDays() > 3 ? 3 : 2);

/**
 * The admin's past-due members, the oldest failure first: who, which plan, when the renewal
 * failed, when the grace ends, how many dunning emails went out and what the failed charge was.
 */
export async function listPastDue(limit = 100) {
  const rows = await db.subscription.findMany({
    where: { status: "past_due" },
    orderBy: { pastDueSince: "asc" },
    take: limit,
    include: {
      plan: { select: { code: true, name: true, priceCents: true, currency: true } },
      payments: { where: { status: "declined" }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const emails = await userEmails(rows.map((row) => row.userId));
  return rows.map((row) => ({
    id: row.id,
    email: emails.get(row.userId) ?? null,
    plan: row.plan,
    failedOn: row.pastDueSince ?? row.currentPeriodEnd,
    graceEndsAt: graceEndsAt(row),
    // dunningStep counts the emails sent for this failure (1 day 0, 2 day 3; 3 is the end, not past due).
    emailsSent: row.dunningStep,
    amountCents: row.payments[0]?.amountCents ?? row.plan.priceCents,
    currency: row.payments[0]?.currency ?? row.plan.currency,
  }));
}
