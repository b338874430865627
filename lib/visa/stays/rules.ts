import type { Fact } from "@/lib/visa/facts/schema";
import type { Limit } from "./windows";

/**
 * A country's stay rules for one passport, read from its fact records and nowhere else: the tourist
 * stay per entry, the tourist days per period (rolling or calendar year), the extension, and the
 * days that make you a tax resident. A rule without a record is absent, and the planner says so.
 */
export type SourcedLimit = { fact: Fact; limit: Limit };

export type StayRules = {
  country: string;
  perEntry?: SourcedLimit;
  perPeriod?: SourcedLimit;
  extension?: Fact;
  /** Tax residency starts once the days counted reach `limit.days` (183 days: the 183rd day). */
  tax?: SourcedLimit;
  /** A tax-residency record that counts no days (no such rule in force): its sentence says what applies. */
  taxNote?: Fact;
};

function limitOf(fact: Fact | undefined): SourcedLimit | undefined {
  if (!fact) return undefined;
  const value = fact.value;
  if (value.type === "duration")
    return { fact, limit: { kind: "entry", amount: value.amount, unit: value.unit } };
  if (value.type !== "window") return undefined;
  const { days, period } = value;
  if (period.counting === "per-entry") return { fact, limit: { kind: "entry", amount: days, unit: "days" } };
  return {
    fact,
    limit: { kind: "window", days, length: period.length, unit: period.unit, counting: period.counting },
  };
}

/** The records a country's stay rules come from, for one passport. */
export type StayFacts = { perEntry?: Fact; perPeriod?: Fact; extension?: Fact; tax?: Fact };

export function rulesFromFacts(country: string, facts: StayFacts): StayRules {
  return {
    country,
    perEntry: limitOf(facts.perEntry),
    perPeriod: limitOf(facts.perPeriod),
    extension: facts.extension,
    tax: limitOf(facts.tax),
    taxNote: facts.tax?.value.type === "none" ? facts.tax : undefined,
  };
}
