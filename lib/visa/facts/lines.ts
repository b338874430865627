import type { FactWriter } from "./figures";
import { nomadFigures, taxResidency, visitorEntry, visitorRules, visitorStay } from "./overview";
import type { Fact, Program } from "./schema";

/**
 * A country's visa overview as lines of words, each with the records it states: what the /visa page
 * shows for a country (and what the guide's cover prints for entry). Built only from record values,
 * so a test can hold every figure to its record.
 */
export type FactLine = {
  /** Who or what the line is about: a passport list, or a label key of the page. */
  label?: string;
  text: string;
  /** The record's own sentence, when the figure alone is not enough. */
  detail?: string;
  facts: Fact[];
};

export type RuleLineKey = "period" | "extension" | "tax";
export type ProgramLineKey = "duration" | "income" | "savings" | "fees" | "processing";

export type CountryOverview = {
  /** One line per passport group: what it needs to enter and how long it may stay. */
  entry: FactLine[];
  /** Days per period, extensions, tax residency: the figure and the record's sentence. */
  rules: (FactLine & { key: RuleLineKey })[];
  program?: { program: Program; lines: (FactLine & { key: ProgramLineKey })[] };
};

type Say = (key: "entryAndStay" | "stayOnly", values: Record<string, string>) => string;

/** The entry line of a passport group: requirement and stay, each marked when unverified. */
export function entryLine(
  group: ReturnType<typeof visitorEntry>[number],
  w: FactWriter,
  say: Say,
): FactLine | undefined {
  const requirement = group.requirement && w.marked(group.requirement);
  const stay = group.stay && w.marked(group.stay);
  const facts = [group.requirement, group.stay].filter((fact): fact is Fact => fact !== undefined);
  const label = w.passportList(group.passports);
  if (requirement && stay) return { label, text: say("entryAndStay", { requirement, stay }), facts };
  if (stay) return { label, text: say("stayOnly", { stay }), facts };
  if (requirement) return { label, text: requirement, facts };
  return undefined;
}

export function countryOverview(country: string, w: FactWriter, say: Say): CountryOverview {
  const entry = visitorEntry(country)
    .map((group) => entryLine(group, w, say))
    .filter((line): line is FactLine => line !== undefined);
  const ruleKey = (fact: Fact): RuleLineKey =>
    fact.kind === "extension" ? "extension" : fact.kind === "tax-residency" ? "tax" : "period";
  const rules = [...visitorRules(country), ...taxResidency(country)].map((fact) => ({
    key: ruleKey(fact),
    text: w.marked(fact) ?? fact.text[w.locale],
    detail: fact.text[w.locale],
    facts: [fact],
  }));

  const figures = nomadFigures(country);
  if (!figures) return { entry, rules };
  const line = (key: ProgramLineKey, fact: Fact | undefined) =>
    fact
      ? [{ key, text: w.marked(fact) ?? fact.text[w.locale], detail: fact.text[w.locale], facts: [fact] }]
      : [];
  const lines = [
    ...line("duration", figures.duration),
    ...line("income", figures.income),
    ...line("savings", figures.savings),
    ...figures.fees.flatMap((fee) => line("fees", fee)),
    ...line("processing", figures.processing),
  ];
  return { entry, rules, program: { program: figures.program, lines } };
}

/**
 * What a city page says about its country's visas, kept short (the page has a weight budget): the
 * visitor stay per passport group and the nomad visa's income; /visa has the rest.
 */
export function cityVisa(country: string, w: FactWriter, say: Say): { entry: FactLine[]; income?: FactLine } {
  const stays = visitorStay(country);
  const entry = stays.map(({ passports, stay }) => ({
    // One stay for every passport needs no "All passports" before it.
    label: stays.length > 1 ? w.passportList(passports) : undefined,
    text: say("stayOnly", { stay: w.marked(stay) ?? stay.text[w.locale] }),
    facts: [stay],
  }));
  const income = countryOverview(country, w, say).program?.lines.find((line) => line.key === "income");
  return { entry, income: income && { ...income, detail: undefined } };
}
