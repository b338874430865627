import {
  INTENT_TOPICS,
  detectCountries,
  detectIntents,
  resolveQuery,
  retrievePassages,
} from "@/lib/visa/retrieval";

describe("visa assistant: country detection", () => {
  it.each([
    ["Does Colombia have a nomad visa?", ["colombia"]],
    ["¿Puedo vivir en Perú?", ["peru"]],
    ["PERU or Bogotá?", ["peru", "colombia"]],
    ["Posso morar no Brasil?", ["brazil"]],
    ["Visto para o Paraguai e o Uruguai", ["paraguay", "uruguay"]],
    ["Quero ir para a Colômbia", ["colombia"]],
    ["I'm thinking about Costa Rica", ["costa-rica"]],
    ["Moving to México next year", ["mexico"]],
  ])("names in English, Spanish and Portuguese, accent-insensitive: %s", (text, expected) => {
    expect(detectCountries(text)).toEqual(expected);
  });

  it.each([
    ["Can Colombians…", "colombia"],
    ["I'm married to an Argentine", "argentina"],
    ["my Brazilian partner", "brazil"],
    ["ecuatorianos", "ecuador"],
    ["Mexican consulate", "mexico"],
    ["a Peruvian friend", "peru"],
    ["chilenos", "chile"],
  ])("demonyms: %s", (text, expected) => {
    expect(detectCountries(text)).toEqual([expected]);
  });

  it.each([
    ["Medellín", "colombia"],
    ["medellin", "colombia"],
    ["Buenos Aires", "argentina"],
    ["São Paulo", "brazil"],
    ["Sao Paulo", "brazil"],
    ["Lima", "peru"],
    ["Cusco", "peru"],
    ["Quito", "ecuador"],
    ["Santiago", "chile"],
    ["Montevideo", "uruguay"],
    ["Bogotá", "colombia"],
    ["CDMX", "mexico"],
    ["Mexico City", "mexico"],
    ["San José", "costa-rica"],
    ["Asunción", "paraguay"],
    ["La Paz", "bolivia"],
  ])("capitals and major cities: %s", (city, expected) => {
    expect(detectCountries(`I'll be living in ${city} for a while`)).toEqual([expected]);
  });

  it("ignores places that only look like a covered country, and questions without one", () => {
    expect(detectCountries("I live in New Mexico")).toEqual([]);
    expect(detectCountries("Do I need a visa for Japan?")).toEqual([]);
    expect(detectCountries("Calisthenics in California")).toEqual([]);
  });
});

describe("visa assistant: intent detection", () => {
  it.each([
    ["Is there a digital nomad visa?", "nomad-visa"],
    ["visa de nómada digital", "nomad-visa"],
    ["visto de nômade digital", "nomad-visa"],
    ["Can I work remotely there?", "nomad-visa"],
    ["How much income do I need?", "income"],
    ["¿Cuántos ingresos necesito?", "income"],
    ["Qual é a renda mínima?", "income"],
    ["How long can I stay as a tourist?", "tourist-stay"],
    ["Is it 90 days visa-free?", "tourist-stay"],
    ["Can I extend my stay?", "extension"],
    ["¿Cómo pido una prórroga?", "extension"],
    ["What's the overstay fine?", "extension"],
    ["Do I pay taxes after 183 days?", "tax"],
    ["¿Tengo que pagar impuestos?", "tax"],
    ["What paperwork do I need?", "documents"],
    ["What are the requirements?", "documents"],
    ["How much does it cost?", "fees"],
    ["¿Cuánto cuesta?", "fees"],
    ["How long does the application take?", "processing-time"],
    ["How do I apply?", "how-to-apply"],
    ["Do I need an onward ticket?", "entry-requirements"],
    ["Do I need a yellow fever vaccine?", "entry-requirements"],
    ["How long must my passport be valid?", "entry-requirements"],
    ["What are the entry requirements?", "entry-requirements"],
    ["Is there a retirement visa?", "other-visas"],
  ])("%s → %s", (text, intent) => {
    expect(detectIntents(text)).toContain(intent);
  });

  it("lists intents in the order they are asked", () => {
    expect(detectIntents("Does Colombia have a digital nomad visa and how much income do I need?")).toEqual([
      "nomad-visa",
      "income",
    ]);
    expect(detectIntents("Can I stay in Brazil for more than 90 days as a tourist?")).toEqual([
      "tourist-stay",
      "extension",
    ]);
  });

  it("keeps 'requirements' and 'income' in their context", () => {
    expect(detectIntents("What are the entry requirements?")).not.toContain("documents");
    expect(detectIntents("Will I pay taxes on my foreign income?")).toEqual(["tax"]);
    expect(detectIntents("What's the capital of France?")).toEqual([]);
  });
});

