import "server-only";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import { answererPhrases, type AnswererPhrases } from "./answerer-phrases";
import { countryVisa, knowledgeIn } from "./knowledge";
import type { CountryVisa, Passage, Source } from "./knowledge-schema";
import {
  detectCountries,
  detectIntents,
  normalizeText,
  resolveQuery,
  type RetrievedPassage,
  type VisaIntent,
  type VisaTopic,
} from "./retrieval";
import type { AssistantInput, VisaAssistant } from "@/lib/services/assistant/types";
import { wordPattern } from "@/lib/utils/word-pattern";
import { eligibilityHref, readAsked, type Asked } from "./asked";
import {
  factAnswer,
  incomeComparison,
  isLongStay,
  premiseAnswer,
  situationAnswer,
  type FactPart,
  type Note,
} from "./fact-answer";
import { regionName, uncoveredRegions } from "./regions";
import { factById } from "./facts/query";
import type { Fact } from "./facts/schema";

/**
 * The answerer used when no model is configured: it composes the answer from the reviewed knowledge
 * base only, so it can be short but never invents a fact. A direct answer from the structured fields
 * (nomad visa, tourist stay) comes first, then the best passages, then the sources and review date.
 * It answers in `input.language`: the knowledge in that language, the phrases of answerer-phrases.
 */
export const builtInAssistant: VisaAssistant = {
  name: "built-in",
  async *answer(input: AssistantInput) {
    const blocks = composeAnswer(input);
    for (const [i, block] of blocks.entries()) {
      input.signal?.throwIfAborted();
      yield (i > 0 ? "\n\n" : "") + block;
    }
  },
};

/** A source, with the day it was checked once the answer knows it, and whether it is unverified. */
type Cited = Source & { verifiedOn?: string; unverified?: boolean };
type Part = { text: string; sources: Cited[]; passageIds: string[]; factIds?: string[] };

/** What one answer is composed with: its language's phrases and knowledge, and what the question states. */
type Answering = {
  language: Locale;
  say: AnswererPhrases;
  countries: readonly CountryVisa[];
  asked: Asked;
  question: string;
};

/** An answer: its Markdown blocks (one streamed chunk each) and the fact records it cites. */
export type ComposedAnswer = { blocks: string[]; factIds: string[]; language: Locale };

/** The answer as Markdown blocks (one streamed chunk each). */
export function composeAnswer(
  input: Pick<AssistantInput, "question" | "history" | "passages" | "assistantName" | "language">,
): string[] {
  return composeCitedAnswer(input).blocks;
}

/**
 * The answer with the records it cites: what the question asks comes first (a corrected premise,
 * then the asker's own figures against the rule, then the records on each topic asked), then the
 * passage sentences that carry it, the numbered sources with the day each was checked, and the
 * eligibility check when the question is about fit.
 */
