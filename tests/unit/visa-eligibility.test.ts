import {
  parseQuery,
  queryFromForm,
  formFromQuery,
  type EligibilityInput,
} from "@/lib/visa/eligibility/input";
import { EXCHANGE_MARGIN } from "@/lib/visa/eligibility/permit";
import type { CountryResult, ProgramResult, ReasonKind } from "@/lib/visa/eligibility/result";
import type { CountryFacts, Fact, FactValue, Program } from "@/lib/visa/facts/schema";

// The rules read the records through the fact queries (which index them when loaded); here they read
// a made-up country instead, loaded afresh for each check, so each test states the records it uses.
let current: CountryFacts[] = [];

const program = (slug: string, kind: Program["kind"]): Program => ({
  id: `testland-${slug}`,
  kind,
  officialName: `Official ${slug}`,
  name: { en: slug, es: slug, pt: slug },
  url: `https://gov.example/${slug}`,
});

let counter = 0;
const fact = (
  slug: string,
  kind: Fact["kind"],
  value: FactValue,
  extra: Partial<Pick<Fact, "nationalities" | "confidence">> = {},
): Fact => ({
  id: `testland-${slug}-${kind}-${++counter}`,
  program: `testland-${slug}`,
  kind,
  value,
  nationalities: extra.nationalities ?? "all",
  text: { en: "A rule.", es: "Una regla.", pt: "Uma regra." },
  source: {
    title: "Official page",
    url: `https://gov.example/${slug}/${kind}`,
    quote: "the words of the page",
  },
  verifiedOn: "2026-11-20",
  confidence: extra.confidence ?? "official",
});

const days = (amount: number, unit: "days" | "months" = "days"): FactValue => ({
  type: "duration",
  amount,
  unit,
});
const usd = (amount: number, extra: Partial<Extract<FactValue, { type: "money" }>> = {}): FactValue => ({
  type: "money",
  amount,
  currency: "USD",
  per: "month",
  ...extra,
});

function givenFacts(
  facts: Fact[],
  programs = [program("tourist", "tourist"), program("nomad", "digital-nomad")],
) {
  current = [{ country: "testland", programs, facts }];
}

const base: EligibilityInput = {
  nationality: "us",
  passport: "us",
  incomeUsd: 2500,
  savingsUsd: 10_000,
  payer: "foreign-employer",
  stayDays: 60,
  dependants: 0,
};

async function check(input: Partial<EligibilityInput>, slug: "tourist" | "nomad"): Promise<ProgramResult> {
  const factFiles = current;
  let countries: CountryResult[] = [];
  await jest.isolateModulesAsync(async () => {
    jest.doMock("@/lib/visa/facts/records", () => ({ factFiles }));
    const { checkEligibility } = await import("@/lib/visa/eligibility/evaluate");
    countries = checkEligibility({ ...base, ...input });
  });
  const [country] = countries;
  const result = country!.programs.find((p) => p.program.id === `testland-${slug}`);
  if (!result) throw new Error(`no program ${slug}`);
  return result;
}

const kinds = (result: ProgramResult): ReasonKind[] => result.lines.map((l) => l.reason.kind);

