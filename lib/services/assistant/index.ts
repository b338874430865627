import "server-only";
import { env } from "@/lib/env";
import { openAiAssistant } from "./openai";
import type { VisaAssistant } from "./types";

export type { AssistantInput, ChatMessage, VisaAssistant } from "./types";

let model: VisaAssistant | null | undefined;

/** The OpenAI-compatible API when OPENAI_API_KEY is set, else null (the caller answers by itself). */
export function modelAssistant(): VisaAssistant | null {
  if (model !== undefined) return model;
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  const apiKey = OPENAI_API_KEY?.trim();
  model = apiKey ? openAiAssistant({ apiKey, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }) : null;
  return model;
}
