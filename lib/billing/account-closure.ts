import "server-only";
import { format } from "date-fns";
import { AppError } from "@/lib/errors";
import { db, type Prisma, type Subscription } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { clearLapsedReservations } from "./plan-slot";
import { stopRenewals } from "./subscription-changes";

/**
 * Billing's part of deleting an account: no plan may renew after the account is gone. Every plan
 * that would renew is cancelled at the card provider first; if the provider cannot be reached the
 * deletion is refused, so nothing is ever half deleted.
 */
export type ClosingPlan = { name: string; status: "active" | "past_due" | "canceled"; periodEnd: string };

/**
 * What the deletion dialog tells the member about their plans: the ones that renew (on
 * `periodEnd`), and the cancelled ones with access left (until then).
 */
export function plansToClose(
  subscriptions: Array<Pick<Subscription, "status" | "currentPeriodEnd"> & { plan: { name: string } }>,
  now = new Date(),
): ClosingPlan[] {
  const day = (d: Date) => format(d, "MMMM d, yyyy");
  return subscriptions
    .filter(
      (s) =>
        s.status === "active" ||
        s.status === "past_due" ||
        (s.status === "canceled" && s.currentPeriodEnd > now),
    )
    .map((s) => ({
      name: s.plan.name,
      status: s.status as ClosingPlan["status"],
      periodEnd: day(s.currentPeriodEnd),
    }));
}

export const PAYMENT_RUNNING =
  "A payment for your account is being processed. Please wait a minute, then delete your account again.";

/** Cancels every renewing plan at the provider. Returns the plans stopped, or why the deletion must wait. */
export async function stopAllRenewals(
  userId: string,
  provider: () => PaymentProvider = paymentProvider,
  now = new Date(),
): Promise<{ ok: true; stopped: string[] } | { ok: false; error: string }> {
  await clearLapsedReservations(userId, now);
  const live = await db.subscription.findMany({
    where: { userId, status: { in: ["pending", "active", "past_due"] } },
    include: { plan: { select: { name: true } } },
  });
  if (live.some((s) => s.status === "pending")) return { ok: false, error: PAYMENT_RUNNING };
  const stopped: string[] = [];
  for (const subscription of live) {
    try {
      await stopRenewals(subscription, provider, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const why =
        error.status === 502
          ? "we couldn't reach our card provider to stop it"
          : "it is being changed right now";
      return {
        ok: false,
        error: `Your account was not deleted: your ${subscription.plan.name} plan still renews and ${why}. Please try again in a few minutes.`,
      };
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
  return (
    (await tx.subscription.count({ where: { userId, status: { in: ["pending", "active", "past_due"] } } })) >
    0
  );
}
