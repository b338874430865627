import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { COUNTRY_ALIASES } from "./places";

/**
 * The language a visa question is written in: English, Spanish or Portuguese. Libraries that tell
 * a hundred languages apart guess poorly on a three-word question and confuse Spanish with
 * Portuguese or Galician; here only three languages compete, on what tells them apart: their small
 * words ("el", "do", "the"), marks only one of them uses (¿ ñ ã ç ê), and a few endings ("-ción",
 * "-ção", "-ing"). Place names are left out first: "São Paulo" says nothing about the language of
 * "How long can I stay in São Paulo?". Accents are optional: "cuanto tiempo puedo quedarme" is
 * Spanish too.
 */

type Scores = Record<Locale, number>;

// Each word's weight per language: 2 for a word only that language uses, 1 (or less) for one it
// shares. Written as people type them; a word typed without its accent is listed as such.
const WORDS: Record<string, Partial<Scores>> = {};

function words(weights: Partial<Scores>, list: string): void {
  for (const word of list.split(" ")) WORDS[word] = { ...WORDS[word], ...weights };
}

words(
  { en: 2 },
  "the is are was were be been do does did can could would should will i i'm im i'd i'll my for to of how " +
    "what what's which with without need needs stay long much many get got have has had from after and or " +
    "it it's its there this that these those you your about on at if when where who any an am than more " +
    "also just want tourist tourists income days day months month year years work working remote worker " +
    "workers requirements requirement apply applying fee fees cost costs permit extend extension residency " +
    "passport passports citizen citizens american americans minimum require required allowed live living " +
    "move moving enter entry visit visiting free pay tax taxes proof health insurance wage per into out " +
    "tell should don't can't doesn't isn't overstay long-term stamp earn earning money savings bank " +
    "process processing take takes wait apply nomad nomads retire retired retirement border arrive " +
    "arriving in we our they them us so not but by up thanks thank hello hi please",
);
words({ en: 1, es: 1 }, "visa visas");
words({ en: 1, pt: 1.5 }, "do");
words({ en: 0.5, es: 0.5, pt: 0.5 }, "a me no");
words(
  { es: 2 },
  "el los las del al y en es son está están hay puedo puede pueden podría necesito necesita necesitan " +
    "quiero tengo tiene tienen cuánto cuánta cuántos cuántas cuanto cuanta cuantos cuantas cuál cuáles cual " +
    "cuales qué cómo dónde cuándo donde cuando mi mis tu su sus sin con pero muy yo soy estoy hacer sí si " +
    "días año años tiempo quedarme quedar quedarse trabajar trabajo ingresos ingreso impuestos pasaporte " +
    "ciudadano ciudadanos extranjero cuesta precio tarda vacuna fiebre amarilla salida también tambien " +
    "nómada nómadas nomada nomadas un una unos unas la lo le les ya ahora entonces después despues hasta " +
    "otro otra otros más bien gracias hola buenas puedes sabes necesario visado trámite tramite " +
    "extensión ciudad vivir mudarme tener dinero sueldo salario residencia solicitud requisito ser estar " +
    "debo debe dónde conseguir obtener sacar jubilado jubilación inversión estadounidense estadounidenses " +
    "mexicanos españoles ese esa esos esas aquí alla allá algún alguna ningún ninguna mucho mucha nuevo " +
    "veces renovar cuál pagar cobran piden exigen hacen mínimo mínima",
);
words(
  { pt: 2 },
  "os um uma da dos das na nas nos ao aos em é são está estão há posso pode podem preciso precisa " +
    "precisam quero tenho tem têm quanto quanta quantos quantas qual quais quê onde quando meu minha meus " +
    "minhas seu sua seus suas sem com pelo pela pelos pelas muito muita eu sou estou fazer sim não nao " +
    "você voce vocês voces ou isso essa esse disso nisso ano anos tempo ficar morar trabalhar trabalho " +
    "renda rendimentos impostos passaporte cidadão cidadãos cidadao estrangeiro custa preço preco vacina " +
    "febre amarela saída saida também tambem nômade nômades nomade nomades mais já agora então entao " +
    "depois até outro outra obrigado obrigada olá ola oi bom boa necessário necessario visto vistos " +
    "cidade viver ter dinheiro salário residência solicitação requisito aposentado aposentadoria " +
    "investimento americano americanos brasileiros lá algum alguma nenhum nenhuma vezes mudança " +
    "exigem pedem cobram tirar pagar mínimo mínima devo e estao sao",
);
words(
  { es: 1, pt: 1 },
  "de que para por como se ser mes meses país pais requisitos turista entrada antes mas nos esta este minimo minima",
);
words({ en: 1, pt: 1 }, "as");
words({ es: 2 }, "estadía estancia extender quedo pasa usted ustedes");
words({ pt: 2 }, "dá estender fico acontece");
words({ pt: 1.5, es: 0.5 }, "estadia");
words({ pt: 1, es: 0.5 }, "dias");
words({ es: 1.5, pt: 0.5 }, "residencia");
words({ pt: 1.5, es: 0.5 }, "o");

