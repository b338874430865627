import type { AssistantInput, VisaAssistant } from "@/lib/services/assistant/types";
import { buildMessages, systemPrompt } from "@/lib/services/assistant/openai";
import { countryVisa } from "@/lib/visa/knowledge";
import { retrievePassages } from "@/lib/visa/retrieval";

// A model that records what it is given instead of calling an API.
const received: AssistantInput[] = [];
const recordingModel: VisaAssistant = {
  name: "openai",
  async *answer(input) {
    received.push(input);
    yield "ok";
  },
};
jest.mock("@/lib/services/assistant", () => ({ modelAssistant: () => recordingModel }));

async function askModel(question: string, pageLocale?: "en" | "es" | "pt") {
  const { answerVisaQuestion } = await import("@/lib/visa/answer");
  received.length = 0;
  for await (const _chunk of answerVisaQuestion({
    question,
    history: [],
    assistantName: "Lati",
    pageLocale,
  }));
  return received[0]!;
}

describe("the model answers in the language of the question", () => {
  it("gets the question's language and the passages in it, whatever the page's language", async () => {
    const input = await askModel("¿Cuánto cuesta la visa de nómada digital de Colombia?", "en");
    expect(input.language).toBe("es");
    expect(input.passages.length).toBeGreaterThan(0);
    const spanish = countryVisa("colombia", "es")!;
    for (const passage of input.passages) {
      expect(passage.text).toBe(spanish.passages.find((p) => p.id === passage.id)!.text);
      expect(passage.countryName).toBe("Colombia");
    }
    const portuguese = await askModel("Quanto custa o visto de nômade digital da Colômbia?", "es");
    expect(portuguese.language).toBe("pt");
    expect(portuguese.passages.every((p) => p.countryName === "Colômbia")).toBe(true);
    expect((await askModel("How much does the Colombia nomad visa cost?", "pt")).language).toBe("en");
  });

  it("is told in the system prompt which language to answer in", () => {
    expect(systemPrompt("Lati", "es")).toContain("Answer in Spanish");
    expect(systemPrompt("Lati", "pt")).toContain("Answer in Brazilian Portuguese");
    expect(systemPrompt("Lati", "en")).toContain("Answer in English");
    for (const language of ["en", "es", "pt"] as const)
      expect(systemPrompt("Lati", language)).toContain("the language the user writes in");
  });

  it("gets the system prompt and the passages of the question's language", () => {
    const question = "¿Cuánto tiempo puedo quedarme en Perú como turista?";
    const passages = retrievePassages(question, { language: "es" });
    const [system, context] = buildMessages({
      question,
      history: [],
      passages,
      assistantName: "Lati",
      language: "es",
    });
    expect(system?.content).toContain("Answer in Spanish");
    expect(context?.content).toContain(passages[0]!.text);
    expect(context?.content).toContain("Entrada a Perú sin visa");
    expect(context?.content).toContain(passages[0]!.sources[0]!.url);
  });
});
