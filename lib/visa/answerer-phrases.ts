import { formatCalendarDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Every fixed phrase of the built-in answerer, per language. They live here, typed, rather than in
 * the `assistant` message catalogue: that namespace is handed to the chat's client components,
 * which never show these phrases, and the answerer composes them synchronously on the server with
 * arguments (names, lists, dates) that a function per phrase types exactly. TypeScript holds the
 * three languages to the same phrases. The text they wrap (passages, summaries, names) comes from
 * the knowledge base in the same language.
 */

/** A country as the answer names it, in the answer's language. */
export type Named = { id: string; name: string };

export type AnswererPhrases = {
  thanks: string;
  /** The verdict that leads a yes/no answer, with the country when several are compared. */
  yes: (country?: string) => string;
  no: (country?: string) => string;
  /** "No. Chile has…" at the start of a passage, dropped when the verdict already says it. */
  leadingVerdict: RegExp;
  hasNomadVisa: (country: Named, visa: string, duration: string) => string;
  noDedicatedNomadVisa: (country: Named) => string;
  unconfirmed: string;
  noNomadIncome: (country: Named) => string;
  labels: {
    incomeRequirement: string;
    income: string;
    touristStay: string;
    extensions: string;
    taxes: string;
    documents: string;
    documentsFor: (visa: string) => string;
    fees: string;
    processingTime: string;
    howToApply: string;
    howToApplyFor: (visa: string) => string;
    entryRequirements: string;
    otherRoutes: string;
  };
  compareNomadVisas: {
    intro: string;
    incomeAbout: (usd: number) => string;
    income: string;
    without: (countries: string) => string;
  };
  compareTouristStays: { intro: string; days: (days: number) => string; outro: string };
  askWhichCountry: (countries: string) => [string, string];
  outOfScope: (assistantName: string, countries: string) => [string, string];
  sources: string;
  officialPage: (country: string, visa: string) => string;
  /** The closing line: when the knowledge was reviewed (one date, or the first and last), and the disclaimer. */
  closing: (reviewed: { first: string; last: string }) => string;
  /** "A, B and C". */
  list: (names: string[]) => string;
};

const usd = (amount: number, locale: Locale) => `USD ${formatNumber(amount, locale)}`;

function joined(names: string[], and: string): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** The country with its article, as Portuguese names most countries: "o Chile", "a Colômbia". */
const ptArticles: Record<string, "o" | "a"> = {
  argentina: "a",
  bolivia: "a",
  brazil: "o",
  chile: "o",
  colombia: "a",
  "costa-rica": "a",
  ecuador: "o",
  mexico: "o",
  paraguay: "o",
  peru: "o",
  uruguay: "o",
};
/** Countries the Portuguese text names with an article; a test holds it to the knowledge base. */
export const portugueseArticles: Readonly<Record<string, "o" | "a">> = ptArticles;
const pt = (country: Named) => `${ptArticles[country.id] ?? "o"} ${country.name}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const en: AnswererPhrases = {
  thanks: "You're welcome! Ask me anything else about visas and stays in Latin America.",
  yes: (country) => `**Yes${country ? ` (${country})` : ""}.**`,
  no: (country) => `**No${country ? ` (${country})` : ""}.**`,
  leadingVerdict: /^(No|Yes)\.\s+/,
  hasNomadVisa: (country, visa, duration) =>
    `${country.name} has a digital nomad visa: ${visa}, ${duration}.`,
  noDedicatedNomadVisa: (country) => `${country.name} has no dedicated digital nomad visa.`,
  unconfirmed: "Its requirements are not yet confirmed by official sources, so check before you rely on it.",
  noNomadIncome: (country) =>
    `${country.name} has no digital nomad visa, so there is no nomad income threshold.`,
  labels: {
    incomeRequirement: "Income requirement",
    income: "Income",
    touristStay: "Tourist stay",
    extensions: "Extensions",
    taxes: "Taxes",
    documents: "Documents",
    documentsFor: (visa) => `Documents for the ${visa}`,
    fees: "Fees",
    processingTime: "Processing time",
    howToApply: "How to apply",
    howToApplyFor: (visa) => `How to apply for the ${visa}`,
    entryRequirements: "Entry requirements",
    otherRoutes: "Other routes",
  },
  compareNomadVisas: {
    intro:
      "Of the 11 Latin American countries I cover, these have a digital nomad visa (lowest income requirement first):",
    incomeAbout: (amount) => `about ${usd(amount, "en")} a month.`,
    income: "Income",
    without: (countries) =>
      `No dedicated digital nomad visa: ${countries}. Remote workers there stay as tourists or use another residence route. Ask me about one country for its documents, fees and how to apply.`,
  },
  compareTouristStays: {
    intro: "Visa-free tourist stays for US, EU/Schengen, UK, Canadian and Australian passports, by country:",
    days: (days) => `${days} days`,
    outro: "Tell me the country you are going to and I can add the extension rules and entry requirements.",
  },
  askWhichCountry: (countries) => [
    `I don't know which country you mean. I cover 11 countries: ${countries}.`,
    "Please rephrase your question with the country, for example “How long can I stay in Peru as a tourist?”. For a complex personal case, ask an immigration lawyer.",
  ],
  outOfScope: (assistantName, countries) => [
    `Sorry, I don't know the answer to that. I'm ${assistantName}, and I can only help with visas, immigration and nomad life in the 11 Latin American countries I cover: ${countries}.`,
    "Try rephrasing your question about one of these countries, for example “Does Colombia have a digital nomad visa?”. For anything else, or a complex personal case, please ask an immigration lawyer.",
  ],
  sources: "Sources",
  officialPage: (country, visa) => `${country}: ${visa} (official page)`,
  closing: ({ first, last }) => {
    const reviewed =
      first === last
        ? formatCalendarDate(first, "en")
        : `between ${formatCalendarDate(first, "en")} and ${formatCalendarDate(last, "en")}`;
    return `_Last reviewed: ${reviewed}. This is general information, not legal advice: rules change, so check the official sources, and ask an immigration lawyer for complex cases._`;
  },
  list: (names) => joined(names, "and"),
};