describe("visitor stay", () => {
  const entry = fact(
    "tourist",
    "entry-requirement",
    { type: "requirement", requirement: "visa-free" },
    {
      nationalities: ["us", "ca"],
    },
  );
  const evisa = fact(
    "tourist",
    "entry-requirement",
    { type: "requirement", requirement: "e-visa" },
    {
      nationalities: ["au"],
    },
  );
  const perEntry = fact("tourist", "stay-per-entry", days(90));
  const perPeriod = fact("tourist", "stay-per-period", {
    type: "window",
    days: 180,
    period: { length: 1, unit: "years", counting: "calendar-year" },
  });
  const extension = fact("tourist", "extension", days(90));

  it("qualifies when the stay fits the days per entry, and says the passport needs no visa", async () => {
    givenFacts([entry, perEntry]);
    const result = await check({ stayDays: 90 }, "tourist");
    expect(result.outcome).toBe("pass");
    expect(result.lines.map((l) => l.reason)).toEqual([
      { kind: "entry", requirement: "visa-free" },
      { kind: "stay-fits", stayDays: 90, limitDays: 90 },
    ]);
    expect(result.lines[1]!.facts).toEqual([perEntry]);
  });

  it("a needed e-visa is a step, not a refusal", async () => {
    givenFacts([entry, evisa, perEntry]);
    const result = await check({ passport: "au", nationality: "au" }, "tourist");
    expect(result.lines[0]).toMatchObject({
      reason: { kind: "entry", requirement: "e-visa" },
      outcome: "pass",
    });
  });

  it("fails a stay longer than allowed when nothing extends it", async () => {
    givenFacts([entry, perEntry]);
    const result = await check({ stayDays: 120 }, "tourist");
    expect(result.outcome).toBe("fail");
    expect(result.lines[1]!.reason).toEqual({ kind: "stay-too-long", stayDays: 120, limitDays: 90 });
  });

  it("an extension lengthens the visit, never past the days the period allows", async () => {
    givenFacts([entry, perEntry, perPeriod, extension]);
    expect((await check({ stayDays: 150 }, "tourist")).lines[1]!.reason).toEqual({
      kind: "stay-fits-with-extension",
      stayDays: 150,
      limitDays: 90,
      extendedDays: 180,
    });
    const tooLong = await check({ stayDays: 200 }, "tourist");
    expect(tooLong.outcome).toBe("fail");
    expect(tooLong.lines[1]!.reason).toEqual({ kind: "stay-too-long", stayDays: 200, limitDays: 180 });
    expect(tooLong.lines[1]!.facts).toEqual([perEntry, perPeriod, extension]);
  });

  it("the days per period cap a visit when they are fewer than the days per entry", async () => {
    const window = fact("tourist", "stay-per-period", {
      type: "window",
      days: 60,
      period: { length: 180, unit: "days", counting: "rolling" },
    });
    givenFacts([entry, perEntry, window]);
    expect((await check({ stayDays: 75 }, "tourist")).lines[1]!.reason).toEqual({
      kind: "stay-too-long",
      stayDays: 75,
      limitDays: 60,
    });
  });

  it("a refused extension fails, an extension of unknown length is unknown", async () => {
    givenFacts([entry, perEntry, fact("tourist", "extension", { type: "rule", allowed: false })]);
    expect((await check({ stayDays: 100 }, "tourist")).outcome).toBe("fail");
    givenFacts([entry, perEntry, fact("tourist", "extension", { type: "rule", allowed: true })]);
    const result = await check({ stayDays: 100 }, "tourist");
    expect(result.outcome).toBe("unknown");
    expect(kinds(result)).toContain("stay-extension-unknown");
  });

  it("months count 30 days, in the record as in the stay entered", async () => {
    givenFacts([entry, fact("tourist", "stay-per-entry", days(6, "months"))]);
    expect((await check({ stayDays: 180 }, "tourist")).outcome).toBe("pass");
    expect((await check({ stayDays: 181 }, "tourist")).outcome).toBe("fail");
  });

  it("is unknown without a record for the passport, for another nationality, or without a stay record", async () => {
    givenFacts([entry, perEntry]);
    expect((await check({ passport: "uk", nationality: "uk" }, "tourist")).lines[0]).toMatchObject({
      reason: { kind: "no-record", subject: "entry" },
      outcome: "unknown",
    });
    expect((await check({ passport: undefined, nationality: "other" }, "tourist")).lines[0]!.reason).toEqual({
      kind: "no-record",
      subject: "entry",
    });
    givenFacts([entry]);
    expect((await check({}, "tourist")).lines[1]!.reason).toEqual({ kind: "no-record", subject: "stay" });
  });

  it("says which field is missing", async () => {
    givenFacts([entry, perEntry]);
    const result = await check(
      { passport: undefined, nationality: undefined, stayDays: undefined },
      "tourist",
    );
    expect(result.outcome).toBe("unknown");
    expect(result.lines.map((l) => l.reason)).toEqual([
      { kind: "missing-input", field: "nationality" },
      { kind: "missing-input", field: "stay" },
    ]);
  });

  it("an unverified record is stated but does not decide", async () => {
    givenFacts([entry, fact("tourist", "stay-per-entry", days(90), { confidence: "unverified" })]);
    const short = await check({ stayDays: 30 }, "tourist");
    expect(short.outcome).toBe("unknown");
    expect(short.lines[1]).toMatchObject({
      reason: { kind: "stay-fits" },
      outcome: "unknown",
      unverified: true,
    });
    expect((await check({ stayDays: 300 }, "tourist")).outcome).toBe("unknown");
  });
});

