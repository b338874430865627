import type { CardInfo, ProviderSubscription } from "@/lib/services/payments/types";
import type { CaliSandboxSubscription } from "@/lib/services/database";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export const cardInfoOf = (card: { brand: string; lastFour: string }): CardInfo => ({
  brand: card.brand,
  lastFourDigits: card.lastFour,
});

export function toProviderSubscription(row: CaliSandboxSubscription): ProviderSubscription {
  return {
    id: row.id,
    status: row.status as ProviderSubscription["status"],
    planToken: row.planToken,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cardInfo: cardInfoOf({ brand: row.cardBrand, lastFour: row.cardLastFour }),
  };
}
