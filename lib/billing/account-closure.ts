import { format } from "date-fns";
import { billing } from "@/lib/config/billing";
import { db, type Prisma } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { stopRenewals } from "./subscription-changes";

/**
 * Billing's part of deleting an account: no plan may renew after the account is gone. Every plan
 * that would renew is cancelled at the card provider first; if the provider cannot be reached the
 * deletion is refused, so nothing is ever half deleted.
 */
export type ClosingPlan = { name: string; status: "active" | "past_due" | "canceled"; renewsOn: string | null; accessUntil: string };

/** What the deletion dialog tells the member about their plans: the ones that renew, and the cancelled ones with access left. */
export async function plansToClose(userId: string, now = new Date()): Promise<ClosingPlan[]> {
  const rows = await db.subscription.findMany({
    where: { userId, OR: [{ status: { in: ["active", "past_due"] } }, { status: "canceled", currentPeriodEnd: { gt: now } }] },
    include: { plan: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
  const day = (d: Date) => format(d, "MMMM d, yyyy");
  return rows.map((s) => ({
    name: s.plan.name,
    status: s.status as ClosingPlan["status"],
    renewsOn: s.status === "active" ? day(s.currentPeriodEnd) : null,
    accessUntil: day(s.currentPeriodEnd),
  }));
}

export const PAYMENT_RUNNING = "A payment for your account is being processed. Please wait a minute, then delete your account again.";

/** Cancels every renewing plan at the provider. Returns the plans stopped, or why the deletion must wait. */
export async function stopAllRenewals(userId: string, provider: () => PaymentProvider = paymentProvider, now = new Date()): Promise<{ ok: true; stopped: string[] } | { ok: false; error: string }> {
  const lapsed = new Date(now.getTime() - billing.checkoutReservationMinutes * 60_000);
  // A checkout's reservation whose provider never answered has lapsed: it holds nothing any more.
  await db.subscription.deleteMany({ where: { userId, status: "pending", createdAt: { lt: lapsed } } });
  const live = await db.subscription.findMany({ where: { userId, status: { in: ["pending", "active", "past_due"] } }, include: { plan: { select: { name: true } } } });
  if (live.some((s) => s.status === "pending")) return { ok: false, error: PAYMENT_RUNNING };
  const stopped: string[] = [];
  for (const subscription of live) {
    const result = await stopRenewals(subscription, provider, now);
    if (!result.ok) {
      const why = result.status === 502 ? "we couldn't reach our card provider to stop it" : "it is being changed right now";
      return { ok: false, error: `Your account was not deleted: your ${subscription.plan.name} plan still renews and ${why}. Please try again in a few minutes.` };
    }
    stopped.push(subscription.billingProviderId ?? subscription.id);
  }
  return { ok: true, stopped };
}

/**
 * Inside the deletion's transaction, after the account row is locked: whether a plan still renews
 * (a checkout reserved one after stopAllRenewals). A checkout starting after the lock waits for the
 * deletion and then finds no account.
 */
export async function holdsRenewingPlan(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  return (await tx.subscription.count({ where: { userId, status: { in: ["pending", "active", "past_due"] } } })) > 0;
}