describe("nomad visa", () => {
  const payers = fact("nomad", "payers", {
    type: "payers",
    allowed: ["foreign-employer", "foreign-clients"],
  });
  const withIncome = (value: FactValue, ...more: Fact[]) =>
    givenFacts([fact("nomad", "income-threshold", value), payers, ...more]);

  it("fails an income under the threshold with both figures", async () => {
    withIncome(usd(3000));
    const result = await check({ incomeUsd: 2500, savingsUsd: undefined }, "nomad");
    expect(result.outcome).toBe("fail");
    expect(result.lines[0]!.reason).toEqual({
      kind: "income-short",
      needed: { amount: 3000, currency: "USD", usd: 3000 },
      incomeUsd: 2500,
      dependants: 0,
    });
  });

  it("qualifies an income at the threshold, paid from abroad", async () => {
    withIncome(usd(3000));
    const result = await check({ incomeUsd: 3000 }, "nomad");
    expect(result.outcome).toBe("pass");
    expect(kinds(result)).toEqual(["income-meets", "payer-allowed"]);
  });

  it("uses the record's figure for dependants, per dependant or for the family", async () => {
    withIncome(usd(3000, { dependants: { amount: 500, per: "each" } }));
    expect((await check({ incomeUsd: 3800, dependants: 2 }, "nomad")).lines[0]!.reason).toMatchObject({
      kind: "income-short",
      needed: { amount: 4000, usd: 4000 },
      dependants: 2,
    });
    withIncome(usd(3000, { dependants: { amount: 4000, per: "family-total" } }));
    expect((await check({ incomeUsd: 4000, dependants: 3 }, "nomad")).outcome).toBe("pass");
  });

  it("is unknown with dependants the record does not price", async () => {
    withIncome(usd(3000));
    const result = await check({ incomeUsd: 5000, dependants: 1 }, "nomad");
    expect(result.outcome).toBe("unknown");
    expect(result.lines[0]!.reason).toMatchObject({
      kind: "dependants-unknown",
      subject: "income",
      dependants: 1,
    });
  });

  it("a local-currency threshold near your figure depends on the exchange rate", async () => {
    const local = usd(3_500_000, { currency: "COP", usdApprox: 900 });
    withIncome(local);
    expect(
      (await check({ incomeUsd: 900 * (1 + EXCHANGE_MARGIN / 2) }, "nomad")).lines[0]!.reason,
    ).toMatchObject({
      kind: "exchange-rate",
      subject: "income",
      needed: { amount: 3_500_000, currency: "COP", usd: 900 },
    });
    expect((await check({ incomeUsd: 2000 }, "nomad")).lines[0]!.reason.kind).toBe("income-meets");
    expect((await check({ incomeUsd: 500 }, "nomad")).lines[0]!.reason.kind).toBe("income-short");
  });

  it("a local-currency threshold with no dollar figure, or a one-off income, cannot be compared", async () => {
    withIncome(usd(3_500_000, { currency: "COP" }));
    expect((await check({}, "nomad")).lines[0]!.reason).toMatchObject({
      kind: "not-comparable",
      subject: "income",
    });
    withIncome(usd(3000, { per: "once" }));
    expect((await check({}, "nomad")).lines[0]!.reason.kind).toBe("not-comparable");
  });

  it("a yearly threshold counts a twelfth a month", async () => {
    withIncome(usd(36_000, { per: "year" }));
    expect((await check({ incomeUsd: 3000 }, "nomad")).lines[0]!.reason).toMatchObject({
      kind: "income-meets",
      needed: { amount: 3000, usd: 3000 },
    });
  });

  it("savings instead of income: the one that passes is the line shown", async () => {
    const savings = fact("nomad", "savings-alternative", usd(30_000, { per: "once" }));
    withIncome(usd(3000), savings);
    const viaSavings = await check({ incomeUsd: 1000, savingsUsd: 40_000 }, "nomad");
    expect(viaSavings.outcome).toBe("pass");
    expect(viaSavings.lines[0]!.reason).toMatchObject({ kind: "savings-meets", savingsUsd: 40_000 });
    const neither = await check({ incomeUsd: 1000, savingsUsd: 5000 }, "nomad");
    expect(neither.outcome).toBe("fail");
    expect(kinds(neither)).toEqual(["income-short", "savings-short", "payer-allowed"]);
    // Without savings entered, a short income leaves the savings route open.
    const noSavings = await check({ incomeUsd: 1000, savingsUsd: undefined }, "nomad");
    expect(noSavings.outcome).toBe("fail");
    expect(noSavings.lines[1]!.reason).toEqual({ kind: "missing-input", field: "savings" });
  });

  it("fails when the program does not take your payer", async () => {
    withIncome(usd(3000));
    const result = await check({ incomeUsd: 5000, payer: "local" }, "nomad");
    expect(result.outcome).toBe("fail");
    expect(result.lines[1]!.reason).toEqual({
      kind: "payer-not-allowed",
      payer: "local",
      allowed: ["foreign-employer", "foreign-clients"],
    });
  });

  it("is unknown without an income record, a payer record, or your income", async () => {
    givenFacts([payers]);
    expect((await check({}, "nomad")).lines[0]!.reason).toEqual({ kind: "no-record", subject: "income" });
    withIncome(usd(3000));
    givenFacts([fact("nomad", "income-threshold", usd(3000))]);
    expect((await check({ incomeUsd: 4000 }, "nomad")).lines[1]!.reason).toEqual({
      kind: "no-record",
      subject: "payer",
    });
    withIncome(usd(3000));
    const blank = await check({ incomeUsd: undefined, payer: undefined }, "nomad");
    expect(blank.lines.map((l) => l.reason)).toEqual([
      { kind: "missing-input", field: "income" },
      { kind: "missing-input", field: "payer" },
    ]);
  });

  it("a program with no fixed figure passes on its record's own words", async () => {
    const none = fact("nomad", "income-threshold", { type: "none" });
    givenFacts([none, payers]);
    const result = await check({ incomeUsd: 100 }, "nomad");
    expect(result.lines[0]).toEqual({
      reason: { kind: "no-threshold" },
      outcome: "pass",
      facts: [none],
      unverified: false,
    });
  });

  it("states required insurance as a condition", async () => {
    withIncome(usd(3000), fact("nomad", "insurance", { type: "rule", allowed: true }));
    const result = await check({ incomeUsd: 3000 }, "nomad");
    expect(result.outcome).toBe("pass");
    expect(kinds(result)).toEqual(["income-meets", "payer-allowed", "insurance-required"]);
  });

  it("an unverified threshold does not decide", async () => {
    givenFacts([fact("nomad", "income-threshold", usd(3000), { confidence: "unverified" }), payers]);
    const result = await check({ incomeUsd: 2500, savingsUsd: undefined }, "nomad");
    expect(result.outcome).toBe("unknown");
    expect(result.lines[0]).toMatchObject({ reason: { kind: "income-short" }, unverified: true });
  });

  it("a program's records for another passport do not apply", async () => {
    givenFacts([fact("nomad", "income-threshold", usd(3000), { nationalities: ["uk"] }), payers]);
    expect((await check({ incomeUsd: 100 }, "nomad")).lines[0]!.reason).toEqual({
      kind: "no-record",
      subject: "income",
    });
  });
});

