import type { Locale } from "@/lib/i18n/locales";
import type { Passport } from "@/lib/guides/entry";
import type { AnswererPhrases } from "./answerer-phrases";
import type { Asked } from "./asked";
import { countryFacts, factsAbout, programsOf } from "./facts/query";
import type { Fact, FactKind, Program } from "./facts/schema";
import type { CountryVisa, Source } from "./knowledge-schema";
import { normalizeText, type VisaIntent } from "./retrieval";

/**
 * Answers from the fact records: the record that answers what is asked, in the answer's language,
 * with its official page and the day it was checked; a premise the records contradict is corrected
 * first, and a figure the asker states is compared with the one the program asks. When no record
 * answers, the caller falls back on the knowledge-base passages.
 */

/** A footnote: the page that states a claim and the day it was checked. */
export type Note = Source & { verifiedOn: string; unverified?: boolean; factId?: string };

export type FactPart = { text: string; notes: Note[]; factIds: string[] };

type Context = { language: Locale; say: AnswererPhrases; asked: Asked; question: string; multi: boolean };

// A question about the nomad visa or a residence, not a visitor stay ("how long does the nomad visa last").
const LONG_STAY =
  /\b(nomad\w*|remote|remoto|dnv|visa v|residen\w*|permit|permiso|autorizacao|visto temporario|temporal|temporary)\b/;

const NEEDS_VISA =
  /\b(need|needs|require|required|necesit\w*|precis\w*|requier\w*|exige\w*) (a |an |de |una |um )?(visa|visto|e ?visa)\b|\b(visa free|sin visa|sem visto)\b/;

const PROCESSING =
  /\b(decides?|decision|decisao|resuelve|processing|tarda|demora|takes?|leva|business days|dias habiles|dias uteis)\b/;

/** Whether the question is about a nomad visa or a residence rather than a visitor stay. */
export const isLongStay = (question: string) => LONG_STAY.test(normalizeText(question));

export function noteOf(fact: Fact): Note {
  return {
    title: fact.source.title,
    url: fact.source.url,
    verifiedOn: fact.verifiedOn,
    unverified: fact.confidence === "unverified" || undefined,
    factId: fact.id,
  };
}

/** The program a question is about: the visitor stay, else the nomad visa, else a residence. */
function programFor(country: string, intent: VisaIntent, question: string): Program | undefined {
  const visitor =
    (intent === "tourist-stay" || intent === "extension" || intent === "entry-requirements") &&
    !LONG_STAY.test(normalizeText(question));
  if (visitor) return programsOf(country, "tourist")[0];
  return programsOf(country, "digital-nomad")[0] ?? programsOf(country, "residence")[0];
}

/** The kinds of record that answer an intent, on a visitor or a long-stay program. */
function kindsFor(intent: VisaIntent, visitor: boolean): FactKind[] {
  switch (intent) {
    case "tourist-stay":
      return visitor ? ["stay-per-entry", "stay-per-period"] : ["program-duration"];
    case "extension":
      return visitor ? ["extension"] : ["renewal"];
    case "entry-requirements":
      return ["entry-requirement"];
    case "income":
      return ["income-threshold", "savings-alternative"];
    case "fees":
      return ["fee"];
    case "documents":
    case "how-to-apply":
      return ["application"];
    case "processing-time":
      return ["processing-time"];
    case "tax":
      return ["tax-residency"];
    case "insurance":
      return ["insurance"];
    case "payers":
      return ["payers"];
    case "nomad-visa":
    case "other-visas":
      return [];
  }
}

/**
 * The records of a kind for the asker: their passport's own record (or one for everyone) when they
 * state a passport, else every record of the kind, each saying which passports it is for.
 */
export function recordsFor(
  country: string,
  kind: FactKind,
  program: string | undefined,
  passport?: Passport,
  language: Locale = "en",
): Fact[] {
  const found = passport
    ? factsAbout({ country, kind, program, passport }).slice(0, 1)
    : (countryFacts(country)?.facts ?? []).filter(
        (f) => f.kind === kind && (program === undefined || f.program === program),
      );
  return found.filter((f) => translated(f, language));
}

/**
 * A record is shown only once it is written in all three languages (a sentence still the English
 * one is not): a Spanish question is never answered in English, and the three answers to one
 * question cite the same records. Until then the knowledge base answers.
 */
const translated = (fact: Fact, _language: Locale) =>
  fact.text.es !== fact.text.en && fact.text.pt !== fact.text.en;

