import MiniSearch from "minisearch";
import type { Locale } from "@/lib/i18n/locales";
import type { Passage } from "./knowledge-schema";
import { allPassages } from "./knowledge";
import { wordPattern } from "@/lib/utils/word-pattern";
import { COUNTRY_ALIASES } from "./places";

/**
 * Retrieval for the visa assistant: which countries and topics a question is about, and the
 * knowledge-base passages that answer it. Full-text ranking is MiniSearch's (BM25 with prefix and
 * fuzzy matching); on top of it we filter to the countries named and boost the topics asked about,
 * because "Colombia" or "how much income" in a question is a much stronger signal than word overlap.
 */

export type VisaTopic = Passage["topic"];
export type RetrievedPassage = Passage & {
  countryId: string;
  countryName: string;
  lastReviewed: string;
  score: number;
};

export type VisaIntent =
  | "nomad-visa"
  | "income"
  | "tourist-stay"
  | "extension"
  | "tax"
  | "documents"
  | "fees"
  | "processing-time"
  | "how-to-apply"
  | "entry-requirements"
  | "other-visas"
  | "insurance"
  | "payers";

/** Lowercase, accents removed, punctuation to single spaces, padded so " word " matches whole words. */
export function normalizeText(text: string): string {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return ` ${plain.replace(/[^a-z0-9]+/g, " ").trim()} `;
}

// Places whose names contain a covered name but are elsewhere.
const FALSE_FRIENDS = [" new mexico "];