export function composeCitedAnswer(
  input: Pick<AssistantInput, "question" | "history" | "passages" | "assistantName" | "language">,
): ComposedAnswer {
  const a: Answering = {
    language: input.language,
    say: answererPhrases[input.language],
    countries: knowledgeIn(input.language),
    asked: readAsked(input.question),
    question: input.question,
  };
  const done = (blocks: string[], factIds: string[] = []): ComposedAnswer => ({
    blocks,
    factIds: [...new Set(factIds)],
    language: a.language,
  });
  const userHistory = input.history.filter((m) => m.role === "user").map((m) => m.content);
  const query = resolveQuery(input.question, userHistory);
  const normalized = normalizeText(input.question);
  // Bringing a family is answered by what the program asks for dependants: its income rule.
  const intents: VisaIntent[] =
    a.asked.profile.dependants && !query.intents.includes("income")
      ? [...query.intents, "income"]
      : query.intents;

  if (THANKS.test(normalized) && intents.length === 0 && normalized.trim().split(" ").length <= 6) {
    return done([a.say.thanks]);
  }
  // "Visa for Barbados?" is out of scope even in the middle of a conversation about Colombia.
  const namesCoveredCountry = detectCountries(input.question).length > 0;
  const uncovered = uncoveredRegions(input.question).map((code) => regionName(code, a.language));
  if (!namesCoveredCountry && uncovered.length > 0)
    return done(notCovered(a, uncovered, input.assistantName));
  if (!namesCoveredCountry && UNCOVERED_PLACES.test(normalized))
    return done(outOfScope(a, input.assistantName));

  const eligibility = a.asked.fit
    ? [a.say.facts.eligibility(eligibilityHref(a.asked.profile, a.language))]
    : [];
  if (query.countries.length === 0) {
    const comparison = incomeComparison(factContext(a, true), a.countries);
    if (comparison) return done(withNotes(a, [asPart(comparison)], [], eligibility), comparison.factIds);
    if (intents.includes("nomad-visa") || intents.includes("income"))
      return done([...compareNomadVisas(a), ...eligibility]);
    if (intents.includes("tourist-stay") || intents.includes("extension"))
      return done(compareTouristStays(a));
    if (intents.length > 0 || VISA_WORDS.test(normalized) || a.asked.fit)
      return done([...askWhichCountry(a), ...eligibility]);
    return done(outOfScope(a, input.assistantName));
  }
  // "What's the weather in Lima?" names a country but is not about visas; a bare "Colombia?" is.
  const bareCountry = normalized.trim().split(" ").length <= 2 && !query.countriesFromHistory;
  const statesSomething =
    a.asked.claimedUsd !== undefined || a.asked.claimedDays !== undefined || a.asked.fit;
  if (intents.length === 0 && !VISA_WORDS.test(normalized) && !bareCountry && !statesSomething)
    return done(outOfScope(a, input.assistantName));

  const countries = query.countries
    .slice(0, 4)
    .map((id) => countryVisa(id, a.language))
    .filter((c): c is CountryVisa => Boolean(c));
  const multi = countries.length > 1;
  const c = factContext(a, multi);
  const parts: Part[] = [];
  for (const country of countries) {
    const dated = (part: Part): Part => ({
      ...part,
      sources: part.sources.map((s) => ({ ...s, verifiedOn: s.verifiedOn ?? country.lastReviewed })),
    });
    const premise = premiseAnswer(c, country);
    if (premise) parts.push(asPart(premise));
    const situation = situationAnswer(c, country);
    if (situation) parts.push(asPart(situation));
    if (intents.length === 0 && !premise && !situation) parts.push(dated(overview(country, multi)));
    // A corrected premise already answers its topic.
    const rest = premise ? intents.filter((i) => i !== "income" && i !== "tourist-stay") : intents;
    for (const intent of intentsFor(country, rest).slice(0, 3)) {
      const fromFacts = factAnswer(c, country, intent);
      // Without records, "how long is the nomad visa valid?" is answered by the visa's summary.
      const fallback = intent === "tourist-stay" && isLongStay(a.question) ? "nomad-visa" : intent;
      // The records say where and how to apply; the list of documents is the knowledge base's.
      const listed = intent === "documents" ? directAnswer(a, country, intent, intents, multi) : null;
      if (listed) parts.push(dated(listed));
      const part = fromFacts
        ? withProgramPage(a, asPart(fromFacts), country, intent)
        : listed
          ? null
          : directAnswer(a, country, fallback, intents, multi);
      if (part) parts.push(dated(part));
    }
  }

  const used = new Set(parts.flatMap((p) => p.passageIds));
  const details = relevantPassages(input.passages, query.countries, used, parts.length > 0 ? 2 : 3).map(
    (p): Part => ({
      text: `**${md(p.title)}** — ${md(carrying(p.text, intents, parts.length > 0 ? 2 : 3))}`,
      sources: p.sources.map((s) => ({ ...s, verifiedOn: p.lastReviewed })),
      passageIds: [p.id],
    }),
  );
  const also = uncovered.length > 0 ? [a.say.facts.alsoNotCovered(a.say.list(uncovered))] : [];
  return done(
    withNotes(a, [...parts, ...details], also, eligibility),
    parts.flatMap((p) => p.factIds ?? []),
  );
}

/**
 * The records a model's prompt holds for a question: exactly those the built-in answerer would cite
 * (each topic asked, a premise's, the asker's figures), so both paths rest on the same facts.
 */
export function factsForQuestion(input: Pick<AssistantInput, "question" | "history" | "language">): Fact[] {
  const { factIds } = composeCitedAnswer({ ...input, passages: [], assistantName: "" });
  return factIds.map((id) => factById(id)).filter((fact): fact is Fact => Boolean(fact));
}

function factContext(a: Answering, multi: boolean) {
  return { language: a.language, say: a.say, asked: a.asked, question: a.question, multi };
}

