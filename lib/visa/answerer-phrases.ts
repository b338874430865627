import { formatCalendarDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Passport } from "@/lib/guides/entry";
import type { FactKind } from "./facts/schema";

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
  /** The closing disclaimer (each source carries the day it was checked). */
  closing: () => string;
  /** "A, B and C". */
  list: (names: string[]) => string;
  facts: FactPhrases;
};

/** Phrases of the answers drawn from the fact records: verdicts, corrections, the asker's figures. */
export type FactPhrases = {
  /** What each kind of record is about, as the answer labels it. */
  kinds: Record<FactKind, string>;
  /** "For US and Canadian passports". */
  forPassports: (passports: Passport[]) => string;
  /** After a record nobody could confirm against its official page. */
  unverified: string;
  /** A footnote: the record's page, checked on a day (or not verified). */
  checked: (date: string) => string;
  notVerified: string;
  /** Leads a confirmed premise, or one that the records contradict. */
  right: string;
  wrong: string;
  /** The premise's figure is not what the country asks. */
  notThatAmount: (country: string, claimed: string) => string;
  notThatManyDays: (country: string, claimed: number) => string;
  noFixedIncome: (country: string) => string;
  cannotConfirm: (claimed: string) => string;
  /** The asker's own income or savings against what a program asks. */
  incomeBelow: (stated: string, country: string, required: string) => string;
  incomeMeets: (stated: string, country: string, required: string) => string;
  savingsBelow: (stated: string, country: string, required: string) => string;
  savingsMeets: (stated: string, country: string, required: string) => string;
  /** Comparing the asker's income with every country's nomad visa. */
  withinReach: (stated: string, countries: string) => string;
  outOfReach: (countries: string) => string;
  noFixedAmount: (countries: string) => string;
  /** The link to the eligibility check. */
  eligibility: (href: string) => string;
  /** A country Latitud does not cover, named alone or beside covered ones. */
  notCovered: (places: string, assistantName: string, countries: string) => [string, string];
  alsoNotCovered: (places: string) => string;
  usd: (amount: number) => string;
};

const usd = (amount: number, locale: Locale) => `USD ${formatNumber(amount, locale)}`;

