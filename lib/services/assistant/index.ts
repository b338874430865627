import "server-only";
import { env } from "@/lib/env";
import { retrievePassages } from "@/lib/visa-chat/retrieval";
import { builtInAssistant } from "./built-in";
import { openAiAssistant } from "./openai";
import type { AssistantInput, VisaAssistant } from "./types";

export type { AssistantInput, ChatMessage, VisaAssistant } from "./types";

/** What the chat shows when the assistant fails (the message is refunded to the quota). */
export const APOLOGY_TEXT =
  "I apologize, but I'm having trouble connecting at the moment. Please try again in a few moments.";

let assistant: VisaAssistant | undefined;

/** The OpenAI-compatible API when OPENAI_API_KEY is set, else the built-in answerer. */
export function visaAssistant(): VisaAssistant {
  if (assistant) return assistant;
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  const apiKey = OPENAI_API_KEY?.trim();
  assistant = apiKey
    ? openAiAssistant({ apiKey, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL })
    : builtInAssistant;
  return assistant;
}

/** Retrieval, then the configured assistant: the answer as Markdown chunks. Throws on failure. */
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
