import { passports, type Passport } from "@/lib/guides/entry";
import { countryFacts, factAbout, factsAbout, programsOf } from "./query";
import type { Fact, FactKind, Program } from "./schema";

/**
 * What a country's visa surfaces show, picked from its fact records: the /visa page, the country
 * guide and the city pages all build their visa lines from these functions, so they show the same
 * records (tests/unit/visa-surfaces.test.ts holds them to the records' values).
 */

/** Passports that get the same records, with those records (a missing kind is not recorded). */
export type PassportGroup = {
  passports: Passport[];
  requirement?: Fact;
  stay?: Fact;
};

const tourist = (country: string): Program | undefined => programsOf(country, "tourist")[0];

/** Visitor entry per passport: passports whose requirement and stay records are the same share a line. */
export function visitorEntry(country: string): PassportGroup[] {
  const program = tourist(country)?.id;
  const groups = new Map<string, PassportGroup>();
  for (const passport of passports) {
    const query = { country, program, passport };
    const requirement = factAbout({ ...query, kind: "entry-requirement" });
    const stay = factAbout({ ...query, kind: "stay-per-entry" });
    const key = `${requirement?.id ?? "-"}|${stay?.id ?? "-"}`;
    const group = groups.get(key) ?? { passports: [], requirement, stay };
    group.passports.push(passport);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The visitor stay per entry, by passport group: one group when every passport gets the same record. */
export function visitorStay(country: string): { passports: Passport[]; stay: Fact }[] {
  const program = tourist(country)?.id;
  const groups = new Map<string, { passports: Passport[]; stay: Fact }>();
  for (const passport of passports) {
    const stay = factAbout({ country, program, passport, kind: "stay-per-entry" });
    if (!stay) continue;
    const group = groups.get(stay.id) ?? { passports: [], stay };
    group.passports.push(passport);
    groups.set(stay.id, group);
  }
  return [...groups.values()];
}

/** The visitor rules beyond one entry: days per period, extensions (records for every passport first). */
export function visitorRules(country: string): Fact[] {
  const program = tourist(country)?.id;
  const kinds: FactKind[] = ["stay-per-period", "extension"];
  return unique(kinds.flatMap((kind) => everyPassport(country, kind, program)));
}

/** The country's tax-residency record(s), whichever program holds them. */
export function taxResidency(country: string): Fact[] {
  return everyPassport(country, "tax-residency");
}

/** The program a remote worker uses: the nomad visa, else the residence nomads use instead. */
export function nomadProgram(country: string): Program | undefined {
  return programsOf(country, "digital-nomad")[0] ?? programsOf(country, "residence")[0];
}

export type ProgramFigures = {
  program: Program;
  income?: Fact;
  savings?: Fact;
  duration?: Fact;
  fees: Fact[];
  processing?: Fact;
};

/** The figures of a program that apply to every passport: income, savings, length, fees, decision time. */
export function programFigures(country: string, program: Program): ProgramFigures {
  const one = (kind: FactKind) => factAbout({ country, program: program.id, kind });
  return {
    program,
    income: one("income-threshold"),
    savings: one("savings-alternative"),
    duration: one("program-duration"),
    fees: factsAbout({ country, program: program.id, kind: "fee" }),
    processing: one("processing-time"),
  };
}

/** The nomad program's figures, or undefined when the country has none recorded. */
export function nomadFigures(country: string): ProgramFigures | undefined {
  const program = nomadProgram(country);
  return program ? programFigures(country, program) : undefined;
}

/** Whether the country has a visa made for remote workers. */
export const hasNomadVisa = (country: string): boolean => programsOf(country, "digital-nomad").length > 0;

/** Whether the country has fact records at all. */
export const hasFacts = (country: string): boolean => countryFacts(country) !== undefined;

/** Records of a kind for any passport, each once, those for every passport first. */
function everyPassport(country: string, kind: FactKind, program?: string): Fact[] {
  const facts = countryFacts(country)?.facts ?? [];
  return facts
    .filter((fact) => fact.kind === kind && (program === undefined || fact.program === program))
    .sort((a, b) => Number(b.nationalities === "all") - Number(a.nationalities === "all"));
}

function unique(facts: Fact[]): Fact[] {
  return [...new Map(facts.map((fact) => [fact.id, fact])).values()];
}
