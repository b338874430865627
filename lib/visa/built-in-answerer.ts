import "server-only";
import { getVisaCountry, visaCountries } from "./knowledge";
import type { CountryVisa, Passage, Source } from "./knowledge-schema";
import {
  detectCountries,
  normalizeText,
  resolveQuery,
  type RetrievedPassage,
  type VisaIntent,
  type VisaTopic,
} from "./retrieval";
import type { AssistantInput, VisaAssistant } from "@/lib/services/assistant/types";
import { wordPattern } from "@/lib/utils/word-pattern";

/**
 * The answerer used when no model is configured: it composes the answer from the reviewed knowledge
 * base only, so it can be short but never invents a fact. A direct answer from the structured fields
 * (nomad visa, tourist stay) comes first, then the best passages, then the sources and review date.
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

type Part = { text: string; sources: Source[]; passageIds: string[] };

/** The answer as Markdown blocks (one streamed chunk each). */
export function composeAnswer(
  input: Pick<AssistantInput, "question" | "history" | "passages" | "assistantName">,
): string[] {
  const userHistory = input.history.filter((m) => m.role === "user").map((m) => m.content);
  const query = resolveQuery(input.question, userHistory);
  const normalized = normalizeText(input.question);
  const intents = query.intents;

  if (THANKS.test(normalized) && intents.length === 0 && normalized.trim().split(" ").length <= 6) {
    return ["You're welcome! Ask me anything else about visas and stays in Latin America."];
  }
  // "Visa for Japan?" is out of scope even in the middle of a conversation about Colombia.
  const namesCoveredCountry = detectCountries(input.question).length > 0;
  if (!namesCoveredCountry && UNCOVERED_PLACES.test(normalized)) return outOfScope(input.assistantName);

  if (query.countries.length === 0) {
    if (intents.includes("nomad-visa") || intents.includes("income")) return compareNomadVisas();
    if (intents.includes("tourist-stay") || intents.includes("extension")) return compareTouristStays();
    if (intents.length > 0 || VISA_WORDS.test(normalized)) return askWhichCountry();
    return outOfScope(input.assistantName);
  }
  // "What's the weather in Lima?" names a country but is not about visas; a bare "Colombia?" is.
  const bareCountry = normalized.trim().split(" ").length <= 2 && !query.countriesFromHistory;
  if (intents.length === 0 && !VISA_WORDS.test(normalized) && !bareCountry)
    return outOfScope(input.assistantName);

  const countries = query.countries
    .slice(0, 4)
    .map((id) => getVisaCountry(id))
    .filter((c): c is CountryVisa => Boolean(c));
  const multi = countries.length > 1;
  const parts: Part[] = [];
  for (const country of countries) {
    if (intents.length === 0) parts.push(overview(country, multi));
    for (const intent of intentsFor(country, intents).slice(0, 3)) {
      const part = directAnswer(country, intent, intents, multi);
      if (part) parts.push(part);
    }
  }

  const used = new Set(parts.flatMap((p) => p.passageIds));
  const details = relevantPassages(input.passages, query.countries, used, parts.length > 0 ? 2 : 3);
  const sources = dedupeSources([...parts.flatMap((p) => p.sources), ...details.flatMap((p) => p.sources)]);
  return [
    ...parts.map((p) => p.text),
    ...details.map((p) => `**${md(p.title)}** — ${md(sentences(p.text, parts.length > 0 ? 2 : 3))}`),
    sourcesBlock(sources),
    closing(countries),
  ];
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
  country: CountryVisa,
  intent: VisaIntent,
  intents: VisaIntent[],
  multi: boolean,
): Part | null {
  const nv = country.nomadVisa;
  const label = (name: string) => `**${multi ? `${country.name} – ${name.toLowerCase()}` : name}:**`;
  switch (intent) {
    case "nomad-visa": {
      const p = passageOf(country, "digital-nomad-visa");
      if (!nv)
        return cite(
          [p],
          `**No${multi ? ` (${country.name})` : ""}.** ${country.name} has no dedicated digital nomad visa. ${md(sentences(stripAnswerWord(p?.text ?? ""), 2))}`,
        );
      const unconfirmed = /not confirmed/i.test(nv.incomeRequirement + nv.fees)
        ? " Its requirements are not yet confirmed by official sources, so check before you rely on it."
        : "";
      return withOfficial(
        cite(
          [p],
          `**Yes${multi ? ` (${country.name})` : ""}.** ${country.name} has a digital nomad visa: **${md(nv.name)}**, ${md(lowerFirst(nv.duration))}.${unconfirmed}`,
        ),
        country,
      );
    }
    case "income": {
      const p = passageOf(country, "income-requirement");
      if (nv)
        return withOfficial(cite([p], `${label("Income requirement")} ${md(nv.incomeRequirement)}`), country);
      if (p) return cite([p], `${label("Income")} ${md(sentences(p.text, 3))}`);
      const dnv = passageOf(country, "digital-nomad-visa");
      return cite(
        [dnv],
        `${label("Income")} ${country.name} has no digital nomad visa, so there is no nomad income threshold. ${md(sentences(stripAnswerWord(dnv?.text ?? ""), 2))}`,
      );
    }
    case "tourist-stay": {
      // Only the summary is shown, so the passages stay available as details (e.g. Brazil's e-visa).
      const ps = country.passages.filter((p) => p.topic === "tourist-entry");
      return { ...cite(ps, `${label("Tourist stay")} ${md(country.touristStay.summary)}`), passageIds: [] };
    }
    case "extension":
      return fromPassage(country, ["extensions"], label("Extensions"), 3);
    case "tax":
      return fromPassage(country, ["tax-residency"], label("Taxes"), 3);
    case "documents": {
      if (nv) {
        const list = nv.documents.map((d) => `- ${md(d)}`).join("\n");
        return withOfficial(
          cite(
            [passageOf(country, "documents")],
            `${label(`Documents for the ${shortName(nv.name)}`)}\n${list}`,
          ),
          country,
        );
      }
      return fromPassage(country, ["documents", "how-to-apply"], label("Documents"), 4);
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
          cite(
            [passageOf(country, "fees") ?? passageOf(country, "processing-time")],
            `${label("Fees")} ${md(nv.fees)}`,
          ),
          country,
        );
      return fromPassage(country, ["fees", "processing-time", "how-to-apply"], label("Fees"), 3);
    case "processing-time":
      if (nv)
        return withOfficial(
          cite(
            [passageOf(country, "processing-time") ?? passageOf(country, "fees")],
            `${label("Processing time")} ${md(nv.processingTime)}`,
          ),
          country,
        );
      return fromPassage(country, ["processing-time", "fees", "how-to-apply"], label("Processing time"), 3);
    case "how-to-apply":
      if (nv)
        return withOfficial(
          cite(
            [passageOf(country, "how-to-apply")],
            `${label(`How to apply for the ${shortName(nv.name)}`)} ${md(nv.howToApply)}`,
          ),
          country,
        );
      return fromPassage(country, ["how-to-apply"], label("How to apply"), 4);
    case "entry-requirements":
      return fromPassage(country, ["entry-requirements"], label("Entry requirements"), 4);
    case "other-visas":
      return fromPassage(country, ["other-visas"], label("Other routes"), 3);
  }
}