// Endings of words the lists above do not hold.
const ENDINGS: Array<[RegExp, Partial<Scores>]> = [
  [/(ción|ciones)$/, { es: 1 }],
  [/(ção|ções|cao|coes)$/, { pt: 1 }],
  [/(tion|tions|ing|ness|ly)$/, { en: 1 }],
  [/ed$/, { en: 0.5 }],
  [/(dad|dades)$/, { es: 0.5 }],
  [/(dade|dades)$/, { pt: 0.5 }],
  [/(lh|nh)/, { pt: 0.5 }],
  [/^(th|wh)|w/, { en: 0.5 }],
];

// Marks only one language uses, counted once per word.
const MARKS: Array<[RegExp, Partial<Scores>]> = [
  [/ñ/, { es: 2 }],
  [/[ãõç]/, { pt: 2 }],
  [/[âêô]/, { pt: 1.5 }],
  [/à/, { pt: 1 }],
];

const strip = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

// Place names as word sequences, longest first, so "ciudad de mexico" goes before "mexico".
const PLACES = [...new Set(Object.values(COUNTRY_ALIASES).flat())]
  .map((alias) => alias.split(" "))
  .sort((a, b) => b.length - a.length);

/** The words of the text without the place names, lowercase, accents kept. */
function wordsOf(text: string): string[] {
  const found =
    text
      .toLowerCase()
      .normalize("NFC")
      .replaceAll("’", "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  const plain = found.map(strip);
  const kept: string[] = [];
  for (let i = 0; i < found.length;) {
    const place = PLACES.find((words) =>
      words.every((word, j) => plain[i + j] === word || plain[i + j] === `${word}s`),
    );
    if (place) i += place.length;
    else kept.push(found[i++] as string);
  }
  return kept;
}

/** Each language's score for the text: the evidence that it is written in it. */
export function languageScores(text: string): Scores {
  const scores: Scores = { en: 0, es: 0, pt: 0 };
  const add = (weights: Partial<Scores>) => {
    for (const [locale, weight] of Object.entries(weights) as Array<[Locale, number]>)
      scores[locale] += weight;
  };
  if (/[¿¡]/.test(text)) add({ es: 3 });
  for (const word of wordsOf(text)) {
    for (const [mark, weights] of MARKS) if (mark.test(word)) add(weights);
    const known = WORDS[word];
    if (known) add(known);
    else for (const [ending, weights] of ENDINGS) if (ending.test(word)) add(weights);
  }
  return scores;
}

/**
 * The language of the text, or null when nothing tells (a bare "Colombia?", "DNV USD 1500") or two
 * languages are as likely.
 */
export function detectLanguage(text: string): Locale | null {
  const ranked = (Object.entries(languageScores(text)) as Array<[Locale, number]>).sort(
    (a, b) => b[1] - a[1],
  );
  const [first, second] = ranked as [[Locale, number], [Locale, number]];
  return first[1] >= 1 && first[1] - second[1] >= 0.5 ? first[0] : null;
}

/**
 * The language to answer a question in: the question's own, else that of the user's latest earlier
 * message that tells ("¿Y en Ecuador?" after a Spanish question), else the page's language, else
 * English. The page's language never overrides a question whose language is clear.
 * `history` is the user's earlier messages, oldest first.
 */
export function questionLanguage(
  question: string,
  history: readonly string[] = [],
  pageLocale: Locale = defaultLocale,
): Locale {
  const detected = detectLanguage(question);
  if (detected) return detected;
  for (const message of history.slice(-3).reverse()) {
    const earlier = detectLanguage(message);
    if (earlier) return earlier;
  }
  return pageLocale;
}
