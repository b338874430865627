import type { CountryFacts, Fact, FactText } from "@/lib/visa/facts/schema";

/**
 * The built-in answerer over fact records: which record answers what is asked, the passport's own
 * record, a premise checked against the record's value (whatever it is), the asker's income against
 * it, footnotes with the day each record was checked, and an unverified record said to be so. The
 * records here are made up for the test (checked records replace the seed ones in content/).
 */

delete process.env.OPENAI_API_KEY;

const text = (en: string, es: string, pt: string): FactText => ({ en, es, pt });
const source = (path: string) => ({
  title: `Official page ${path}`,
  url: `https://www.migracion.go.cr/${path}`,
  quote: "the words on the official page",
});

const costaRica: CountryFacts = {
  country: "costa-rica",
  programs: [
    {
      id: "costa-rica-tourist",
      kind: "tourist",
      officialName: "Turista",
      name: text("Tourist", "Turista", "Turista"),
      url: "https://www.migracion.go.cr/turismo",
    },
    {
      id: "costa-rica-digital-nomad",
      kind: "digital-nomad",
      officialName: "Estancia nómada digital",
      name: text("Digital nomad stay", "Estancia de nómada digital", "Estadia de nômade digital"),
      url: "https://www.migracion.go.cr/nomadas",
    },
  ],
  facts: [
    {
      id: "costa-rica-digital-nomad-income-threshold",
      program: "costa-rica-digital-nomad",
      kind: "income-threshold",
      value: { type: "money", amount: 3210, currency: "USD", per: "month" },
      nationalities: "all",
      text: text(
        "At least USD 3,210 a month.",
        "Al menos USD 3.210 al mes.",
        "Pelo menos USD 3.210 por mês.",
      ),
      source: source("nomadas/ingresos"),
      verifiedOn: "2026-10-01",
      confidence: "official",
    },
    {
      id: "costa-rica-digital-nomad-insurance",
      program: "costa-rica-digital-nomad",
      kind: "insurance",
      value: { type: "rule", allowed: true },
      nationalities: "all",
      text: text("Health insurance is required.", "Se exige seguro médico.", "Exige-se seguro de saúde."),
      source: source("nomadas/seguro"),
      verifiedOn: "2026-09-15",
      confidence: "unverified",
    },
    {
      id: "costa-rica-tourist-stay-per-entry-eu",
      program: "costa-rica-tourist",
      kind: "stay-per-entry",
      value: { type: "duration", amount: 77, unit: "days" },
      nationalities: ["eu"],
      text: text("Up to 77 days per entry.", "Hasta 77 días por entrada.", "Até 77 dias por entrada."),
      source: source("turismo/eu"),
      verifiedOn: "2026-11-02",
      confidence: "official",
    },
    {
      id: "costa-rica-tourist-stay-per-entry-us",
      program: "costa-rica-tourist",
      kind: "stay-per-entry",
      value: { type: "duration", amount: 88, unit: "days" },
      nationalities: ["us"],
      text: text("Up to 88 days per entry.", "Hasta 88 días por entrada.", "Até 88 dias por entrada."),
      source: source("turismo/us"),
      verifiedOn: "2026-11-03",
      confidence: "official",
    },
  ] satisfies Fact[],
};

jest.mock("@/lib/visa/facts/records", () => ({ factFiles: [costaRica] }));

async function ask(question: string) {
  const { composeCitedAnswer } = await import("@/lib/visa/built-in-answerer");
  const { questionLanguage } = await import("@/lib/visa/language");
  const { retrievePassages } = await import("@/lib/visa/retrieval");
  const language = questionLanguage(question);
  const passages = retrievePassages(question, { language });
  const result = composeCitedAnswer({ question, history: [], passages, assistantName: "Lati", language });
  return { ...result, answer: result.blocks.join("\n\n") };
}

