import type { Locale } from "@/lib/i18n/locales";
import { answerVisaQuestion } from "@/lib/visa/answer";
import { countryVisa, knowledgeIn, visaCountries } from "@/lib/visa/knowledge";
import { detectLanguage } from "@/lib/visa/language";
import { figures } from "@/lib/visa/translation-check";
import { factsAbout } from "@/lib/visa/facts/query";

/** Colombia's income record: the answer states it in each language. */
const colombiaIncome = () => factsAbout({ country: "colombia", kind: "income-threshold" })[0]!;
import type { ChatMessage } from "@/lib/services/assistant/types";

// Never reach a real API from a unit test, whatever the developer's shell has set.
delete process.env.OPENAI_API_KEY;

/** The built-in answer, through the same path as the chat: language detection, retrieval, answerer. */
async function ask(question: string, options: { pageLocale?: Locale; history?: ChatMessage[] } = {}) {
  let answer = "";
  for await (const chunk of answerVisaQuestion({
    question,
    history: options.history ?? [],
    assistantName: "Lati",
    pageLocale: options.pageLocale,
  }))
    answer += chunk;
  return answer;
}

const links = (answer: string) => [...answer.matchAll(/\]\((https:[^)\s]+)\)/g)].map((m) => m[1]!).sort();
const figuresOf = (answer: string) => figures(answer).sort();
const prose = (answer: string) => answer.replace(/\[[^\]]*\]\([^)]*\)/g, " ");

// The same question in the three languages.
const sameQuestion: Array<[string, string, string]> = [
  [
    "How long can I stay in Peru as a tourist?",
    "¿Cuánto tiempo puedo quedarme en Perú como turista?",
    "Quanto tempo posso ficar no Peru como turista?",
  ],
  [
    "What is the minimum income for the Brazil digital nomad visa?",
    "¿Cuál es el ingreso mínimo para la visa de nómada digital de Brasil?",
    "Qual é a renda mínima para o visto de nômade digital no Brasil?",
  ],
  [
    "What documents do I need for the Costa Rica nomad visa?",
    "¿Qué documentos necesito para la visa de nómada digital de Costa Rica?",
    "Quais documentos preciso para o visto de nômade da Costa Rica?",
  ],
  [
    "Does Mexico have a digital nomad visa?",
    "¿México tiene visa para nómadas digitales?",
    "O México tem visto de nômade digital?",
  ],
  [
    "Can I extend my tourist stay in Chile?",
    "¿Puedo prorrogar mi estadía como turista en Chile?",
    "Posso prorrogar minha estadia de turista no Chile?",
  ],
  [
    "How much does the Ecuador nomad visa cost?",
    "¿Cuánto cuesta la visa de nómada digital de Ecuador?",
    "Quanto custa o visto de nômade do Equador?",
  ],
  [
    "How do I apply for Argentina's digital nomad permit?",
    "¿Cómo solicito el permiso de nómada digital de Argentina?",
    "Como solicito a autorização de nômade digital da Argentina?",
  ],
  ["Do I need a visa for Bolivia?", "¿Necesito visa para Bolivia?", "Preciso de visto para a Bolívia?"],
  [
    "Which countries have a digital nomad visa?",
    "¿Qué países tienen visa de nómada digital?",
    "Quais países têm visto de nômade digital?",
  ],
];

// Fixed phrases of the English answer that must never show in another language's answer.
const englishPhrases = /\*\*Sources\*\*|Last reviewed|\*\*Yes|legal advice|Income requirement|\bdays\b/;

