/**
 * What a plan change costs, in integer cents. An upgrade (the new plan costs more per period) starts
 * now: the new plan's price minus the unused whole days of the current period, the credit rounded up
 * so the member never pays more than the exact figure and less than a cent under it. A downgrade (or
 * the same price) starts when the paid period ends: nothing is charged now. Pure: no server code.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export type ProrationInput = {
  current: { priceCents: number; periodStart: Date; periodEnd: Date };
  next: { priceCents: number; intervalDays: number };
  now: Date;
};

export type Proration =
  | {
      kind: "upgrade";
      /** Charged now: the new price minus the credit. */
      chargeCents: number;
      /** The unused days' share of the current price, rounded up. */
      creditCents: number;
      daysLeft: number;
      periodDays: number;
      /** The new plan's period starts now and ends here; it renews then at `renewalCents`. */
      newPeriodEnd: Date;
      renewalCents: number;
    }
  | {
      kind: "downgrade";
      chargeCents: 0;
      creditCents: 0;
      daysLeft: number;
      periodDays: number;
      /** The change takes effect when the paid period ends, charging `renewalCents` then. */
      newPeriodEnd: Date;
      renewalCents: number;
    };

/** Whole days from `from` to `to` (never negative). */
const wholeDays = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

/** ceil(a / b) for non-negative integers, without floating point. */
const divideUp = (a: number, b: number) => Math.floor((a + b - 1) / b);

export function prorate({ current, next, now }: ProrationInput): Proration {
  const periodDays = Math.max(
    1,
    Math.round((current.periodEnd.getTime() - current.periodStart.getTime()) / DAY_MS),
  );
  const daysUsed = Math.min(periodDays, wholeDays(current.periodStart, now));
  const daysLeft = periodDays - daysUsed;
  if (next.priceCents <= current.priceCents)
    return {
      kind: "downgrade",
      chargeCents: 0,
      creditCents: 0,
      daysLeft,
      periodDays,
      newPeriodEnd: current.periodEnd,
      renewalCents: next.priceCents,
    };
  // The credit is at most the current price, which is below the new one: the charge stays positive.
  const creditCents = divideUp(daysLeft * current.priceCents, periodDays);
  return {
    kind: "upgrade",
    chargeCents: next.priceCents - creditCents,
    creditCents,
    daysLeft,
    periodDays,
    newPeriodEnd: new Date(now.getTime() + next.intervalDays * DAY_MS),
    renewalCents: next.priceCents,
  };
}