function joined(names: string[], and: string): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** Passports as the answer names them. */
const passportNames: Record<Locale, Record<Passport, string>> = {
  en: { us: "US", ca: "Canadian", eu: "EU/Schengen", uk: "UK", au: "Australian" },
  es: { us: "EE. UU.", ca: "Canadá", eu: "la UE/Schengen", uk: "el Reino Unido", au: "Australia" },
  pt: { us: "dos EUA", ca: "do Canadá", eu: "da UE/Schengen", uk: "do Reino Unido", au: "da Austrália" },
};

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
  closing: () =>
    `_This is general information, not legal advice: rules change, so check the official sources, and ask an immigration lawyer for complex cases._`,
  list: (names) => joined(names, "and"),
  facts: {
    kinds: {
      "entry-requirement": "Visa",
      "stay-per-entry": "Stay per entry",
      "stay-per-period": "Days per period",
      extension: "Extension",
      "income-threshold": "Income",
      "savings-alternative": "Savings instead of income",
      fee: "Fees",
      "program-duration": "How long it lasts",
      renewal: "Renewal",
      insurance: "Health insurance",
      "tax-residency": "Tax residency",
      payers: "Who may pay you",
      application: "How to apply",
      "processing-time": "Processing time",
    },
    forPassports: (list) =>
      `for ${joined(
        list.map((p) => passportNames.en[p]),
        "and",
      )} passports`,
    unverified: "_(Not yet verified against the official page: check it before you rely on it.)_",
    checked: (date) => `checked ${formatCalendarDate(date, "en")}`,
    notVerified: "not verified",
    right: "**Yes:**",
    wrong: "**No:**",
    notThatAmount: (country, claimed) => `${country} does not ask for ${claimed}.`,
    notThatManyDays: (country, claimed) => `${country} does not give ${claimed} days.`,
    noFixedIncome: (country) => `${country} sets no fixed income amount.`,
    cannotConfirm: (claimed) => `I can't confirm ${claimed}: no official figure is on record.`,
    incomeBelow: (stated, country, required) =>
      `The ${stated} a month you state is below the ${required} ${country} asks, so this visa is out of reach on income alone.`,
    incomeMeets: (stated, country, required) =>
      `The ${stated} a month you state meets the ${required} ${country} asks; meeting the figure does not guarantee approval, which is the authority's decision.`,
    savingsBelow: (stated, country, required) =>
      `The ${stated} in savings you state is below the ${required} ${country} accepts instead of income.`,
    savingsMeets: (stated, country, required) =>
      `The ${stated} in savings you state meets the ${required} ${country} accepts instead of income; approval is still the authority's decision.`,
    withinReach: (stated, countries) =>
      `With ${stated} a month, these nomad visas' income figures are within reach: ${countries}.`,
    outOfReach: (countries) => `Out of reach on income alone: ${countries}.`,
    noFixedAmount: (countries) => `No fixed income amount: ${countries}.`,
    eligibility: (href) =>
      `To see every program you may qualify for and why, [check your eligibility](${href}) with your nationality, income and plans.`,
    notCovered: (places, assistantName, countries) => [
      `Latitud does not cover ${places}, so I don't know its visa rules. I'm ${assistantName}, and I can help with visas, immigration and nomad life in the 11 Latin American countries we cover: ${countries}.`,
      "Ask me about one of these countries, or check the official government sources. For a complex personal case, please ask an immigration lawyer.",
    ],
    alsoNotCovered: (places) => `Latitud does not cover ${places}, so this answer leaves it out.`,
    usd: (amount) => usd(amount, "en"),
  },
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
  closing: () =>
    `_Esto es información general, no asesoría legal: las normas cambian, así que consulta las fuentes oficiales y, para casos complejos, habla con un abogado de inmigración._`,
  list: (names) => joined(names, "y"),
  facts: {
    kinds: {
      "entry-requirement": "Visa",
      "stay-per-entry": "Estadía por entrada",
      "stay-per-period": "Días por período",
      extension: "Prórroga",
      "income-threshold": "Ingresos",
      "savings-alternative": "Ahorros en lugar de ingresos",
      fee: "Costos",
      "program-duration": "Duración",
      renewal: "Renovación",
      insurance: "Seguro médico",
      "tax-residency": "Residencia fiscal",
      payers: "Quién puede pagarte",
      application: "Cómo solicitarla",
      "processing-time": "Tiempo de trámite",
    },
    forPassports: (list) =>
      `para pasaportes de ${joined(
        list.map((p) => passportNames.es[p]),
        "y",
      )}`,
    unverified: "_(Todavía no verificado en la página oficial: confírmalo antes de contar con ello.)_",
    checked: (date) => `verificado el ${formatCalendarDate(date, "es")}`,
    notVerified: "sin verificar",
    right: "**Sí:**",
    wrong: "**No:**",
    notThatAmount: (country, claimed) => `${country} no pide ${claimed}.`,
    notThatManyDays: (country, claimed) => `${country} no da ${claimed} días.`,
    noFixedIncome: (country) => `${country} no fija un monto de ingresos.`,
    cannotConfirm: (claimed) => `No puedo confirmar ${claimed}: no hay una cifra oficial registrada.`,
    incomeBelow: (stated, country, required) =>
      `Los ${stated} al mes que indicas están por debajo de los ${required} que pide ${country}, así que esta visa queda fuera de tu alcance solo con tus ingresos.`,
    incomeMeets: (stated, country, required) =>
      `Los ${stated} al mes que indicas cumplen los ${required} que pide ${country}; cumplir la cifra no garantiza la aprobación, que decide la autoridad.`,
    savingsBelow: (stated, country, required) =>
      `Los ${stated} de ahorros que indicas están por debajo de los ${required} que ${country} acepta en lugar de ingresos.`,
    savingsMeets: (stated, country, required) =>
      `Los ${stated} de ahorros que indicas cumplen los ${required} que ${country} acepta en lugar de ingresos; la aprobación la decide la autoridad.`,
    withinReach: (stated, countries) =>
      `Con ${stated} al mes, alcanzas el ingreso que piden estas visas para nómadas: ${countries}.`,
    outOfReach: (countries) => `Fuera de tu alcance solo con tus ingresos: ${countries}.`,
    noFixedAmount: (countries) => `Sin monto de ingresos fijo: ${countries}.`,
    eligibility: (href) =>
      `Para ver todos los programas a los que podrías acceder y por qué, [revisa tu elegibilidad](${href}) con tu nacionalidad, tus ingresos y tus planes.`,
    notCovered: (places, assistantName, countries) => [
      `Latitud no cubre ${places}, así que no conozco sus reglas de visa. Soy ${assistantName} y puedo ayudarte con visas, migración y vida nómada en los 11 países de América Latina que cubrimos: ${countries}.`,
      "Pregúntame por uno de estos países o consulta las fuentes oficiales del gobierno. Para un caso personal complejo, consulta a un abogado de inmigración.",
    ],
    alsoNotCovered: (places) => `Latitud no cubre ${places}, así que esta respuesta no lo incluye.`,
    usd: (amount) => usd(amount, "es"),
  },
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
  closing: () =>
    `_Esta é uma informação geral, não uma orientação jurídica: as regras mudam, então confira as fontes oficiais e, em casos complexos, consulte um advogado de imigração._`,
  list: (names) => joined(names, "e"),
  facts: {
    kinds: {
      "entry-requirement": "Visto",
      "stay-per-entry": "Estadia por entrada",
      "stay-per-period": "Dias por período",
      extension: "Prorrogação",
      "income-threshold": "Renda",
      "savings-alternative": "Poupança no lugar da renda",
      fee: "Taxas",
      "program-duration": "Duração",
      renewal: "Renovação",
      insurance: "Seguro de saúde",
      "tax-residency": "Residência fiscal",
      payers: "Quem pode pagar você",
      application: "Como solicitar",
      "processing-time": "Prazo de análise",
    },
    forPassports: (list) =>
      `para passaportes ${joined(
        list.map((p) => passportNames.pt[p]),
        "e",
      )}`,
    unverified: "_(Ainda não verificado na página oficial: confira antes de contar com isso.)_",
    checked: (date) => `verificado em ${formatCalendarDate(date, "pt")}`,
    notVerified: "não verificado",
    right: "**Sim:**",
    wrong: "**Não:**",
    notThatAmount: (country, claimed) => `${country} não exige ${claimed}.`,
    notThatManyDays: (country, claimed) => `${country} não dá ${claimed} dias.`,
    noFixedIncome: (country) => `${country} não fixa um valor de renda.`,
    cannotConfirm: (claimed) => `Não posso confirmar ${claimed}: não há um valor oficial registrado.`,
    incomeBelow: (stated, country, required) =>
      `Os ${stated} por mês que você informa estão abaixo dos ${required} exigidos por ${country}, então este visto fica fora de alcance só com a sua renda.`,
    incomeMeets: (stated, country, required) =>
      `Os ${stated} por mês que você informa atingem os ${required} exigidos por ${country}; atingir o valor não garante a aprovação, que é decisão da autoridade.`,
    savingsBelow: (stated, country, required) =>
      `Os ${stated} de poupança que você informa estão abaixo dos ${required} que ${country} aceita no lugar da renda.`,
    savingsMeets: (stated, country, required) =>
      `Os ${stated} de poupança que você informa atingem os ${required} que ${country} aceita no lugar da renda; a aprovação é decisão da autoridade.`,
    withinReach: (stated, countries) =>
      `Com ${stated} por mês, você atinge a renda exigida por estes vistos para nômades: ${countries}.`,
    outOfReach: (countries) => `Fora de alcance só com a sua renda: ${countries}.`,
    noFixedAmount: (countries) => `Sem valor de renda fixo: ${countries}.`,
    eligibility: (href) =>
      `Para ver todos os programas em que você pode se qualificar e por quê, [confira sua elegibilidade](${href}) com sua nacionalidade, sua renda e seus planos.`,
    notCovered: (places, assistantName, countries) => [
      `A Latitud não cobre ${places}, então não conheço as regras de visto de lá. Sou ${assistantName} e posso ajudar com vistos, imigração e vida de nômade nos 11 países da América Latina que cobrimos: ${countries}.`,
      "Pergunte sobre um desses países ou confira as fontes oficiais do governo. Para um caso pessoal complexo, consulte um advogado de imigração.",
    ],
    alsoNotCovered: (places) => `A Latitud não cobre ${places}, então esta resposta não inclui esse lugar.`,
    usd: (amount) => usd(amount, "pt"),
  },
};

export const answererPhrases: Record<Locale, AnswererPhrases> = { en, es, pt: ptBr };
