import fc from "fast-check";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { DAY_MS, prorate, type Proration } from "@/lib/billing/plan-change/proration";

/**
 * Proration in integer cents: an upgrade charges the new price minus the unused whole days of the
 * current period; the rounding favours the member, never us by a cent or more.
 */
const start = new Date("2026-03-01T10:00:00Z");
const at = (days: number, extraMs = 0) => new Date(start.getTime() + days * DAY_MS + extraMs);

/** The exact charge as a fraction over periodDays: new·P − left·current. */
function assertFair(p: Proration, current: number, next: number) {
  expect(Number.isInteger(p.chargeCents)).toBe(true);
  expect(Number.isInteger(p.creditCents)).toBe(true);
  expect(p.chargeCents).toBeGreaterThanOrEqual(0);
  expect(p.chargeCents).toBeLessThanOrEqual(next);
  expect(p.daysLeft).toBeGreaterThanOrEqual(0);
  expect(p.daysLeft).toBeLessThanOrEqual(p.periodDays);
  if (p.kind === "downgrade") {
    expect(next).toBeLessThanOrEqual(current);
    expect(p.chargeCents).toBe(0);
    return;
  }
  expect(next).toBeGreaterThan(current);
  const exactTimesDays = next * p.periodDays - p.daysLeft * current;
  // charge ≤ exact, and charge > exact − 1 cent (both sides multiplied by periodDays).
  expect(p.chargeCents * p.periodDays).toBeLessThanOrEqual(exactTimesDays);
  expect(p.chargeCents * p.periodDays).toBeGreaterThan(exactTimesDays - p.periodDays);
  expect(p.chargeCents + p.creditCents).toBe(next);
  expect(p.creditCents).toBeLessThanOrEqual(current);
}

describe("proration", () => {
  const members = planSeeds.filter((p) => (p.audience ?? "member") === "member");

  it("every pair of member plans on every day of the period: fair to a cent, never against the member", () => {
    let checked = 0;
    for (const from of members)
      for (const to of members) {
        if (from.code === to.code) continue;
        const periodEnd = at(from.intervalDays);
        for (let day = 0; day <= from.intervalDays; day++) {
          const p = prorate({
            current: { priceCents: from.priceCents, periodStart: start, periodEnd },
            next: { priceCents: to.priceCents, intervalDays: to.intervalDays },
            now: at(day, 3 * 60 * 60 * 1000),
          });
          expect(p.kind).toBe(to.priceCents > from.priceCents ? "upgrade" : "downgrade");
          expect(p.daysLeft).toBe(from.intervalDays - day);
          assertFair(p, from.priceCents, to.priceCents);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(1000);
  });

  it("arbitrary prices, periods and moments, before, inside and after the period", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 3660 }),
        fc.integer({ min: 1, max: 3660 }),
        fc.integer({ min: -5 * DAY_MS, max: 4000 * DAY_MS }),
        (current, next, periodDays, intervalDays, offsetMs) => {
          const p = prorate({
            current: { priceCents: current, periodStart: start, periodEnd: at(periodDays) },
            next: { priceCents: next, intervalDays },
            now: new Date(start.getTime() + offsetMs),
          });
          expect(p.periodDays).toBe(periodDays);
          assertFair(p, current, next);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("the Monthly plan with 10 of 30 days left, upgraded to Annual: $179.00 minus $6.34", () => {
    const now = at(20, 60_000);
    const p = prorate({
      current: { priceCents: 1900, periodStart: start, periodEnd: at(30) },
      next: { priceCents: 17900, intervalDays: 365 },
      now,
    });
    // 10 × 1900 / 30 = 633.33…: the credit rounds up to 634.
    expect(p).toEqual({
      kind: "upgrade",
      chargeCents: 17266,
      creditCents: 634,
      daysLeft: 10,
      periodDays: 30,
      newPeriodEnd: new Date(now.getTime() + 365 * DAY_MS),
      renewalCents: 17900,
    });
  });

  it("a downgrade charges nothing now and takes effect when the paid period ends", () => {
    const p = prorate({
      current: { priceCents: 17900, periodStart: start, periodEnd: at(365) },
      next: { priceCents: 1900, intervalDays: 30 },
      now: at(100),
    });
    expect(p).toEqual(
      expect.objectContaining({
        kind: "downgrade",
        chargeCents: 0,
        newPeriodEnd: at(365),
        renewalCents: 1900,
      }),
    );
  });
});
