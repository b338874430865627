import { isDeepStrictEqual } from "node:util";
import { checkDateProblem } from "@/lib/sources/check";
import type { CountryFacts, Fact } from "./schema";
import { valueTypesByKind } from "./schema";
import { figures } from "../translation-check";

const sortedFigures = (text: string) => figures(text).sort().join(" ");

const overlaps = (a: Fact["nationalities"], b: Fact["nationalities"]) =>
  a === "all" || b === "all" || a.some((passport) => b.includes(passport));

/**
 * What is wrong with the fact files, as lines naming the record: a value of the wrong type for its
 * kind, a program or country that does not exist, a duplicate id, a check older than
 * a year (MAX_RECORD_AGE_DAYS) or in the future, sentences whose figures differ between languages, and two
 * records that say different things about the same thing for the same passport.
 */
export function factProblems(files: readonly CountryFacts[], today: Date): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    const programs = new Set(file.programs.map((program) => program.id));
    for (const program of file.programs)
      if (!program.id.startsWith(`${file.country}-`))
        problems.push(`${program.id}: a program id starts with its country (${file.country}-)`);
    for (const fact of file.facts) {
      const where = `${file.country}/${fact.id}`;
      if (ids.has(fact.id)) problems.push(`${where}: the id is used twice`);
      ids.add(fact.id);
      if (!fact.id.startsWith(`${file.country}-`)) problems.push(`${where}: the id starts with its country`);
      if (fact.source.quote.startsWith("SEED")) problems.push(`${where}: a seed record, never checked`);
      if (!programs.has(fact.program)) problems.push(`${where}: no program ${fact.program}`);
      if (!valueTypesByKind[fact.kind].includes(fact.value.type))
        problems.push(`${where}: a ${fact.kind} value is not of type ${fact.value.type}`);
      const dateProblem = checkDateProblem(fact.verifiedOn, today);
      if (dateProblem) problems.push(`${where}: ${dateProblem}`);
      const english = sortedFigures(fact.text.en);
      for (const locale of ["es", "pt"] as const)
        if (sortedFigures(fact.text[locale]) !== english)
          problems.push(`${where}: the ${locale} sentence has other figures than the English one`);
    }
    for (const [i, a] of file.facts.entries())
      for (const b of file.facts.slice(i + 1))
        if (
          a.program === b.program &&
          a.kind === b.kind &&
          a.aspect === b.aspect &&
          overlaps(a.nationalities, b.nationalities) &&
          !isDeepStrictEqual(a.value, b.value)
        )
          problems.push(`${file.country}: ${a.id} and ${b.id} say different things about the same thing`);
  }
  return problems;
}