function line(c: Context, country: CountryVisa, fact: Fact): string {
  const label = c.say.facts.kinds[fact.kind];
  const who = fact.nationalities === "all" ? "" : ` (${c.say.facts.forPassports(fact.nationalities)})`;
  const prefix = c.multi ? `${country.name} – ${label.toLocaleLowerCase()}` : label;
  const flag = fact.confidence === "unverified" ? ` ${c.say.facts.unverified}` : "";
  return `**${prefix}${who}:** ${md(fact.text[c.language])}${flag}`;
}

function part(lines: string[], facts: Fact[]): FactPart {
  return { text: lines.join("\n"), notes: facts.map(noteOf), factIds: facts.map((f) => f.id) };
}

/** The records that answer one intent for one country, or null when none does. */
export function factAnswer(c: Context, country: CountryVisa, intent: VisaIntent): FactPart | null {
  const program = programFor(country.id, intent, c.question);
  const visitor = program?.kind === "tourist";
  // Tax residency belongs to the country, whichever program records it.
  const programId = intent === "tax" ? undefined : program?.id;
  if (!program && intent !== "tax") return null;
  // "Do Americans need a visa?" asks the passport's entry rule before the length of the stay.
  const kinds = kindsFor(intent, visitor);
  if (intent === "tourist-stay" && visitor && NEEDS_VISA.test(normalizeText(c.question)))
    kinds.unshift("entry-requirement");
  const facts = kinds.flatMap((kind) =>
    recordsFor(country.id, kind, programId, c.asked.profile.passport, c.language),
  );
  return facts.length > 0
    ? part(
        facts.map((f) => line(c, country, f)),
        facts,
      )
    : null;
}

/** A nomad visa's monthly income figure in US dollars, from its record or else the knowledge base. */
type Income = { usd?: number; text: string; notes: Note[]; factIds: string[]; unconfirmed: boolean };

export function incomeOf(
  c: Pick<Context, "language">,
  country: CountryVisa,
  passport?: Passport,
): Income | null {
  const program = programsOf(country.id, "digital-nomad")[0];
  const fact = program
    ? recordsFor(country.id, "income-threshold", program.id, passport, c.language)[0]
    : undefined;
  if (fact && fact.value.type === "money") {
    const { amount, currency, per, usdApprox } = fact.value;
    const inUsd = currency === "USD" ? amount : usdApprox;
    const monthly = inUsd === undefined ? undefined : per === "year" ? inUsd / 12 : inUsd;
    return {
      usd: monthly,
      text: md(fact.text[c.language]),
      notes: [noteOf(fact)],
      factIds: [fact.id],
      unconfirmed: fact.confidence === "unverified",
    };
  }
  const nv = country.nomadVisa;
  if (!nv) return null;
  const passage = country.passages.find((p) => p.topic === "income-requirement");
  return {
    usd: nv.monthlyIncomeUsd ?? undefined,
    text: md(nv.incomeRequirement),
    notes: [...(passage?.sources ?? []), { title: nv.name, url: nv.officialUrl }].map((s) => ({
      ...s,
      verifiedOn: country.lastReviewed,
    })),
    factIds: [],
    unconfirmed: /^(not confirmed|no confirmado|não confirmado)/i.test(nv.incomeRequirement),
  };
}

const close = (claimed: number, actual: number) => Math.abs(claimed - actual) <= Math.max(50, actual * 0.03);

