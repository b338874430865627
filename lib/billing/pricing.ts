import { SAVINGS_BASELINE } from "@/lib/billing/plan-seeds";

/**
 * '$' plus two decimals: 4900 → "$49.00". English only: pages in a language use formatMoney
 * (lib/i18n/format.ts); the admin and lawyer areas still call this.
 */
export function formatPrice(cents: number, currency = "USD"): string {
  const amount = (cents / 100).toFixed(2);
  return currency === "USD" ? `$${amount}` : `${amount} ${currency}`;
}

/**
 * 'Save N%': the plan's price per day against the baseline of 19 per 30 days, rounded, never below
 * 0, and only for plans longer than 30 days.
 */
export function savingsPercent(priceCents: number, intervalDays: number): number | null {
  if (intervalDays <= 30) return null;
  const perDay = priceCents / intervalDays;
  const baseline = SAVINGS_BASELINE.cents / SAVINGS_BASELINE.days;
  return Math.max(0, Math.round((1 - perDay / baseline) * 100));
}

type Price = { priceCents: number; currency: string };

/**
 * What the next renewal charges: a scheduled downgrade's price, else the plan's. The provider
 * renews at the scheduled plan, so every "charged on DATE" figure comes from here.
 */
export function renewalPrice(subscription: { plan: Price; scheduledPlan?: Price | null }): {
  amountCents: number;
  currency: string;
} {
  const plan = subscription.scheduledPlan ?? subscription.plan;
  return { amountCents: plan.priceCents, currency: plan.currency };
}