describe("visa assistant: retrieval", () => {
  it.each([
    [
      "Does Colombia have a digital nomad visa and how much income do I need?",
      "colombia",
      ["colombia-digital-nomad-visa", "colombia-income-requirement"],
    ],
    [
      "Can I stay in Brazil for more than 90 days as a tourist?",
      "brazil",
      ["brazil-tourist-entry", "brazil-extensions"],
    ],
    [
      "How much income do I need for the Costa Rica nomad visa?",
      "costa-rica",
      ["costa-rica-income-requirement"],
    ],
    ["¿Cuánto tiempo puedo quedarme en Perú como turista?", "peru", ["peru-tourist-entry"]],
    ["Do I become a tax resident in Uruguay?", "uruguay", ["uruguay-tax-residency"]],
    ["What do I need to enter Colombia?", "colombia", ["colombia-entry-requirements"]],
    ["Can I extend my tourist stay in Mexico?", "mexico", ["mexico-extensions"]],
    ["Quanto custa o visto de nômade digital no Brasil?", "brazil", ["brazil-fees-processing"]],
    ["I live in Medellín, how do I apply for the nomad visa?", "colombia", ["colombia-how-to-apply"]],
  ])("%s", (question, country, expectedIds) => {
    const passages = retrievePassages(question);
    expect(passages).toHaveLength(4);
    expect(passages.every((p) => p.countryId === country)).toBe(true);
    const ids = passages.map((p) => p.id);
    for (const id of expectedIds) expect(ids).toContain(id);
    // The best passage is on a topic that was asked about, not just the country's overview.
    expect(detectIntents(question).flatMap((intent) => INTENT_TOPICS[intent])).toContain(passages[0]?.topic);
  });

  it("returns passages with sources, review date and descending scores; limit is honoured", () => {
    const passages = retrievePassages("Does Ecuador have a digital nomad visa?", { limit: 6 });
    expect(passages).toHaveLength(6);
    for (const [i, p] of passages.entries()) {
      expect(p.sources.length).toBeGreaterThan(0);
      expect(p.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.countryName).toBe("Ecuador");
      if (i > 0) expect(p.score).toBeLessThanOrEqual(passages[i - 1]!.score);
    }
    expect(retrievePassages("Does Ecuador have a digital nomad visa?")).toHaveLength(4);
  });

  it("gives every named country a place when several are compared", () => {
    const passages = retrievePassages("Colombia or Ecuador: which nomad visa needs less income?");
    expect(new Set(passages.map((p) => p.countryId))).toEqual(new Set(["colombia", "ecuador"]));
    expect(
      passages
        .slice(0, 2)
        .map((p) => p.countryId)
        .sort(),
    ).toEqual(["colombia", "ecuador"]);
  });

  it("searches every country when none is named", () => {
    const passages = retrievePassages("Which countries have a digital nomad visa?", { limit: 8 });
    expect(new Set(passages.map((p) => p.countryId)).size).toBeGreaterThan(3);
    expect(passages[0]?.topic).toBe("digital-nomad-visa");
  });

  it("falls back to the countries of the recent history when the question names none", () => {
    const history = ["Hi!", "I'm planning a few months in Cusco"];
    const passages = retrievePassages("How much income do I need for the nomad status?", { history });
    expect(passages.every((p) => p.countryId === "peru")).toBe(true);
    expect(passages[0]?.id).toBe("peru-income-requirement");
  });

  it("prefers the country in the question over the history, and the latest message in the history", () => {
    expect(
      retrievePassages("And in Chile?", { history: ["How long can I stay in Peru?"] }).every(
        (p) => p.countryId === "chile",
      ),
    ).toBe(true);
    const latest = retrievePassages("How do I extend?", {
      history: ["Tell me about Peru", "Actually, what about Argentina?"],
    });
    expect(latest[0]?.id).toBe("argentina-extensions");
  });

  it("keeps the previous topic for a short follow-up", () => {
    expect(
      resolveQuery("What about Ecuador?", ["How much income do I need for Colombia's nomad visa?"]),
    ).toMatchObject({
      countries: ["ecuador"],
      intents: ["income", "nomad-visa"],
      countriesFromHistory: false,
      intentsFromHistory: true,
    });
    expect(
      retrievePassages("What about Ecuador?", {
        history: ["How much income do I need for Colombia's nomad visa?"],
      })[0]?.id,
    ).toBe("ecuador-income-requirement");
  });

  it("only looks at the last three user messages", () => {
    expect(
      resolveQuery("How long can I stay?", ["Tell me about Bolivia", "ok", "thanks", "hmm"]).countries,
    ).toEqual([]);
  });
});