/** "Uruguay requires USD 5,000 a month, right?": the records' figure, and whether the premise holds. */
export function premiseAnswer(c: Context, country: CountryVisa): FactPart | null {
  const { claimedUsd, claimedDays, profile } = c.asked;
  const f = c.say.facts;
  if (claimedUsd !== undefined) {
    const income = incomeOf(c, country, profile.passport);
    if (!income) return null;
    const claimed = f.usd(claimedUsd);
    let lead: string;
    if (income.usd !== undefined)
      lead = close(claimedUsd, income.usd) ? f.right : `${f.wrong} ${f.notThatAmount(country.name, claimed)}`;
    else if (income.unconfirmed) lead = f.cannotConfirm(claimed);
    else lead = `${f.wrong} ${f.noFixedIncome(country.name)}`;
    return { text: `${lead} ${income.text}`, notes: income.notes, factIds: income.factIds };
  }
  // "Costa Rica decides in 15 business days, right?": the decision time, and the kind of days it counts.
  const processing = claimedDays !== undefined && PROCESSING.test(normalizeText(c.question));
  const program = programsOf(country.id, "digital-nomad")[0] ?? programsOf(country.id, "residence")[0];
  const time =
    processing && program
      ? recordsFor(country.id, "processing-time", program.id, profile.passport, c.language)[0]
      : undefined;
  if (time && time.value.type === "duration" && claimedDays !== undefined) {
    const business = time.value.unit === "business-days";
    const right = time.value.amount === claimedDays && business === Boolean(c.asked.claimedBusinessDays);
    return part([`${right ? f.right : f.wrong} ${line(c, country, time)}`], [time]);
  }
  if (claimedDays !== undefined) {
    const tourist = programsOf(country.id, "tourist")[0]?.id;
    const facts = (["stay-per-entry", "stay-per-period"] as const).flatMap((kind) =>
      recordsFor(country.id, kind, tourist, profile.passport, c.language),
    );
    const days = facts.map((fact) =>
      fact.value.type === "window"
        ? fact.value.days
        : fact.value.type === "duration"
          ? daysOf(fact.value)
          : 0,
    );
    if (facts.length === 0) days.push(country.touristStay.days);
    const right = days.includes(claimedDays);
    const lead = right ? f.right : `${f.wrong} ${f.notThatManyDays(country.name, claimedDays)}`;
    if (facts.length > 0) return part([lead, ...facts.map((fact) => line(c, country, fact))], facts);
    const passage = country.passages.find((p) => p.topic === "tourist-entry");
    return {
      text: `${lead} ${md(country.touristStay.summary)}`,
      notes: (passage?.sources ?? []).map((s) => ({ ...s, verifiedOn: country.lastReviewed })),
      factIds: [],
    };
  }
  return null;
}

function daysOf(value: { amount: number; unit: string }): number {
  if (value.unit === "months") return value.amount * 30;
  if (value.unit === "years") return value.amount * 365;
  return value.amount;
}

/** The asker's stated income and savings against what the country's nomad visa asks. */
export function situationAnswer(c: Context, country: CountryVisa): FactPart | null {
  const { incomeUsd, savingsUsd, passport } = c.asked.profile;
  const f = c.say.facts;
  const lines: string[] = [];
  const notes: Note[] = [];
  const factIds: string[] = [];
  if (incomeUsd !== undefined) {
    const income = incomeOf(c, country, passport);
    if (income?.usd !== undefined) {
      const says = incomeUsd < income.usd ? f.incomeBelow : f.incomeMeets;
      lines.push(says(f.usd(incomeUsd), country.name, f.usd(Math.round(income.usd))));
      notes.push(...income.notes);
      factIds.push(...income.factIds);
    }
  }
  if (savingsUsd !== undefined) {
    const program = programsOf(country.id, "digital-nomad")[0];
    const fact = program
      ? recordsFor(country.id, "savings-alternative", program.id, passport, c.language)[0]
      : undefined;
    if (fact?.value.type === "money") {
      const required = fact.value.currency === "USD" ? fact.value.amount : fact.value.usdApprox;
      if (required !== undefined) {
        const says = savingsUsd < required ? f.savingsBelow : f.savingsMeets;
        lines.push(says(f.usd(savingsUsd), country.name, f.usd(required)));
        notes.push(noteOf(fact));
        factIds.push(fact.id);
      }
    }
  }
  return lines.length > 0 ? { text: lines.join(" "), notes, factIds } : null;
}

/** "I earn USD 2,500 a month, where can I go?": every nomad visa's income figure against it. */
export function incomeComparison(c: Context, countries: readonly CountryVisa[]): FactPart | null {
  const { incomeUsd, passport } = c.asked.profile;
  if (incomeUsd === undefined) return null;
  const f = c.say.facts;
  const within: string[] = [];
  const out: string[] = [];
  const unfixed: string[] = [];
  const notes: Note[] = [];
  const factIds: string[] = [];
  for (const country of countries) {
    const income = incomeOf(c, country, passport);
    if (!income) continue;
    notes.push(...income.notes.slice(0, 1));
    factIds.push(...income.factIds);
    if (income.usd === undefined) unfixed.push(country.name);
    else if (incomeUsd >= income.usd) within.push(`${country.name} (${f.usd(Math.round(income.usd))})`);
    else out.push(`${country.name} (${f.usd(Math.round(income.usd))})`);
  }
  const lines = [
    within.length ? f.withinReach(f.usd(incomeUsd), c.say.list(within)) : "",
    out.length ? f.outOfReach(c.say.list(out)) : "",
    unfixed.length ? f.noFixedAmount(c.say.list(unfixed)) : "",
  ].filter(Boolean);
  return lines.length ? { text: lines.join("\n"), notes, factIds } : null;
}

/** Text from the records is shown as Markdown, never as HTML. */
function md(text: string): string {
  return text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