describe("the query", () => {
  it("reads a full query into the rules' input (months as 30 days)", async () => {
    const parsed = parseQuery({
      nationality: "eu",
      income: "2500",
      savings: "12000.50",
      payer: "foreign-clients",
      stay: "6",
      stayUnit: "months",
      dependants: "2",
    });
    expect(parsed).toMatchObject({
      status: "ok",
      input: {
        nationality: "eu",
        passport: "eu",
        incomeUsd: 2500,
        savingsUsd: 12000.5,
        payer: "foreign-clients",
        stayDays: 180,
        dependants: 2,
      },
    });
  });

  it("leaves blank fields out; 'other' has no passport; nothing given is an empty form", async () => {
    expect(parseQuery({ nationality: "other", stay: "30" })).toMatchObject({
      status: "ok",
      input: { nationality: "other", passport: undefined, incomeUsd: undefined, stayDays: 30, dependants: 0 },
    });
    expect(parseQuery({}).status).toBe("empty");
    expect(parseQuery({ stayUnit: "months", utm_source: "x" }).status).toBe("empty");
  });

  it("names each field that does not parse, with its message key", async () => {
    const parsed = parseQuery({
      nationality: "mars",
      income: "-5",
      savings: "lots",
      payer: "boss",
      stay: "0",
      stayUnit: "weeks",
      dependants: "2.5",
    });
    expect(parsed).toEqual(
      expect.objectContaining({
        status: "invalid",
        errors: {
          nationality: "eligibility.nationality",
          income: "eligibility.income",
          savings: "eligibility.savings",
          payer: "eligibility.payer",
          stay: "eligibility.stay",
          stayUnit: "eligibility.stayUnit",
          dependants: "eligibility.dependants",
        },
      }),
    );
  });

  it("a repeated name keeps its first value; the query round-trips without blanks or the default unit", async () => {
    const form = formFromQuery({ income: ["3000", "1"], stay: "90", stayUnit: "days", payer: "" });
    expect(form.income).toBe("3000");
    expect(queryFromForm(form)).toBe("income=3000&stay=90");
    expect(queryFromForm({ ...form, stayUnit: "months" })).toBe("income=3000&stay=90&stayUnit=months");
  });
});

describe("the real records", () => {
  it("every program of every country gets lines, and a line that decides rests on a record", async () => {
    const { checkEligibility } = await import("@/lib/visa/eligibility/evaluate");
    const { factCountries } = await import("@/lib/visa/facts/query");
    for (const nationality of ["us", "ca", "eu", "uk", "au", "other"] as const) {
      const passport = nationality === "other" ? undefined : nationality;
      const countries = checkEligibility({ ...base, nationality, passport });
      expect(countries.map((c) => c.country)).toEqual(factCountries);
      for (const line of countries.flatMap((c) => c.programs).flatMap((p) => p.lines)) {
        if (line.outcome !== "unknown") expect(line.facts.length).toBeGreaterThan(0);
      }
    }
  });
});