const es: AnswererPhrases = {
  thanks: "¡De nada! Pregúntame lo que quieras sobre visas y estadías en América Latina.",
  yes: (country) => `**Sí${country ? ` (${country})` : ""}.**`,
  no: (country) => `**No${country ? ` (${country})` : ""}.**`,
  leadingVerdict: /^(No|Sí)\.\s+/,
  hasNomadVisa: (country, visa, duration) =>
    `${country.name} tiene una visa para nómadas digitales: ${visa}, ${duration}.`,
  noDedicatedNomadVisa: (country) => `${country.name} no tiene una visa específica para nómadas digitales.`,
  unconfirmed:
    "Sus requisitos todavía no están confirmados por fuentes oficiales, así que verifícalos antes de contar con ella.",
  noNomadIncome: (country) =>
    `${country.name} no tiene visa para nómadas digitales, así que no hay un ingreso mínimo para nómadas.`,
  labels: {
    incomeRequirement: "Ingresos requeridos",
    income: "Ingresos",
    touristStay: "Estadía como turista",
    extensions: "Prórrogas",
    taxes: "Impuestos",
    documents: "Documentos",
    documentsFor: (visa) => `Documentos (${visa})`,
    fees: "Costos",
    processingTime: "Tiempo de trámite",
    howToApply: "Cómo hacer el trámite",
    howToApplyFor: (visa) => `Cómo hacer el trámite (${visa})`,
    entryRequirements: "Requisitos de entrada",
    otherRoutes: "Otras vías",
  },
  compareNomadVisas: {
    intro:
      "De los 11 países de América Latina que cubro, estos tienen visa para nómadas digitales (de menor a mayor ingreso exigido):",
    incomeAbout: (amount) => `unos ${usd(amount, "es")} al mes.`,
    income: "Ingresos",
    without: (countries) =>
      `Sin visa específica para nómadas digitales: ${countries}. Allí, quienes trabajan en remoto se quedan como turistas o usan otra vía de residencia. Pregúntame por un país y te cuento qué documentos pide, cuánto cuesta y cómo solicitarla.`,
  },
  compareTouristStays: {
    intro:
      "Estadías como turista sin visa para pasaportes de EE. UU., la UE/Schengen, el Reino Unido, Canadá y Australia, por país:",
    days: (days) => `${days} días`,
    outro: "Dime a qué país vas y te cuento cómo prorrogar la estadía y qué requisitos de entrada hay.",
  },
  askWhichCountry: (countries) => [
    `No sé a qué país te refieres. Cubro 11 países: ${countries}.`,
    "Vuelve a escribir tu pregunta con el país, por ejemplo: “¿Cuánto tiempo puedo quedarme en Perú como turista?”. Para un caso personal complejo, consulta a un abogado de inmigración.",
  ],
  outOfScope: (assistantName, countries) => [
    `Lo siento, no lo sé. Soy ${assistantName} y solo puedo ayudarte con visas, migración y vida nómada en los 11 países de América Latina que cubro: ${countries}.`,
    "Intenta reformular tu pregunta sobre uno de estos países, por ejemplo: “¿Colombia tiene visa para nómadas digitales?”. Para cualquier otro tema, o un caso personal complejo, consulta a un abogado de inmigración.",
  ],
  sources: "Fuentes",
  officialPage: (country, visa) => `${country}: ${visa} (página oficial)`,
  closing: ({ first, last }) => {
    const reviewed =
      first === last
        ? formatCalendarDate(first, "es")
        : `entre el ${formatCalendarDate(first, "es")} y el ${formatCalendarDate(last, "es")}`;
    return `_Última revisión: ${reviewed}. Esto es información general, no asesoría legal: las normas cambian, así que consulta las fuentes oficiales y, para casos complejos, habla con un abogado de inmigración._`;
  },
  list: (names) => joined(names, "y"),
};