describe("the visa assistant answers in the language of the question", () => {
  it.each(sameQuestion)("%s", async (en, es, pt) => {
    const [english, spanish, portuguese] = [await ask(en), await ask(es), await ask(pt)];
    for (const [answer, language] of [
      [spanish, "es"],
      [portuguese, "pt"],
    ] as const) {
      // The same facts and sources as the English answer…
      expect(links(answer)).toEqual(links(english));
      expect(figuresOf(answer)).toEqual(figuresOf(english));
      // …in the question's language.
      expect(detectLanguage(prose(answer))).toBe(language);
      expect(answer).not.toMatch(englishPhrases);
    }
    expect(detectLanguage(prose(english))).toBe("en");
  });

  it("Spanish: the Colombian nomad visa, yes, its name, the income, then the sources and review date", async () => {
    const answer = await ask("¿Colombia tiene visa de nómada digital y cuántos ingresos necesito?");
    const colombia = countryVisa("colombia", "es")!;
    expect(answer.startsWith("**Sí.** Colombia tiene una visa para nómadas digitales: **Visa V")).toBe(true);
    expect(answer).toContain(`**Ingresos:** ${colombiaIncome().text.es}`);
    expect(answer).toContain(colombia.nomadVisa!.name);
    expect(answer).toContain(
      "**Fuentes**\n- [1] [Cancillería de Colombia – Visas](https://www.cancilleria.gov.co/tramites_servicios/visa), verificado el 22 de noviembre de 2026",
    );
    expect(answer).toContain("_Esto es información general");
    expect(answer).toContain("COP 5,252,715");
  });

  it("Portuguese: the same answer, with the country's article and Brazilian number format", async () => {
    const answer = await ask("A Colômbia tem visto de nômade digital e quanta renda eu preciso?");
    const colombia = countryVisa("colombia", "pt")!;
    expect(answer.startsWith("**Sim.** A Colômbia tem um visto para nômades digitais: **Visa V")).toBe(true);
    expect(answer).toContain(`**Renda:** ${colombiaIncome().text.pt}`);
    expect(answer).toContain(colombia.nomadVisa!.name);
    expect(answer).toContain("COP 5.252.715");
    expect(answer).toContain("**Fontes**\n- [1] [Cancillería de Colombia – Visas]");
    expect(answer).toContain("verificado em 22 de novembro de 2026");
  });

  it("says no in the question's language, and drops the passage's own verdict word", async () => {
    const spanish = await ask("¿Chile tiene visa de nómada digital?");
    expect(
      spanish.startsWith("**No.** Chile no tiene una visa específica para nómadas digitales. La Ley"),
    ).toBe(true);
    const portuguese = await ask("O Chile tem visto de nômade digital?");
    expect(
      portuguese.startsWith("**Não.** O Chile não tem um visto específico para nômades digitais. A Lei"),
    ).toBe(true);
  });

  it("writes USD amounts as each language writes numbers", async () => {
    expect(await ask("Which countries have a digital nomad visa?")).toContain(
      "Income: about USD 1,350 a month.",
    );
    expect(await ask("¿Qué países tienen visa de nómada digital?")).toContain(
      "Ingresos: unos USD 1,350 al mes.",
    );
    expect(await ask("Quais países têm visto de nômade digital?")).toContain(
      "Renda: cerca de USD 1.350 por mês.",
    );
  });

  it("compares several countries with their names in the language", async () => {
    const answer = await ask("¿Colombia o Ecuador: cuál pide menos ingresos?");
    expect(answer).toContain("**Colombia – ingresos:**");
    expect(answer).toContain("**Ecuador – ingresos:**");
    const portuguese = await ask("Equador ou Colômbia: qual pede menos renda?");
    expect(portuguese).toContain("**Equador – renda:**");
    expect(portuguese).toContain("**Colômbia – renda:**");
  });

  it("says it does not know, in the question's language, naming the countries in that language", async () => {
    const spanish = await ask("¿Qué visa necesito para Japón?");
    expect(spanish).toMatch(/^Latitud no cubre Japón, así que no conozco sus reglas de visa\. Soy Lati/);
    for (const country of knowledgeIn("es")) expect(spanish).toContain(country.name);
    expect(spanish).toMatch(/abogado de inmigración/);
    expect(links(spanish)).toEqual([]);
    const portuguese = await ask("Qual visto preciso para o Japão?");
    expect(portuguese).toMatch(
      /^A Latitud não cobre Japão, então não conheço as regras de visto de lá\. Sou Lati/,
    );
    for (const country of knowledgeIn("pt")) expect(portuguese).toContain(country.name);
    expect(portuguese).toMatch(/advogado de imigração/);
  });

  it("asks which country and thanks back in the question's language", async () => {
    expect(await ask("¿Qué documentos necesito?")).toMatch(/^No sé a qué país te refieres\. Cubro 11 países/);
    expect(await ask("Quais documentos preciso?")).toMatch(/^Não sei de qual país você está falando/);
    expect(await ask("¡Muchas gracias!")).toBe(
      "¡De nada! Pregúntame lo que quieras sobre visas y estadías en América Latina.",
    );
    expect(await ask("Obrigada!")).toMatch(/^De nada! Pode me perguntar/);
  });
});

describe("the page's language never overrides the question's", () => {
  it("answers an English question in English on a Spanish or Portuguese page", async () => {
    const question = "Does Colombia have a digital nomad visa and how much income do I need?";
    const onEnglishPage = await ask(question);
    expect(onEnglishPage.startsWith("**Yes.**")).toBe(true);
    expect(await ask(question, { pageLocale: "es" })).toBe(onEnglishPage);
    expect(await ask(question, { pageLocale: "pt" })).toBe(onEnglishPage);
  });

  it("answers a Spanish question in Spanish on an English page, and a Portuguese one in Portuguese on a Spanish page", async () => {
    expect(await ask("¿Necesito visa para Bolivia?", { pageLocale: "en" })).toBe(
      await ask("¿Necesito visa para Bolivia?", { pageLocale: "es" }),
    );
    expect(await ask("Preciso de visto para a Bolívia?", { pageLocale: "es" })).toMatch(/\*\*Fontes\*\*/);
  });

  it("uses the page's language only when neither the question nor the conversation tells", async () => {
    const bare = await ask("Uruguay?", { pageLocale: "es" });
    expect(bare).toContain(countryVisa("uruguay", "es")!.summary);
    expect(await ask("Uruguay?", { pageLocale: "pt" })).toContain(countryVisa("uruguay", "pt")!.summary);
    expect(await ask("Uruguay?")).toContain(visaCountries.find((c) => c.id === "uruguay")!.summary);
    // A follow-up that does not tell keeps the conversation's language, whatever the page's.
    const history: ChatMessage[] = [
      { role: "user", content: "¿Cuánto cuesta la visa de nómada digital de Colombia?" },
      { role: "assistant", content: "…" },
    ];
    expect(await ask("Ecuador?", { history, pageLocale: "en" })).toContain("**Costos:**");
  });
});