/** A long-stay record's part also links the visa's official page (the record may cite another page). */
function withProgramPage(a: Answering, part: Part, country: CountryVisa, intent: VisaIntent): Part {
  const visitor = intent === "tourist-stay" || intent === "extension" || intent === "entry-requirements";
  return visitor && !isLongStay(a.question) ? part : withOfficial(a, part, country);
}

function asPart(part: FactPart): Part {
  return { text: part.text, sources: part.notes, passageIds: [], factIds: part.factIds };
}

/**
 * Each part followed by the numbers of its sources ("[1][2]"), then the numbered sources with the
 * day each was checked, then the eligibility link and the closing disclaimer.
 */
function withNotes(a: Answering, parts: Part[], also: string[], eligibility: string[]): string[] {
  const notes: Note[] = [];
  const numberOf = (s: Cited): number => {
    const key = (n: Cited) => `${n.url} ${n.verifiedOn ?? ""} ${n.unverified ? "u" : ""}`;
    const at = notes.findIndex((n) => key(n) === key(s));
    if (at >= 0) return at + 1;
    notes.push({ ...s, verifiedOn: s.verifiedOn ?? "" });
    return notes.length;
  };
  const texts = parts.map((p) => {
    const numbers = [...new Set(p.sources.filter((s) => s.url.startsWith("https://")).map(numberOf))];
    return numbers.length ? `${p.text} ${numbers.map((n) => `[${n}]`).join("")}` : p.text;
  });
  return [...texts, ...also, notesBlock(a, notes), ...eligibility, a.say.closing()];
}

/**
 * The sentences of a passage that carry what is asked (its topic's words or a figure), in order,
 * instead of only its first sentences: a fact further in is not lost.
 */
