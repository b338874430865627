import { factCountries, programsOf } from "@/lib/visa/facts/query";
import type { EligibilityInput } from "./input";
import { permitLines } from "./permit";
import { programOutcome, type CountryResult, type ProgramResult } from "./result";
import { touristLines } from "./tourist";

/** Every covered country's programs checked against what you entered, in the records' order. */
export function checkEligibility(input: EligibilityInput): CountryResult[] {
  return factCountries.map((country) => ({
    country,
    programs: programsOf(country).map((program): ProgramResult => {
      const lines =
        program.kind === "tourist"
          ? touristLines(country, program, input)
          : permitLines(country, program, input);
      return { program, outcome: programOutcome(lines), lines };
    }),
  }));
}
