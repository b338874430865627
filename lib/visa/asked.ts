import type { Passport } from "@/lib/guides/entry";
import type { PayerKind } from "./facts/schema";
import { normalizeText } from "./retrieval";
import { wordPattern } from "@/lib/utils/word-pattern";

/**
 * What a question says besides its countries and topics: the asker's situation (nationality,
 * income, savings, who pays them, how long they want to stay, dependants), a figure it takes for
 * granted ("Uruguay requires USD 5,000 a month, right?"), and its form: a yes/no question gets a
 * verdict word, a question about fit gets the eligibility check. Patterns run on normalizeText
 * output (lowercase, accent-free), in English, Spanish and Portuguese.
 */

export type Profile = {
  passport?: Passport;
  /** Monthly income in US dollars. */
  incomeUsd?: number;
  savingsUsd?: number;
  payer?: PayerKind;
  stayDays?: number;
  dependants?: number;
};

export type Asked = {
  profile: Profile;
  /** A US dollar amount the question asserts as a rule, not as the asker's own. */
  claimedUsd?: number;
  /** A number of days the question asserts as a rule. */
  claimedDays?: number;
  /** The claimed days are working days ("15 business days", "15 días hábiles", "15 dias úteis"). */
  claimedBusinessDays?: boolean;
  /** The question asks to confirm what it states ("…, right?", "¿verdad?", "né?"). */
  seeksConfirmation: boolean;
  yesNo: boolean;
  fit: boolean;
};

const PASSPORT_WORDS: Record<Passport, string[]> = {
  us: [
    "american", "americans", "us citizens?", "us passports?", "usa", "u s", "u s a", "from the us",
    "united states", "estadounidenses?", "norteamerican[oa]s?", "norte americano[as]?", "americano[as]?",
    "eeuu", "ee uu", "estados unidos", "eua",
  ],
  ca: ["canadian", "canadians", "canada", "canadienses?", "canadenses?"],
  uk: [
    "british", "brits?", "briton", "uk", "united kingdom", "english passport", "scottish", "welsh",
    "britanic[oa]s?", "reino unido", "ingles passport", "pasaporte ingles", "passaporte ingles",
  ],
  au: ["australian", "australians", "australia", "australian[oa]s?"],
  eu: [
    "eu", "european", "europeans", "schengen", "europe[oa]s?", "europeus?", "union europea",
    "uniao europeia", "german", "germans", "french", "italian", "dutch", "irish", "belgian",
    "austrian", "swedish", "polish", "greek", "finnish", "danish", "spanish passport",
    "portuguese passport", "spaniard", "aleman(a|es)?", "frances(a|es)?", "italian[oa]s?",
    "holandes(a|es)?", "irlandes(a|es)?", "espanol(a|es)?", "alema(o|es)?", "francese?s?",
    "holandese?s?", "portugues(a|es)?", "espanhol(a|is)?", "germany", "france", "italy", "spain",
    "portugal", "netherlands", "ireland", "alemania", "francia", "italia", "espana", "alemanha",
    "franca", "espanha", "holanda", "irlanda",
  ],
}; // prettier-ignore

/** The asker's passport when the question states one ("I'm American", "soy estadounidense", "sou britânico"). */
export function statedPassport(text: string): Passport | undefined {
  const haystack = normalizeText(text);
  let best: { passport: Passport; at: number } | undefined;
  for (const [passport, words] of Object.entries(PASSPORT_WORDS) as Array<[Passport, string[]]>) {
    const match = wordPattern(words).exec(haystack);
    if (match && (!best || match.index < best.at)) best = { passport, at: match.index };
  }
  return best?.passport;
}

// An amount in dollars: "USD 2,500", "US$3000", "$2.5k", "2500 dollars", "2.500 dólares".
const MONEY =
  /(?:\b(?:usd|us ?\$|u\$s)\s?|\$\s?)(\d[\d.,]*)\s?(k|mil)?\b|\b(\d[\d.,]*)\s?(k|mil)?\s?(?:usd|us dollars?|dollars?|dolares|dólares|bucks)\b/gi;

function number(raw: string, thousands: string | undefined): number {
  const grouped = /^\d{1,3}([.,]\d{3})+$/.test(raw);
  const value = grouped ? Number(raw.replace(/[.,]/g, "")) : Number(raw.replace(",", "."));
  return thousands ? value * 1000 : value;
}

type Amount = { usd: number; at: number; end: number };