describe("answers from the fact records", () => {
  it("answers the income question from the record, first, with a numbered footnote and its date", async () => {
    const { answer, factIds } = await ask("What is the minimum income for Costa Rica's digital nomad visa?");
    expect(factIds).toContain("costa-rica-digital-nomad-income-threshold");
    expect(answer.startsWith("**Income:** At least USD 3,210 a month. [1]")).toBe(true);
    expect(answer).toContain(
      "- [1] [Official page nomadas/ingresos](https://www.migracion.go.cr/nomadas/ingresos), checked 1 October 2026",
    );
    expect(answer).not.toMatch(/^\*\*(Yes|No)/);
  });

  it("answers in Spanish and Portuguese with the record's own sentence", async () => {
    expect((await ask("¿Cuánto ingreso pide Costa Rica para la visa de nómada digital?")).answer).toContain(
      "**Ingresos:** Al menos USD 3.210 al mes. [1]",
    );
    expect(
      (await ask("Qual é a renda exigida pelo visto de nômade digital da Costa Rica?")).answer,
    ).toContain("**Renda:** Pelo menos USD 3.210 por mês. [1]");
  });

  it("says an unverified record is unverified, in the sentence and in its footnote", async () => {
    const { answer, factIds } = await ask(
      "Do I need health insurance for the Costa Rica digital nomad visa?",
    );
    expect(factIds).toContain("costa-rica-digital-nomad-insurance");
    expect(answer).toContain("Health insurance is required. _(Not yet verified against the official page");
    expect(answer).toMatch(/\[Official page nomadas\/seguro\]\([^)]+\), not verified/);
  });

  it("shows the stated passport's own record, and every passport's when none is stated", async () => {
    const american = await ask("How long can Americans stay in Costa Rica as tourists?");
    expect(american.factIds).toEqual(["costa-rica-tourist-stay-per-entry-us"]);
    const anyone = await ask("How long can I stay in Costa Rica as a tourist?");
    expect(anyone.factIds.sort()).toEqual([
      "costa-rica-tourist-stay-per-entry-eu",
      "costa-rica-tourist-stay-per-entry-us",
    ]);
    expect(anyone.answer).toContain("(for EU/Schengen passports):");
  });

  it("corrects a false premise with the record, and confirms a true one", async () => {
    const wrong = await ask("Costa Rica requires USD 5,000 a month for the digital nomad visa, right?");
    expect(
      wrong.answer.startsWith("**No:** Costa Rica does not ask for USD 5,000. At least USD 3,210 a month."),
    ).toBe(true);
    const right = await ask("Costa Rica requires USD 3,210 a month for the digital nomad visa, right?");
    expect(right.answer.startsWith("**Yes:** At least USD 3,210 a month.")).toBe(true);
    const days = await ask("Americans get 30 days in Costa Rica, right?");
    expect(days.answer.startsWith("**No:** Costa Rica does not give 30 days.")).toBe(true);
    expect(days.factIds).toEqual(["costa-rica-tourist-stay-per-entry-us"]);
  });

  it("compares the asker's income with the record and links the eligibility check with it", async () => {
    const below = await ask("I earn 2,500 USD a month. Can I get Costa Rica's digital nomad visa?");
    expect(below.answer).toContain(
      "The USD 2,500 a month you state is below the USD 3,210 Costa Rica asks, so this visa is out of reach on income alone.",
    );
    expect(below.answer).toContain("[check your eligibility](/visa/eligibility?income=2500)");
    const above = await ask(
      "Gano 4.000 dólares al mes y soy estadounidense, ¿califico para la visa de nómada de Costa Rica?",
    );
    expect(above.answer).toContain(
      "Los USD 4,000 al mes que indicas cumplen los USD 3,210 que pide Costa Rica; cumplir la cifra no garantiza la aprobación",
    );
    expect(above.answer).toContain("(/es/visa/eligibility?nationality=us&income=4000)");
  });
});
