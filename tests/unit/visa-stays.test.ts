import fc from "fast-check";
import { dayOf, isoOf, parseDay } from "@/lib/visa/stays/days";
import {
  firstExceeded,
  lastAllowedDay,
  lastDayOfEntry,
  usedOn,
  windowStart,
  type Limit,
  type Stay,
} from "@/lib/visa/stays/windows";
import { countryReport, planStays } from "@/lib/visa/stays/plan";
import type { StayRules } from "@/lib/visa/stays/rules";
import { stayRules } from "@/lib/visa/stays/facts";
import { stayCountries } from "@/lib/visa/stays/countries";
import { factCountries } from "@/lib/visa/facts/query";
import type { Fact } from "@/lib/visa/facts/schema";

/** The reference: walk every day of the window and ask whether some stay covers it. */
function naiveUsed(stays: Stay[], limit: Limit, day: number): number {
  if (limit.kind === "entry") {
    const covering = stays.filter((s) => s.entry <= day && day <= s.exit);
    return covering.length === 0 ? 0 : Math.max(...covering.map((s) => day - s.entry + 1));
  }
  let count = 0;
  for (let d = windowStart(limit, day); d <= day; d++)
    if (stays.some((s) => s.entry <= d && d <= s.exit)) count++;
  return count;
}

function naiveExceeded(stays: Stay[], limit: Limit, day: number): boolean {
  if (limit.kind === "entry")
    return stays.some((s) => s.entry <= day && day <= s.exit && day > lastDayOfEntry(limit, s.entry));
  return naiveUsed(stays, limit, day) > limit.days;
}

const START = dayOf("2024-01-01");
const stayArb = fc
  .record({ offset: fc.integer({ min: 0, max: 900 }), length: fc.integer({ min: 1, max: 200 }) })
  .map(({ offset, length }) => ({ entry: START + offset, exit: START + offset + length - 1 }));
const windowArb: fc.Arbitrary<Limit> = fc.oneof(
  fc.record({
    kind: fc.constant("window" as const),
    days: fc.integer({ min: 1, max: 200 }),
    length: fc.integer({ min: 1, max: 400 }),
    unit: fc.constant("days" as const),
    counting: fc.constant("rolling" as const),
  }),
  fc.record({
    kind: fc.constant("window" as const),
    days: fc.integer({ min: 1, max: 200 }),
    length: fc.integer({ min: 1, max: 12 }),
    unit: fc.constant("months" as const),
    counting: fc.constantFrom("rolling" as const, "calendar-year" as const),
  }),
  fc.record({
    kind: fc.constant("window" as const),
    days: fc.integer({ min: 1, max: 400 }),
    length: fc.integer({ min: 1, max: 2 }),
    unit: fc.constant("years" as const),
    counting: fc.constantFrom("rolling" as const, "calendar-year" as const),
  }),
);
const entryArb: fc.Arbitrary<Limit> = fc.record({
  kind: fc.constant("entry" as const),
  amount: fc.integer({ min: 1, max: 12 }),
  unit: fc.constantFrom("days" as const, "months" as const),
});
const limitArb = fc.oneof(windowArb, entryArb);