function overview(country: CountryVisa, multi: boolean): Part {
  return cite(
    [passageOf(country, "overview")],
    `${multi ? `**${country.name}:** ` : ""}${md(country.summary)}`,
  );
}

function fromPassage(country: CountryVisa, topics: VisaTopic[], label: string, count: number): Part | null {
  const p = topics.map((t) => passageOf(country, t)).find(Boolean);
  return p ? cite([p], `${label} ${md(sentences(p.text, count))}`) : null;
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

function compareNomadVisas(): string[] {
  const withVisa = visaCountries
    .filter((c) => c.nomadVisa)
    .sort((a, b) => (a.nomadVisa?.monthlyIncomeUsd ?? 0) - (b.nomadVisa?.monthlyIncomeUsd ?? 0));
  const lines = withVisa.map((c) => {
    const nv = c.nomadVisa as NonNullable<CountryVisa["nomadVisa"]>;
    const income = nv.monthlyIncomeUsd
      ? `about USD ${nv.monthlyIncomeUsd.toLocaleString("en-US")} a month.`
      : lowerFirst(sentences(nv.incomeRequirement, 1));
    const duration = lowerFirst(nv.duration.split(/ \(|;/)[0] ?? nv.duration);
    return `- **${c.name}** — ${md(shortName(nv.name))}, ${md(duration)}. Income: ${md(income)}`;
  });
  const without = visaCountries.filter((c) => !c.nomadVisa).map((c) => c.name);
  return [
    "Of the 11 Latin American countries I cover, these have a digital nomad visa (lowest income requirement first):",
    lines.join("\n"),
    `No dedicated digital nomad visa: ${listOf(without)}. Remote workers there stay as tourists or use another residence route. Ask me about one country for its documents, fees and how to apply.`,
    sourcesBlock(
      dedupeSources(
        withVisa.map((c) => ({
          title: `${c.name}: ${shortName(c.nomadVisa?.name ?? "")}`,
          url: c.nomadVisa?.officialUrl ?? "",
        })),
      ),
    ),
    closing(visaCountries),
  ];
}

function compareTouristStays(): string[] {
  const lines = visaCountries.map(
    (c) => `- **${c.name}** — ${c.touristStay.days} days: ${md(sentences(c.touristStay.summary, 1))}`,
  );
  const sources = visaCountries.flatMap((c) => passageOf(c, "tourist-entry")?.sources.slice(0, 1) ?? []);
  return [
    "Visa-free tourist stays for US, EU/Schengen, UK, Canadian and Australian passports, by country:",
    lines.join("\n"),
    "Tell me the country you are going to and I can add the extension rules and entry requirements.",
    sourcesBlock(dedupeSources(sources)),
    closing(visaCountries),
  ];
}

function askWhichCountry(): string[] {
  return [
    `I don't know which country you mean. I cover 11 countries: ${listOf(visaCountries.map((c) => c.name))}.`,
    "Please rephrase your question with the country, for example “How long can I stay in Peru as a tourist?”. For a complex personal case, ask an immigration lawyer.",
  ];
}

function outOfScope(assistantName: string): string[] {
  return [
    `Sorry, I don't know the answer to that. I'm ${md(assistantName)}, and I can only help with visas, immigration and nomad life in the 11 Latin American countries I cover: ${listOf(visaCountries.map((c) => c.name))}.`,
    "Try rephrasing your question about one of these countries, for example “Does Colombia have a digital nomad visa?”. For anything else, or a complex personal case, please ask an immigration lawyer.",
  ];
}

function sourcesBlock(sources: Source[]): string {
  return [
    "**Sources**",
    ...sources.map(
      (s) =>
        `- [${md(s.title).replace(/[[\]]/g, "\\$&")}](${s.url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`,
    ),
  ].join("\n");
}

function closing(countries: readonly CountryVisa[]): string {
  const dates = [...new Set(countries.map((c) => c.lastReviewed))].sort();
  const reviewed =
    dates.length === 1
      ? formatDate(dates[0] as string)
      : `between ${formatDate(dates[0] as string)} and ${formatDate(dates.at(-1) as string)}`;
  return `_Last reviewed: ${reviewed}. This is general information, not legal advice: rules change, so check the official sources, and ask an immigration lawyer for complex cases._`;
}

function cite(passages: Array<Passage | undefined>, text: string): Part {
  const found = passages.filter((p): p is Passage => Boolean(p));
  return { text, sources: found.flatMap((p) => p.sources), passageIds: found.map((p) => p.id) };
}

function withOfficial(part: Part, country: CountryVisa): Part {
  const nv = country.nomadVisa;
  return nv
    ? {
        ...part,
        sources: [
          ...part.sources,
          { title: `${country.name}: ${shortName(nv.name)} (official page)`, url: nv.officialUrl },
        ],
      }
    : part;
}

function passageOf(country: CountryVisa, topic: VisaTopic): Passage | undefined {
  return country.passages.find((p) => p.topic === topic);
}

function dedupeSources(sources: Source[]): Source[] {
  const byUrl = new Map<string, Source>();
  for (const s of sources) if (s.url.startsWith("https://") && !byUrl.has(s.url)) byUrl.set(s.url, s);
  return [...byUrl.values()];
}

/**
 * The first `count` sentences; decimals ("80.90") and initials do not split because a capital must
 * follow.
 */
function sentences(text: string, count: number): string {
  return text
    .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚ¿¡"'(])/)
    .slice(0, count)
    .join(" ");
}

/** "No. Chile has…" → "Chile has…", since the direct answer already says no. */
function stripAnswerWord(text: string): string {
  return text.replace(/^(No|Yes)\.\s+/, "");
}

function shortName(visaName: string): string {
  return visaName.split(/ \(| – /)[0] ?? visaName;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function listOf(names: string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Text from the knowledge base or the app is shown as Markdown, never as HTML. */
function md(text: string): string {
  return text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const THANKS =
  /^ (thanks|thank you|thx|cheers|gracias|muchas gracias|obrigad[oa]|ok thanks|great thanks|perfect thanks)\b/;

// Words that make a question about visas or moving even when no specific topic is detected
// ("Tell me about Uruguay" in a visa chat asks for its visa basics).
const VISA_WORDS = wordPattern([
  "tell me about",
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
]);