const ptBr: AnswererPhrases = {
  thanks: "De nada! Pode me perguntar o que quiser sobre vistos e estadias na América Latina.",
  yes: (country) => `**Sim${country ? ` (${country})` : ""}.**`,
  no: (country) => `**Não${country ? ` (${country})` : ""}.**`,
  leadingVerdict: /^(Não|Sim)\.\s+/,
  hasNomadVisa: (country, visa, duration) =>
    `${capitalized(pt(country))} tem um visto para nômades digitais: ${visa}, ${duration}.`,
  noDedicatedNomadVisa: (country) =>
    `${capitalized(pt(country))} não tem um visto específico para nômades digitais.`,
  unconfirmed:
    "Os requisitos ainda não foram confirmados por fontes oficiais, então confira antes de contar com ele.",
  noNomadIncome: (country) =>
    `${capitalized(pt(country))} não tem visto para nômades digitais, então não há renda mínima para nômades.`,
  labels: {
    incomeRequirement: "Renda exigida",
    income: "Renda",
    touristStay: "Estadia como turista",
    extensions: "Prorrogações",
    taxes: "Impostos",
    documents: "Documentos",
    documentsFor: (visa) => `Documentos (${visa})`,
    fees: "Taxas",
    processingTime: "Prazo de análise",
    howToApply: "Como fazer o pedido",
    howToApplyFor: (visa) => `Como fazer o pedido (${visa})`,
    entryRequirements: "Requisitos de entrada",
    otherRoutes: "Outros caminhos",
  },
  compareNomadVisas: {
    intro:
      "Dos 11 países da América Latina que eu cubro, estes têm visto para nômades digitais (da menor para a maior renda exigida):",
    incomeAbout: (amount) => `cerca de ${usd(amount, "pt")} por mês.`,
    income: "Renda",
    without: (countries) =>
      `Sem visto específico para nômades digitais: ${countries}. Nesses países, quem trabalha remotamente fica como turista ou usa outro caminho de residência. Pergunte sobre um país e eu conto quais documentos ele pede, quanto custa e como solicitar.`,
  },
  compareTouristStays: {
    intro:
      "Estadias como turista sem visto para passaportes dos EUA, da UE/Schengen, do Reino Unido, do Canadá e da Austrália, por país:",
    days: (days) => `${days} dias`,
    outro:
      "Diga para qual país você vai e eu explico como prorrogar a estadia e quais são os requisitos de entrada.",
  },
  askWhichCountry: (countries) => [
    `Não sei de qual país você está falando. Eu cubro 11 países: ${countries}.`,
    "Reescreva a pergunta com o país, por exemplo: “Quanto tempo posso ficar no Peru como turista?”. Para um caso pessoal complexo, consulte um advogado de imigração.",
  ],
  outOfScope: (assistantName, countries) => [
    `Desculpe, não sei responder a isso. Sou ${assistantName} e só posso ajudar com vistos, imigração e vida de nômade nos 11 países da América Latina que eu cubro: ${countries}.`,
    "Tente reformular a pergunta sobre um desses países, por exemplo: “A Colômbia tem visto para nômades digitais?”. Para qualquer outro assunto, ou um caso pessoal complexo, consulte um advogado de imigração.",
  ],
  sources: "Fontes",
  officialPage: (country, visa) => `${country}: ${visa} (página oficial)`,
  closing: ({ first, last }) => {
    const reviewed =
      first === last
        ? formatCalendarDate(first, "pt")
        : `entre ${formatCalendarDate(first, "pt")} e ${formatCalendarDate(last, "pt")}`;
    return `_Última revisão: ${reviewed}. Esta é uma informação geral, não uma orientação jurídica: as regras mudam, então confira as fontes oficiais e, em casos complexos, consulte um advogado de imigração._`;
  },
  list: (names) => joined(names, "e"),
};

export const answererPhrases: Record<Locale, AnswererPhrases> = { en, es, pt: ptBr };