describe("stay rule engine against a day-by-day count", () => {
  it("counts the days used on any day like the naive count", () => {
    fc.assert(
      fc.property(
        fc.array(stayArb, { maxLength: 6 }),
        limitArb,
        fc.integer({ min: 0, max: 1200 }),
        (stays, limit, at) => {
          expect(usedOn(stays, limit, START + at)).toBe(naiveUsed(stays, limit, START + at));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("finds the first day a limit is broken, and none is broken before it", () => {
    fc.assert(
      fc.property(fc.array(stayArb, { minLength: 1, maxLength: 5 }), limitArb, (stays, limit) => {
        const first = firstExceeded(stays, limit);
        const last = Math.max(...stays.map((s) => s.exit));
        let expected: number | null = null;
        for (let d = START; d <= last && expected === null; d++)
          if (naiveExceeded(stays, limit, d)) expected = d;
        expect(first).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("gives a leave-by day that is allowed when stayed through and broken one day later", () => {
    fc.assert(
      fc.property(
        fc.array(stayArb, { maxLength: 4 }),
        windowArb,
        fc.integer({ min: 950, max: 1100 }),
        (before, limit, entryOffset) => {
          const entry = START + entryOffset;
          const last = lastAllowedDay(before, limit, entry);
          if (last === null) {
            // Never broken: staying three years on is within the limit every day.
            for (let d = entry; d <= entry + 3 * 366; d += 30)
              expect(naiveExceeded([...before, { entry, exit: d }], limit, d)).toBe(false);
            return;
          }
          for (let d = entry; d <= last; d++)
            expect(naiveExceeded([...before, { entry, exit: d }], limit, d)).toBe(false);
          expect(naiveExceeded([...before, { entry, exit: last + 1 }], limit, last + 1)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("stay rule engine edge cases", () => {
  const rolling90in180: Limit = { kind: "window", days: 90, length: 180, unit: "days", counting: "rolling" };
  const d = (iso: string) => dayOf(iso);

  it("counts entry and exit day both", () => {
    const stay = { entry: d("2026-01-01"), exit: d("2026-01-10") };
    expect(usedOn([stay], rolling90in180, d("2026-01-10"))).toBe(10);
    expect(usedOn([stay], { kind: "entry", amount: 90, unit: "days" }, d("2026-01-10"))).toBe(10);
  });

  it("counts a day covered by two trips once", () => {
    const stays = [
      { entry: d("2026-01-01"), exit: d("2026-01-10") },
      { entry: d("2026-01-10"), exit: d("2026-01-12") },
    ];
    expect(usedOn(stays, rolling90in180, d("2026-01-31"))).toBe(12);
  });

  it("lets you stay 90 days from entry under 90 in 180, and no more", () => {
    const entry = d("2026-03-01");
    expect(isoOf(lastAllowedDay([], rolling90in180, entry)!)).toBe("2026-05-29");
    expect(lastDayOfEntry({ kind: "entry", amount: 90, unit: "days" }, entry)).toBe(entry + 89);
  });

  it("ends a month stay the day before the same date", () => {
    expect(isoOf(lastDayOfEntry({ kind: "entry", amount: 6, unit: "months" }, d("2026-01-15")))).toBe(
      "2026-07-14",
    );
    expect(isoOf(lastDayOfEntry({ kind: "entry", amount: 1, unit: "months" }, d("2026-01-31")))).toBe(
      "2026-02-27",
    );
  });

  it("starts a calendar-year count on 1 January, leap years included", () => {
    const year: Limit = { kind: "window", days: 183, length: 1, unit: "years", counting: "calendar-year" };
    const stay = { entry: d("2027-12-01"), exit: d("2028-12-31") };
    expect(usedOn([stay], year, d("2027-12-31"))).toBe(31);
    expect(usedOn([stay], year, d("2028-12-31"))).toBe(366);
    expect(isoOf(firstExceeded([stay], year)!)).toBe("2028-07-02");
  });

  it("lets earlier days fall out of a rolling window", () => {
    const past = [{ entry: d("2026-01-01"), exit: d("2026-03-31") }]; // 90 days
    expect(usedOn(past, rolling90in180, d("2026-06-29"))).toBe(90);
    expect(usedOn(past, rolling90in180, d("2026-06-30"))).toBe(89);
    // Entering again on 1 April: the window is full, so the last allowed day is the day before.
    expect(isoOf(lastAllowedDay(past, rolling90in180, d("2026-04-01"))!)).toBe("2026-03-31");
  });

  it("reads only real calendar dates", () => {
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2028-02-29")).not.toBeNull();
    expect(parseDay("29/02/2028")).toBeNull();
  });
});

describe("country report", () => {
  const fact = (id: string, value: Fact["value"], kind: Fact["kind"]): Fact => ({
    id,
    program: "testland-tourist",
    kind,
    value,
    nationalities: "all",
    text: { en: "A test record.", es: "Un registro.", pt: "Um registro." },
    source: { title: "Test", url: "https://example.org/rule", quote: "A test quote, long enough." },
    verifiedOn: "2026-11-01",
    confidence: "official",
  });
  const rules: StayRules = {
    country: "testland",
    perEntry: {
      fact: fact("e", { type: "duration", amount: 90, unit: "days" }, "stay-per-entry"),
      limit: { kind: "entry", amount: 90, unit: "days" },
    },
    perPeriod: {
      fact: fact(
        "p",
        { type: "window", days: 180, period: { length: 1, unit: "years", counting: "calendar-year" } },
        "stay-per-period",
      ),
      limit: { kind: "window", days: 180, length: 1, unit: "years", counting: "calendar-year" },
    },
    extension: fact("x", { type: "duration", amount: 90, unit: "days" }, "extension"),
    tax: {
      fact: fact(
        "t",
        { type: "window", days: 183, period: { length: 365, unit: "days", counting: "rolling" } },
        "tax-residency",
      ),
      limit: { kind: "window", days: 183, length: 365, unit: "days", counting: "rolling" },
    },
  };
  const now = dayOf("2026-05-20");

  it("gives the leave-by day of the trip you are on and warns within 14 days", () => {
    const report = countryReport(rules, [{ country: "testland", entry: "2026-02-20", exit: null }], now);
    expect(report.leaveBy).toBe("2026-05-20");
    expect(report.leaveByRule).toBe("perEntry");
    expect(report.rules.find((r) => r.rule === "perEntry")?.used).toBe(90);
    expect(report.warnings).toContainEqual({ kind: "leaveSoon", date: "2026-05-20", days: 0 });
    // With the extension: 90 more days, but the calendar year allows 180 (Feb 20 + 179 = Aug 18).
    expect(report.extension?.leaveBy).toBe("2026-08-18");
    expect(report.taxResidentFrom).toBe(isoOf(dayOf("2026-02-20") + 182));
  });

  it("lengthens a period allowance equal to the stay per entry with the extension", () => {
    const sameAllowance: StayRules = {
      ...rules,
      perPeriod: {
        fact: rules.perPeriod!.fact,
        limit: { kind: "window", days: 90, length: 1, unit: "years", counting: "rolling" },
      },
    };
    const report = countryReport(
      sameAllowance,
      [{ country: "testland", entry: "2026-05-01", exit: null }],
      now,
    );
    expect(report.leaveBy).toBe("2026-07-29");
    expect(report.extension?.leaveBy).toBe("2026-10-27");
  });

  it("shows a tax record that counts no days instead of calling it missing", () => {
    const none = { ...rules.tax!.fact, value: { type: "none" as const } };
    const report = countryReport(
      { ...rules, tax: undefined, taxNote: none },
      [{ country: "testland", entry: "2026-05-01", exit: null }],
      now,
    );
    expect(report.taxNote).toBe(none);
    expect(report.missing).toEqual([]);
  });

  it("flags a planned trip that breaks a rule, and the what-if changes the leave-by day", () => {
    const trips = [{ country: "testland", entry: "2026-01-01", exit: "2026-03-31" }];
    const plannedLong = { country: "testland", entry: "2026-06-01", exit: "2026-08-31" };
    const base = countryReport(rules, trips, now);
    expect(base.focus).toBeNull();
    // All trips over: the per-entry count is the last trip's length.
    expect(base.rules.find((r) => r.rule === "perEntry")?.used).toBe(90);
    const whatIf = countryReport(rules, [...trips, plannedLong], now);
    expect(whatIf.focus).toEqual(plannedLong);
    // 90 days used this year; 90 more from 1 June reach 180 on 29 August.
    expect(whatIf.leaveBy).toBe("2026-08-29");
    expect(whatIf.warnings).toContainEqual({ kind: "over", rule: "perEntry", date: "2026-08-30" });
    expect(whatIf.warnings).toContainEqual({ kind: "over", rule: "perPeriod", date: "2026-08-30" });
  });

  it("covers exactly the countries with fact records", () => {
    expect([...stayCountries]).toEqual(factCountries);
  });

  it("reads every country's rules from its records for each passport", () => {
    const trips = factCountries.map((country, i) => ({
      country,
      entry: isoOf(dayOf("2026-01-01") + i * 20),
      exit: isoOf(dayOf("2026-01-01") + i * 20 + 9),
    }));
    for (const passport of ["us", "ca", "eu", "uk", "au"] as const) {
      const reports = planStays(trips, (country) => stayRules(country, passport), now);
      expect(reports.map((r) => r.country)).toEqual(factCountries);
      for (const report of reports) {
        for (const rule of report.rules) expect(rule.fact.id).toMatch(new RegExp(`^${report.country}-`));
        expect(report.missing.length + report.rules.length + (report.taxNote ? 1 : 0)).toBe(3);
      }
    }
  });
});