/** Covered countries named in the text (ids), in order of first mention. Plurals ("Colombians") count. */
export function detectCountries(text: string): string[] {
  let haystack = normalizeText(text);
  for (const phrase of FALSE_FRIENDS) haystack = haystack.replaceAll(phrase, " ");
  const found: Array<{ id: string; at: number }> = [];
  for (const [id, aliases] of Object.entries(COUNTRY_ALIASES)) {
    let at = -1;
    for (const alias of aliases) {
      for (const form of [` ${alias} `, ` ${alias}s `]) {
        const i = haystack.indexOf(form);
        if (i >= 0 && (at < 0 || i < at)) at = i;
      }
    }
    if (at >= 0) found.push({ id, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}

// Intent patterns run on normalizeText output (accent-free, lowercase, single spaces).
const INTENT_PATTERNS: Record<VisaIntent, RegExp> = {
  "nomad-visa": wordPattern([
    "digital nomads?",
    "nomads?",
    "nomadas?",
    "nomades?",
    "remote (work|worker|workers|working|job)",
    "work(ing)? remotely",
    "remotely",
    "teletrabajo",
    "remot[ao]s?",
    "remotamente",
    "dnv",
    "vitem",
    "visa v",
    "hoja de identidad",
  ]),
  income: wordPattern([
    "income",
    "incomes",
    "salary",
    "salaries",
    "earn",
    "earning",
    "earnings",
    "how much (money )?(do|would|will) i need",
    "need to (make|earn)",
    "minimum wage",
    "ingreso",
    "ingresos",
    "salario",
    "sueldo",
    "renda",
    "rendimentos?",
    "solvency",
    "solvencia",
    "savings",
    "proof of funds",
    "bank balance",
    "financial requirements?",
    "ganar",
    "ganhar",
    "cuanto dinero",
    "quanto dinheiro",
    "renta minima",
    "ingresos? minimos?",
    "salario minimo",
  ]),
  "tourist-stay": wordPattern([
    "tourists?",
    "turistas?",
    "visitors?",
    "visit",
    "visiting",
    "visa free",
    "without a visa",
    "sin visa",
    "sem visto",
    "need a visa",
    "need visa",
    "necesito (una )?visa",
    "preciso (de )?(um )?visto",
    "(necesita|necesitan|precisa|precisam) (de )?(una |um )?(visa|visto)",
    "e ?visa",
    "how long can i (stay|be|remain)",
    "can i stay",
    "how many days",
    "cuanto tiempo (puedo|me puedo)",
    "cuantos dias",
    "quanto tempo (posso|eu posso)",
    "quantos dias",
    "90 days",
    "180 days",
    "90 dias",
    "180 dias",
    "stay as",
    "stay for",
    "valid for",
    "how long (is|does)( \\w+){1,6} (valid|last)",
    "how long (is|does) it last",
    "(duracion|duracao|vigencia|validez|validade)",
    "cuanto (dura|tiempo dura)",
    "quanto tempo (dura|vale)",
    "quedarme",
    "ficar",
  ]),
  extension: wordPattern([
    "extend",
    "extending",
    "extended",
    "extension",
    "extensions",
    "prorroga",
    "prorrogacao",
    "prorrogar",
    "renew",
    "renewal",
    "renewable",
    "overstay",
    "overstaying",
    "overstayed",
    "more than (90|180) days",
    "longer than (90|180) days",
    "extra days",
    "ampliar",
    "ampliacion",
    "estender",
    "extender",
    "extension de",
    "renovar",
    "ficar mais",
    "quedarme mas",
  ]),
  tax: /\b(tax|taxes|taxed|taxation|impuestos?|impostos?|183 days|183 dias|residencia fiscal|residencia tributaria|residente fiscal|residente tributari[oa]|fiscal|fiscais|fiscales|tributar|tributacion|tributacao)\b/,
  documents: wordPattern([
    "documents?",
    "documentation",
    "paperwork",
    "papers",
    "documentos?",
    "documentacion",
    "documentacao",
    "papeles",
    "papeis",
    "criminal records?",
    "background checks?",
    "police (records?|certificates?)",
    "antecedentes",
    "apostilles?",
    "apostillas?",
    "apostilas?",
    "what do i need to (apply|submit|bring|prepare)",
    "(what do i need|que necesito|que preciso) (for|para)( the| a| la| el| o)?( \\w+)? (visas?|visto|permit|permiso|residen\\w*|nomad\\w*)",
  ]),
  fees: wordPattern([
    "fees?",
    "costs?",
    "price",
    "how much (does|is|do) (it|the|they)",
    "cost of",
    "tasas?",
    "tarifas?",
    "costos?",
    "cuesta",
    "cuanto cuesta",
    "custa",
    "quanto custa",
    "precio",
    "preco",
    "cuanto (sale|vale|se paga)",
    "quanto (sai|se paga)",
    "taxas?",
    "aranceles?",
    "expensive",
    "cheap",
  ]),
  "processing-time": wordPattern([
    "processing",
    "decides?",
    "decided",
    "decision",
    "decisao",
    "resuelve",
    "resolucion",
    "business days",
    "dias habiles",
    "dias uteis",
    "how long (does|will|do|would)( \\w+){1,7} take",
    "how long to (get|process)",
    "how fast",
    "how quickly",
    "tarda",
    "demora",
    "quanto tempo leva",
    "tiempo de (tramite|procesamiento|espera)",
    "tempo de (processamento|espera|analise)",
    "waiting time",
    "wait time",
    "turnaround",
  ]),
  "how-to-apply": wordPattern([
    "apply",
    "applying",
    "application",
    "how (do|can|could) i (get|obtain)",
    "how to (get|obtain)",
    "steps",
    "solicitar",
    "solicitud",
    "aplicar",
    "tramite",
    "tramitar",
    "como (obtener|consigo|conseguir|solicitar|tirar|pedir|obtengo|tramito|solicito|aplico|sacar|saco|obter|peco|faco)",
    "como (la|lo|o|a) (obtengo|consigo|tramito|solicito|pido|saco|obtenho|tiro|peco)",
    "pasos",
    "passos",
    "solicitacao",
    "register",
    "registration",
  ]),
  "entry-requirements": wordPattern([
    "passports?",
    "pasaporte",
    "passaporte",
    "onward (ticket|flight|travel)",
    "return ticket",
    "proof of onward",
    "yellow fever",
    "fiebre amarilla",
    "febre amarela",
    "vaccines?",
    "vaccinations?",
    "vaccinated",
    "vacunas?",
    "vacinas?",
    "entry requirements?",
    "requisitos de entrada",
    "customs",
    "aduana",
    "check mig",
    "checkmig",
    "fmm",
    "border",
    "frontera",
    "fronteira",
    "boarding",
    "galapagos",
    "(to|when|before) (enter|entering)",
    "(para|al|ao|antes de) entrar",
    "before (flying|i fly|travel\\w*|i travel|arriving|my trip)",
    "(pasaje|boleto|billete|passagem) de (salida|regreso|vuelta|volta|saida)",
  ]),
  insurance: wordPattern([
    "insurance",
    "insured",
    "health cover",
    "seguro",
    "seguros",
    "seguro (medico|de salud|de saude|de viaje|de viagem)",
    "plano de saude",
  ]),
  payers: wordPattern([
    "who (can|may) pay me",
    "paid by",
    "get paid",
    "local (clients?|company|companies|employer|job|work)",
    "work for (a )?(local|colombian|mexican|brazilian|peruvian|chilean|argentine|costa rican|ecuadorian|uruguayan)",
    "work locally",
    "clientes (locales|locais)",
    "empresas? (local|locales|locais)",
    "trabajar para (una )?empresa",
    "trabalhar para (uma )?empresa",
    "quien puede pagarme",
    "quem pode me pagar",
    "(can|may) i work for",
    "puedo trabajar para",
    "posso trabalhar para",
    "foreign (clients?|employer)",
    "clients? abroad",
  ]),
  "other-visas": wordPattern([
    "retire",
    "retired",
    "retirement",
    "retiree",
    "pension",
    "pensioner",
    "pensionado",
    "jubilado",
    "jubilados",
    "jubilacion",
    "aposentados?",
    "aposentadoria",
    "rentista",
    "investor",
    "investment",
    "inversionista",
    "investidor",
    "inversion",
    "investimento",
    "mercosur",
    "mercosul",
    "working holiday",
    "work holiday",
    "permanent residen\\w*",
    "residencia permanente",
    "residencia definitiva",
    "spouse",
    "married",
  ]),
};

/** Visa topics asked about, in order of first mention in the text. */
export function detectIntents(text: string): VisaIntent[] {
  const haystack = normalizeText(text);
  const found: Array<{ intent: VisaIntent; at: number }> = [];
  for (const [intent, pattern] of Object.entries(INTENT_PATTERNS) as Array<[VisaIntent, RegExp]>) {
    const match = pattern.exec(haystack);
    if (match) found.push({ intent, at: match.index });
  }
  // "requirements" alone means the paperwork, unless it is about entry or income.
  const requirements = /\b(requirements?|requisitos?)\b/.exec(haystack);
  if (
    requirements &&
    !found.some((f) => f.intent === "entry-requirements" || f.intent === "income" || f.intent === "documents")
  ) {
    found.push({ intent: "documents", at: requirements.index });
  }
  // "Taxes on my foreign income" is about tax, not about the income a visa asks for.
  if (
    found.some((f) => f.intent === "tax") &&
    !/\b(how much|minimum|requirements?|required|need to (make|earn)|enough)\b/.test(haystack)
  ) {
    return found
      .filter((f) => f.intent !== "income")
      .sort((a, b) => a.at - b.at)
      .map((f) => f.intent);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.intent);
}

export const INTENT_TOPICS: Record<VisaIntent, VisaTopic[]> = {
  "nomad-visa": ["digital-nomad-visa"],
  income: ["income-requirement"],
  "tourist-stay": ["tourist-entry"],
  extension: ["extensions"],
  tax: ["tax-residency"],
  documents: ["documents"],
  fees: ["fees"],
  "processing-time": ["processing-time"],
  "how-to-apply": ["how-to-apply"],
  "entry-requirements": ["entry-requirements"],
  "other-visas": ["other-visas"],
  insurance: ["documents", "digital-nomad-visa"],
  payers: ["digital-nomad-visa", "income-requirement"],
};

const FOLLOW_UP = /^ (and|what about|how about|y|e|y en|e no|e em|que tal|and for|and in|what of) /;

export type ResolvedQuery = {
  countries: string[];
  intents: VisaIntent[];
  countriesFromHistory: boolean;
  intentsFromHistory: boolean;
  /** What to run the full-text search on: the question, plus the earlier message whose topic it keeps. */
  searchText: string;
};

/**
 * Countries and intents of a question, completed from the conversation: a question without a country
 * ("How much income do I need?") is about the last country the user mentioned, and a short follow-up
 * without a topic ("What about Ecuador?") keeps the previous topic. `history` is the user's earlier
 * messages, oldest first; only the last three are looked at, so an old topic does not stick forever.
 */
export function resolveQuery(question: string, history: readonly string[] = []): ResolvedQuery {
  const recent = history.slice(-3).reverse();
  let countries = detectCountries(question);
  let countriesFromHistory = false;
  if (countries.length === 0) {
    for (const message of recent) {
      countries = detectCountries(message);
      if (countries.length > 0) {
        countriesFromHistory = true;
        break;
      }
    }
  }
  let intents = detectIntents(question);
  let intentsFromHistory = false;
  let searchText = question;
  const normalized = normalizeText(question);
  const looksLikeFollowUp = FOLLOW_UP.test(normalized) || normalized.trim().split(" ").length <= 4;
  if (intents.length === 0 && looksLikeFollowUp) {
    for (const message of recent) {
      intents = detectIntents(message);
      if (intents.length > 0) {
        intentsFromHistory = true;
        searchText = `${question}\n${message}`;
        break;
      }
    }
  }
  return { countries, intents, countriesFromHistory, intentsFromHistory, searchText };
}

// Words that carry no meaning for ranking, in the three languages people ask in.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does for from get got has have how i if im in is it its me my of on or our should so than that the their there this to us was we what when where which who will with would you your " +
    "al con como cual cuando de del el en es esta este hay la las lo los me mi para pero por puedo que se si sin su un una y yo " +
    "son unos unas tengo tiene necesito muy mas ya tambien " +
    "ao as com da das de do dos e em esta eu meu minha na no nos o os para pelo pela por posso qual quando se sem um uma " +
    "tem tenho preciso muito mais ja voce"
  ).split(" "),
);

function processTerm(term: string): string | null {
  const t = normalizeText(term).trim();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

type IndexedPassage = Omit<RetrievedPassage, "score">;
type SearchIndex = { index: MiniSearch<IndexedPassage>; byId: Map<string, IndexedPassage> };

const indexes = new Map<Locale, SearchIndex>();

/**
 * One index per language, built on first use and kept for the life of the process: the knowledge
 * base is static. A language's index searches its own passages, with the English keywords and
 * country names as a fallback for people who mix in English terms ("DNV", "remote work visa").
 */
function searchIndex(language: Locale): SearchIndex {
  let built = indexes.get(language);
  if (!built) {
    const passages = allPassages(language);
    const english = new Map(allPassages("en").map((p) => [p.id, p]));
    const index = new MiniSearch<IndexedPassage>({
      fields: ["title", "text", "keywords", "englishKeywords", "countryName", "topic"],
      storeFields: ["topic", "countryId"],
      extractField: (passage, field) => {
        const fallback = language === "en" ? undefined : english.get(passage.id);
        if (field === "englishKeywords") return fallback?.keywords ?? [];
        if (field === "countryName" && fallback) return `${passage.countryName} ${fallback.countryName}`;
        return passage[field as keyof IndexedPassage];
      },
      stringifyField: (value: unknown, field: string) =>
        field === "keywords" || field === "englishKeywords"
          ? (value as string[]).join(" ")
          : field === "topic"
            ? String(value).replaceAll("-", " ")
            : String(value),
      processTerm,
      searchOptions: {
        boost: { title: 2, keywords: 2, englishKeywords: 1, topic: 1.5 },
        prefix: (term: string) => term.length > 3,
        fuzzy: (term: string) => (term.length > 5 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    index.addAll(passages);
    built = { index, byId: new Map(passages.map((p) => [p.id, p])) };
    indexes.set(language, built);
  }
  return built;
}

// The first topic asked is usually the point of the question ("how much does the nomad visa cost?"),
// the later ones its subject, so it gets the larger boost.
const MAIN_TOPIC_BOOST = 3;
const OTHER_TOPIC_BOOST = 2;

/**
 * The passages that best answer the question, best first, each with its score, in `language` (the
 * language of the answer; English by default).
 */
export function retrievePassages(
  question: string,
  options: { limit?: number; history?: string[]; language?: Locale } = {},
): RetrievedPassage[] {
  const limit = options.limit ?? 4;
  const { index, byId } = searchIndex(options.language ?? "en");
  const { countries, intents, searchText } = resolveQuery(question, options.history);
  const countrySet = new Set(countries);
  const wantedTopics = new Set(intents.flatMap((intent) => INTENT_TOPICS[intent]));
  const mainTopics = new Set(intents.slice(0, 1).flatMap((intent) => INTENT_TOPICS[intent]));

  const topicBoost = (topic: unknown) => {
    if (mainTopics.has(topic as VisaTopic)) return MAIN_TOPIC_BOOST;
    if (wantedTopics.has(topic as VisaTopic)) return OTHER_TOPIC_BOOST;
    return wantedTopics.size === 0 && topic === "overview" ? 2 : 1;
  };
  const hits = index.search(searchText, {
    filter: countrySet.size > 0 ? (result) => countrySet.has(result.countryId as string) : undefined,
    boostDocument: (_id, _term, stored) => topicBoost(stored?.topic),
  });
  const scores = new Map(hits.map((hit) => [hit.id as string, hit.score]));

  // A named country plus a clear topic is reliable even when the wording shares no term with the
  // passage ("¿Cuánto dinero necesito?" vs "Income requirement"), so those passages always compete.
  if (countrySet.size > 0) {
    const best = Math.max(1, ...scores.values());
    const defaultTopics = wantedTopics.size > 0 ? wantedTopics : new Set<VisaTopic>(["overview"]);
    for (const passage of byId.values()) {
      if (countrySet.has(passage.countryId) && defaultTopics.has(passage.topic) && !scores.has(passage.id))
        scores.set(passage.id, best * 0.5);
    }
  }

  const ranked = [...scores.entries()]
    .map(([id, score]) => ({ ...(byId.get(id) as IndexedPassage), score }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return diversify(ranked, countries).slice(0, limit);
}

/** With several countries named, each one's best passage comes first so none is crowded out. */
function diversify(ranked: RetrievedPassage[], countries: string[]): RetrievedPassage[] {
  if (countries.length < 2) return ranked;
  const leaders = countries
    .map((id) => ranked.find((p) => p.countryId === id))
    .filter((p): p is RetrievedPassage => Boolean(p));
  const leaderIds = new Set(leaders.map((p) => p.id));
  return [...leaders, ...ranked.filter((p) => !leaderIds.has(p.id))];
}
