import "server-only";
import type { CardInfo, ProviderSubscription } from "@/lib/services/payments/types";
import { db, type CaliSandboxSubscription } from "@/lib/services/database";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export const cardInfoOf = (card: { brand: string; lastFour: string }): CardInfo => ({
  brand: card.brand,
  lastFourDigits: card.lastFour,
});

/**
 * A subscription as the protocol shows it. Its amount is what the next renewal charges: the
 * scheduled plan's after a downgrade, else the plan's (0 when the plan is gone).
 */
export async function toProviderSubscription(row: CaliSandboxSubscription): Promise<ProviderSubscription> {
  const plan = await db.caliSandboxPlan.findUnique({ where: { token: row.nextPlanToken ?? row.planToken } });
  return {
    id: row.id,
    status: row.status as ProviderSubscription["status"],
    planToken: row.planToken,
    amountCents: plan?.amountCents ?? 0,
    currency: plan?.currency ?? "USD",
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    nextPlanToken: row.nextPlanToken,
    resumesAt: row.resumesAt?.toISOString() ?? null,
    customerReference: row.customerReference,
    cardInfo: cardInfoOf({ brand: row.cardBrand, lastFour: row.cardLastFour }),
  };
}
