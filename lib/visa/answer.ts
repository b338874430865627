import "server-only";
import { modelAssistant, type AssistantInput, type VisaAssistant } from "@/lib/services/assistant";
import { builtInAssistant } from "./built-in-answerer";
import { retrievePassages } from "./retrieval";

/** What the chat shows when the assistant fails (the message is refunded to the quota). */
export const APOLOGY_TEXT =
  "I apologize, but I'm having trouble connecting at the moment. Please try again in a few moments.";

/** The configured model when there is one, else the built-in answerer. */
export function visaAssistant(): VisaAssistant {
  return modelAssistant() ?? builtInAssistant;
}

/** Retrieval, then the assistant answers from the passages retrieved: Markdown chunks. Throws on failure. */
export async function* answerVisaQuestion(input: Omit<AssistantInput, "passages">): AsyncIterable<string> {
  const chosen = visaAssistant();
  const userHistory = input.history.filter((m) => m.role === "user").map((m) => m.content);
  // A model can weigh a few more passages; the built-in answerer shows only the best ones.
  const passages = retrievePassages(input.question, {
    history: userHistory,
    limit: chosen.name === "openai" ? 6 : 4,
  });
  yield* chosen.answer({ ...input, passages });
}