function carrying(text: string, intents: VisaIntent[], count: number): string {
  const all = text.split(/(?<=[.!?])(?<!\bEE\.)\s+(?=[\p{Lu}¿¡"'(])/u);
  if (intents.length === 0) return all.slice(0, count).join(" ");
  // The opening sentences, and further in every sentence on the topic asked (at most four more).
  const carries = all
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => i >= count && detectIntents(s).some((intent) => intents.includes(intent)))
    .slice(0, 4);
  return [...all.slice(0, count), ...carries.map(({ s }) => s)].join(" ");
}

/**
 * "Yes, X has one" only answers "does X have a nomad visa?"; in "income for X's nomad visa" the visa is
 * just the subject. "No, X has none" always matters, so it leads.
 */
function intentsFor(country: CountryVisa, intents: VisaIntent[]): VisaIntent[] {
  if (!intents.includes("nomad-visa")) return intents;
  const others = intents.filter((i) => i !== "nomad-visa");
  if (!country.nomadVisa) return ["nomad-visa", ...others];
  return intents[0] === "nomad-visa" ? intents : others;
}

function directAnswer(
  a: Answering,
  country: CountryVisa,
  intent: VisaIntent,
  intents: VisaIntent[],
  multi: boolean,
): Part | null {
  const { say } = a;
  const nv = country.nomadVisa;
  const label = (name: string) =>
    `**${multi ? `${country.name} – ${name.toLocaleLowerCase(localeTags[a.language])}` : name}:**`;
  const verdictOf = multi ? country.name : undefined;
  switch (intent) {
    case "nomad-visa": {
      const p = passageOf(country, "digital-nomad-visa");
      // A verdict word only answers a yes/no question.
      const yes = a.asked.yesNo ? `${say.yes(verdictOf)} ` : "";
      const no = a.asked.yesNo ? `${say.no(verdictOf)} ` : "";
      if (!nv)
        return cite(
          [p],
          `${no}${say.noDedicatedNomadVisa(country)} ${md(sentences(stripVerdict(a, p?.text ?? ""), 2))}`,
        );
      const unconfirmed = isUnconfirmed(country.id) ? ` ${say.unconfirmed}` : "";
      return withOfficial(
        a,
        cite(
          [p],
          `${yes}${say.hasNomadVisa(country, `**${md(nv.name)}**`, md(lowerFirst(nv.duration)))}${unconfirmed}`,
        ),
        country,
      );
    }
    case "income": {
      const p = passageOf(country, "income-requirement");
      if (nv)
        return withOfficial(
          a,
          cite([p], `${label(say.labels.incomeRequirement)} ${md(nv.incomeRequirement)}`),
          country,
        );
      if (p) return cite([p], `${label(say.labels.income)} ${md(carrying(p.text, [intent], 3))}`);
      const dnv = passageOf(country, "digital-nomad-visa");
      return cite(
        [dnv],
        `${label(say.labels.income)} ${say.noNomadIncome(country)} ${md(sentences(stripVerdict(a, dnv?.text ?? ""), 2))}`,
      );
    }
    case "tourist-stay": {
      // Only the summary is shown, so the passages stay available as details (e.g. Brazil's e-visa).
      const ps = country.passages.filter((p) => p.topic === "tourist-entry");
      return {
        ...cite(ps, `${label(say.labels.touristStay)} ${md(country.touristStay.summary)}`),
        passageIds: [],
      };
    }
    case "extension":
      return fromPassage(country, ["extensions"], label(say.labels.extensions), 3, intent);
    case "tax":
      return fromPassage(country, ["tax-residency"], label(say.labels.taxes), 3, intent);
    case "insurance":
      return fromPassage(
        country,
        ["documents", "digital-nomad-visa"],
        label(say.facts.kinds.insurance),
        2,
        intent,
      );
    case "payers":
      return fromPassage(
        country,
        ["digital-nomad-visa", "income-requirement"],
        label(say.facts.kinds.payers),
        3,
        intent,
      );
    case "documents": {
      if (nv) {
        const list = nv.documents.map((d) => `- ${md(d)}`).join("\n");
        return withOfficial(
          a,
          cite(
            [passageOf(country, "documents")],
            `${label(say.labels.documentsFor(shortName(nv.name)))}\n${list}`,
          ),
          country,
        );
      }
      return fromPassage(country, ["documents", "how-to-apply"], label(say.labels.documents), 4);
    }
    case "fees":
      // "How much is the extension?" is about the visitor fee, which the extension/entry part states.
      if (
        !intents.includes("nomad-visa") &&
        intents.some((i) => i === "tourist-stay" || i === "extension" || i === "entry-requirements")
      )
        return null;
      if (nv)
        return withOfficial(
          a,
          cite(
            [passageOf(country, "fees") ?? passageOf(country, "processing-time")],
            `${label(say.labels.fees)} ${md(nv.fees)}`,
          ),
          country,
        );
      return fromPassage(country, ["fees", "processing-time", "how-to-apply"], label(say.labels.fees), 3);
    case "processing-time":
      if (nv)
        return withOfficial(
          a,
          cite(
            [passageOf(country, "processing-time") ?? passageOf(country, "fees")],
            `${label(say.labels.processingTime)} ${md(nv.processingTime)}`,
          ),
          country,
        );
      return fromPassage(
        country,
        ["processing-time", "fees", "how-to-apply"],
        label(say.labels.processingTime),
        3,
      );
    case "how-to-apply":
      if (nv)
        return withOfficial(
          a,
          cite(
            [passageOf(country, "how-to-apply")],
            `${label(say.labels.howToApplyFor(shortName(nv.name)))} ${md(nv.howToApply)}`,
          ),
          country,
        );
      return fromPassage(country, ["how-to-apply"], label(say.labels.howToApply), 4);
    case "entry-requirements":
      return fromPassage(country, ["entry-requirements"], label(say.labels.entryRequirements), 4);
    case "other-visas":
      return fromPassage(country, ["other-visas"], label(say.labels.otherRoutes), 3);
  }
}

/**
 * Whether the English record says the nomad visa's requirements are not confirmed: the facts are
 * read from English, whatever the language of the answer.
 */
function isUnconfirmed(countryId: string): boolean {
  const nv = countryVisa(countryId, "en")?.nomadVisa;
  return Boolean(nv && /not confirmed/i.test(nv.incomeRequirement + nv.fees));
}

function overview(country: CountryVisa, multi: boolean): Part {
  return cite(
    [passageOf(country, "overview")],
    `${multi ? `**${country.name}:** ` : ""}${md(country.summary)}`,
  );
}

function fromPassage(
  country: CountryVisa,
  topics: VisaTopic[],
  label: string,
  count: number,
  intent?: VisaIntent,
): Part | null {
  const p = topics.map((t) => passageOf(country, t)).find(Boolean);
  return p ? cite([p], `${label} ${md(carrying(p.text, intent ? [intent] : [], count))}`) : null;
}

/**
 * Retrieved passages worth showing besides the direct answer: the named countries', not repeated,
 * not weak.
 */
function relevantPassages(
  passages: RetrievedPassage[],
  countries: string[],
  used: Set<string>,
  max: number,
): RetrievedPassage[] {
  const top = passages[0]?.score ?? 0;
  return passages
    .filter((p) => countries.includes(p.countryId) && !used.has(p.id) && p.score >= top * 0.2)
    .slice(0, max);
}

function compareNomadVisas(a: Answering): string[] {
  const { say } = a;
  const withVisa = a.countries
    .filter((c) => c.nomadVisa)
    .sort((x, y) => (x.nomadVisa?.monthlyIncomeUsd ?? 0) - (y.nomadVisa?.monthlyIncomeUsd ?? 0));
  const lines = withVisa.map((c) => {
    const nv = c.nomadVisa as NonNullable<CountryVisa["nomadVisa"]>;
    const income = nv.monthlyIncomeUsd
      ? say.compareNomadVisas.incomeAbout(nv.monthlyIncomeUsd)
      : lowerFirst(sentences(nv.incomeRequirement, 1));
    const duration = lowerFirst(nv.duration.split(/ \(|;/)[0] ?? nv.duration);
    return `- **${c.name}** — ${md(shortName(nv.name))}, ${md(duration)}. ${say.compareNomadVisas.income}: ${md(income)}`;
  });
  const without = a.countries.filter((c) => !c.nomadVisa).map((c) => c.name);
  return [
    say.compareNomadVisas.intro,
    lines.join("\n"),
    say.compareNomadVisas.without(say.list(without)),
    sourcesBlock(
      a,
      dedupeSources(
        withVisa.map((c) => ({
          title: `${c.name}: ${shortName(c.nomadVisa?.name ?? "")}`,
          url: c.nomadVisa?.officialUrl ?? "",
          verifiedOn: c.lastReviewed,
        })),
      ),
    ),
    a.say.closing(),
  ];
}

function compareTouristStays(a: Answering): string[] {
  const { say } = a;
  const lines = a.countries.map(
    (c) =>
      `- **${c.name}** — ${say.compareTouristStays.days(c.touristStay.days)}: ${md(sentences(c.touristStay.summary, 1))}`,
  );
  const sources = a.countries.flatMap(
    (c) =>
      passageOf(c, "tourist-entry")
        ?.sources.slice(0, 1)
        .map((s) => ({ ...s, verifiedOn: c.lastReviewed })) ?? [],
  );
  return [
    say.compareTouristStays.intro,
    lines.join("\n"),
    say.compareTouristStays.outro,
    sourcesBlock(a, dedupeSources(sources)),
    a.say.closing(),
  ];
}

function askWhichCountry(a: Answering): string[] {
  return a.say.askWhichCountry(a.say.list(a.countries.map((c) => c.name)));
}

function notCovered(a: Answering, places: string[], assistantName: string): string[] {
  return a.say.facts.notCovered(
    a.say.list(places),
    md(assistantName),
    a.say.list(a.countries.map((c) => c.name)),
  );
}

function outOfScope(a: Answering, assistantName: string): string[] {
  return a.say.outOfScope(md(assistantName), a.say.list(a.countries.map((c) => c.name)));
}

const link = (s: Source) =>
  `[${md(s.title).replace(/[[\]]/g, "\\$&")}](${s.url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`;

/** The numbered sources: each page, and the day it was checked or that it is not verified. */
function notesBlock(a: Answering, notes: Note[]): string {
  return [
    `**${a.say.sources}**`,
    ...notes.map(
      (n, i) =>
        `- [${i + 1}] ${link(n)}, ${n.unverified || !n.verifiedOn ? a.say.facts.notVerified : a.say.facts.checked(n.verifiedOn)}`,
    ),
  ].join("\n");
}

/** Sources of a comparison of every country, each checked on its country's review day. */
function sourcesBlock(a: Answering, sources: Cited[]): string {
  return notesBlock(
    a,
    sources.map((s) => ({ ...s, verifiedOn: s.verifiedOn ?? "" })),
  );
}

function cite(passages: Array<Passage | undefined>, text: string): Part {
  const found = passages.filter((p): p is Passage => Boolean(p));
  return { text, sources: found.flatMap((p) => p.sources), passageIds: found.map((p) => p.id) };
}

function withOfficial(a: Answering, part: Part, country: CountryVisa): Part {
  const nv = country.nomadVisa;
  return nv
    ? {
        ...part,
        sources: [
          ...part.sources,
          { title: a.say.officialPage(country.name, shortName(nv.name)), url: nv.officialUrl },
        ],
      }
    : part;
}

function passageOf(country: CountryVisa, topic: VisaTopic): Passage | undefined {
  return country.passages.find((p) => p.topic === topic);
}

function dedupeSources(sources: Cited[]): Cited[] {
  const byUrl = new Map<string, Cited>();
  for (const s of sources) if (s.url.startsWith("https://") && !byUrl.has(s.url)) byUrl.set(s.url, s);
  return [...byUrl.values()];
}

/**
 * The first `count` sentences; decimals ("80.90", "80,90") and initials do not split because a
 * capital must follow, and Spanish "EE. UU." (the United States) is one name.
 */
function sentences(text: string, count: number): string {
  return text
    .split(/(?<=[.!?])(?<!\bEE\.)\s+(?=[\p{Lu}¿¡"'(])/u)
    .slice(0, count)
    .join(" ");
}

/** "No. Chile has…" → "Chile has…", since the direct answer already says no. */
function stripVerdict(a: Answering, text: string): string {
  return text.replace(a.say.leadingVerdict, "");
}

function shortName(visaName: string): string {
  return visaName.split(/ \(| – /)[0] ?? visaName;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Text from the knowledge base or the app is shown as Markdown, never as HTML. */
function md(text: string): string {
  return text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const THANKS =
  /^ (thanks|thank you|thx|cheers|gracias|muchas gracias|mil gracias|obrigad[oa]|muito obrigad[oa]|valeu|ok thanks|great thanks|perfect thanks)\b/;

// Words that make a question about visas or moving even when no specific topic is detected
// ("Tell me about Uruguay" in a visa chat asks for its visa basics).
const VISA_WORDS = wordPattern([
  "tell me about",
  "hablame (de|sobre)",
  "cuentame (de|sobre)",
  "me (hable|fale|conte) (de|sobre)",
  "informacion",
  "informacao",
  "opciones",
  "opcoes",
  "viajar",
  "viaje",
  "viagem",
  "residir",
  "legalmente",
  "info",
  "information",
  "overview",
  "basics",
  "options",
  "travel\\w*",
  "fly",
  "flying",
  "trip",
  "visas?",
  "visados?",
  "vistos?",
  "immigration",
  "inmigracion",
  "imigracao",
  "migracion",
  "migracao",
  "migration",
  "residency",
  "residence",
  "residencia",
  "resident",
  "permits?",
  "permiso",
  "stay",
  "live",
  "living",
  "move",
  "moving",
  "relocate",
  "relocating",
  "mudar",
  "mudarme",
  "vivir",
  "morar",
  "nomad\\w*",
  "citizenship",
  "ciudadania",
  "cidadania",
  "consulate",
  "consulado",
  "embassy",
  "embajada",
  "embaixada",
  "legal",
  "legally",
]);

// Countries and cities people ask about that the knowledge base does not cover. Country names only,
// not demonyms: "I have a German passport" is a fine question about Latin America.
const UNCOVERED_PLACES = wordPattern([
  "japan",
  "tokyo",
  "france",
  "paris",
  "spain",
  "madrid",
  "barcelona",
  "portugal",
  "lisbon",
  "italy",
  "rome",
  "germany",
  "berlin",
  "netherlands",
  "amsterdam",
  "greece",
  "croatia",
  "estonia",
  "turkey",
  "istanbul",
  "thailand",
  "bangkok",
  "chiang mai",
  "bali",
  "indonesia",
  "vietnam",
  "philippines",
  "malaysia",
  "india",
  "china",
  "korea",
  "taiwan",
  "dubai",
  "uae",
  "united arab emirates",
  "morocco",
  "egypt",
  "south africa",
  "new zealand",
  "panama",
  "venezuela",
  "guatemala",
  "el salvador",
  "nicaragua",
  "honduras",
  "belize",
  "dominican republic",
  "cuba",
  "puerto rico",
  "jamaica",
  "guyana",
  "suriname",
  // The same places as Spanish and Portuguese speakers name them.
  "japon",
  "japao",
  "toquio",
  "francia",
  "espana",
  "espanha",
  "lisboa",
  "italia",
  "alemania",
  "alemanha",
  "berlim",
  "paises bajos",
  "holanda",
  "grecia",
  "croacia",
  "turquia",
  "estambul",
  "istambul",
  "tailandia",
  "filipinas",
  "malasia",
  "corea",
  "coreia",
  "emiratos arabes",
  "emirados arabes",
  "marruecos",
  "marrocos",
  "egipto",
  "egito",
  "sudafrica",
  "africa do sul",
  "nueva zelanda",
  "nova zelandia",
  "republica dominicana",
]);