function amounts(text: string): Amount[] {
  return [...text.matchAll(MONEY)].map((m) => ({
    usd: number((m[1] ?? m[3]) as string, m[2] ?? m[4]),
    at: m.index,
    end: m.index + m[0].length,
  }));
}

const YEARLY =
  /^\W*(a|per|each|every|\/)\s?(year|yr|annum)|^\W*(al|por|cada) a[nñ]o|^\W*(ao|por|cada) ano|^\W*(annually|yearly|anuales|anuais)/i;
const SAVINGS =
  /\b(savings|saved|in the bank|ahorros?|ahorrado|ahorrados|poupanca|economias|guardado|no banco|en el banco)\b/i;
const MY_INCOME =
  /\b(earn|earns|i make|we make|make about|get paid|i am paid|i'm paid|my income|my salary|i have an income|income of|earning|gano|ganamos|cobro|mis ingresos|mi ingreso|mi sueldo|mi salario|ganho|ganhamos|recebo|minha renda|meu salario|meus rendimentos)\b/i;
const I_HAVE = /\b(i have|i've got|tengo|tenho)\b/i;

const CONFIRMATION = wordPattern([
  "right",
  "correct",
  "true",
  "is that so",
  "isn t it",
  "don t they",
  "doesn t it",
  "verdad",
  "cierto",
  "correcto",
  "no es asi",
  "certo",
  "verdade",
  "correto",
  "ne",
  "nao e",
  "confirm",
  "confirma",
  "confirmar",
]);

const DAYS = /\b(\d{1,4})\s?(days?|dias|weeks?|semanas|months?|meses|years?|anos)\b/;
const unitDays = (unit: string) =>
  /^(week|semana)/.test(unit) ? 7 : /^(month|mes)/.test(unit) ? 30 : /^(year|ano)/.test(unit) ? 365 : 1;

// The asker's own plan ("I want to stay 6 months"), not a rule the question quotes.
const STAY_PLAN =
  /\b((want|wants|like|plan|planning|going|hope|hoping) to|i want|i d like|i would like|i plan|planning|i m going|i will|i ll|we want|we plan|quiero|queremos|planeo|planeamos|voy a|vamos a|quero|queremos|pretendo|pretendemos|vou|vamos)\b/;

const DEPENDANTS: Array<[RegExp, number | "count"]> = [
  [/\b(wife|husband|spouse|partner|esposa|esposo|marido|pareja|mujer|mulher|companheir[oa]|conyuge)\b/, 1],
  [
    /\b(\d|one|two|three|four|dos|tres|cuatro|dois|duas|tres|quatro)\s(kids|children|sons|daughters|hijos|hijas|ninos|filhos|filhas|criancas)\b/,
    "count",
  ],
  [/\b(my|mi|meu|minha) (kid|child|son|daughter|baby|hijo|hija|bebe|filho|filha)\b/, 1],
];
const COUNTS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
  dois: 2,
  duas: 2,
  quatro: 4,
};

const PAYERS: Array<[RegExp, PayerKind]> = [
  [/\b(local (company|employer|clients?)|empresa local|clientes locales|clientes locais|(colombian|mexican|brazilian|peruvian|chilean|argentine|costa rican|ecuadorian|uruguayan|paraguayan|bolivian) (company|employer|clients?)|empresa (colombiana|mexicana|brasilena|brasileira|peruana|chilena|argentina|costarricense|ecuatoriana|uruguaya|uruguaia|paraguaya|paraguaia|boliviana))\b/, "local"],
  [/\b(clients?|customers?|clientes) (abroad|overseas|outside|from abroad|in the us|in europe|en el extranjero|del exterior|de fuera|no exterior|de fora|estrangeiros|extranjeros)|\bfreelanc\w*|\bautonom[oa]\b|\bindependiente\b/, "foreign-clients"],
  [/\b(foreign|us|american|european|uk|canadian|australian|remote) (company|employer)|\b(employer|company) (abroad|overseas)|\bempresa (extranjera|estrangeira|de fuera|de fora|americana|estadounidense|europea|europeia)|\bempleador extranjero|\bempregador estrangeiro|\bwork remotely for\b|\btrabajo (en )?remoto para\b|\btrabalho remoto para\b/, "foreign-employer"],
]; // prettier-ignore

// A question starting with a verb or auxiliary asks yes or no; one with a question word asks for a value.
const YES_NO_START =
  /^ (do|does|did|is|are|was|were|can|could|will|would|should|shall|may|must|have|has|am|isn t|aren t|don t|doesn t|can t)\b/;
const QUESTION_WORD =
  /\b(what|what s|which|how|where|when|who|why|whats|que|cual|cuales|cuanto|cuanta|cuantos|cuantas|como|donde|cuando|quien|por que|qual|quais|quanto|quanta|quantos|quantas|onde|quando|quem|por que)\b/;
const FIT = wordPattern([
  "guarantee",
  "will i (get|be approved)",
  "i ll get",
  "do i qualify",
  "would i qualify",
  "can i qualify",
  "am i eligible",
  "eligible",
  "eligibility",
  "can i get",
  "could i get",
  "can i apply",
  "could i apply",
  "enough (for|to)",
  "is that enough",
  "califico",
  "calificaria",
  "puedo calificar",
  "cumplo",
  "soy elegible",
  "puedo (obtener|pedir|solicitar|sacar|aplicar)",
  "me alcanza",
  "alcanza",
  "es suficiente",
  "me qualifico",
  "qualifico",
  "sou elegivel",
  "posso (obter|pedir|solicitar|tirar|conseguir|aplicar)",
  "e suficiente",
  "basta",
]);

export function readAsked(question: string): Asked {
  const haystack = normalizeText(question);
  const profile: Profile = {};
  const passport = statedPassport(question);
  if (passport) profile.passport = passport;

  const seeksConfirmation = CONFIRMATION.test(haystack) && /\?\s*$|,\s*\S+\?/.test(question.trim() + "?");
  let claimedUsd: number | undefined;
  for (const amount of amounts(question)) {
    const before = question.slice(Math.max(0, amount.at - 60), amount.at);
    const after = question.slice(amount.end, amount.end + 30);
    const monthly = YEARLY.test(after) ? amount.usd / 12 : amount.usd;
    if (SAVINGS.test(before + after) && (I_HAVE.test(before) || /\bmy|mis|minhas?\b/i.test(before)))
      profile.savingsUsd = amount.usd;
    else if (MY_INCOME.test(before) || (I_HAVE.test(before) && /income|ingreso|renda/i.test(after)))
      profile.incomeUsd = Math.round(monthly);
    else claimedUsd ??= Math.round(monthly);
  }

  const days = DAYS.exec(haystack);
  const dayCount = days ? Number(days[1]) * unitDays(days[2] as string) : undefined;
  if (dayCount && STAY_PLAN.test(haystack.slice(0, days?.index))) profile.stayDays = dayCount;

  let dependants = 0;
  for (const [pattern, value] of DEPENDANTS) {
    const match = pattern.exec(haystack);
    if (match)
      dependants += value === "count" ? Number(match[1]) || (COUNTS[match[1] as string] ?? 1) : value;
  }
  if (dependants > 0) profile.dependants = dependants;
  for (const [pattern, payer] of PAYERS)
    if (pattern.test(haystack)) {
      profile.payer = payer;
      break;
    }

  // "¿Colombia tiene visa y cuánto necesito?" asks yes or no first: only the first clause decides.
  const firstClause = ` ${haystack.split(/ (?:and|y|e|or|o|ou) |,|;/)[0]?.trim() ?? ""} `;
  const yesNo = YES_NO_START.test(firstClause) || !QUESTION_WORD.test(firstClause) || seeksConfirmation;
  return {
    profile,
    claimedUsd: seeksConfirmation ? claimedUsd : undefined,
    claimedDays: seeksConfirmation && !profile.stayDays ? dayCount : undefined,
    claimedBusinessDays: /\b(business|working|habiles|uteis) days?\b|\bdias (habiles|uteis)\b/.test(haystack),
    seeksConfirmation,
    yesNo,
    fit: FIT.test(haystack) || profile.incomeUsd !== undefined || profile.savingsUsd !== undefined,
  };
}

/** The eligibility check with what the question states, in the answer's language. */
export function eligibilityHref(profile: Profile, language: "en" | "es" | "pt"): string {
  const params = new URLSearchParams();
  if (profile.passport) params.set("nationality", profile.passport);
  if (profile.incomeUsd !== undefined) params.set("income", String(profile.incomeUsd));
  if (profile.savingsUsd !== undefined) params.set("savings", String(profile.savingsUsd));
  if (profile.payer) params.set("payer", profile.payer);
  if (profile.stayDays !== undefined) params.set("stay", String(profile.stayDays));
  if (profile.dependants !== undefined) params.set("dependants", String(profile.dependants));
  const query = params.toString();
  return `${language === "en" ? "" : `/${language}`}/visa/eligibility${query ? `?${query}` : ""}`;
}
