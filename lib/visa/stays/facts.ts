import type { Passport } from "@/lib/guides/entry";
import { factAbout, programsOf } from "@/lib/visa/facts/query";
import { rulesFromFacts, type StayFacts, type StayRules } from "./rules";

/**
 * Which fact records give a country's stay rules for a passport: the tourist program's stay per
 * entry, stay per period and extension, and the country's tax-residency record.
 */
export function stayFacts(country: string, passport: Passport): StayFacts {
  // Tourist rules belong to the tourist program when the country has one.
  const program = programsOf(country, "tourist")[0]?.id;
  const tourist = { country, passport, program };
  return {
    perEntry: factAbout({ ...tourist, kind: "stay-per-entry" }),
    perPeriod: factAbout({ ...tourist, kind: "stay-per-period" }),
    extension: factAbout({ ...tourist, kind: "extension" }),
    tax: factAbout({ country, passport, kind: "tax-residency" }),
  };
}

export const stayRules = (country: string, passport: Passport): StayRules =>
  rulesFromFacts(country, stayFacts(country, passport));
