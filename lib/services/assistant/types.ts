import type { Locale } from "@/lib/i18n/locales";
import type { RetrievedPassage } from "@/lib/visa/retrieval";
import type { Fact } from "@/lib/visa/facts/schema";

export type ChatMessage = { role: "user" | "assistant"; content: string };

export type AssistantInput = {
  question: string;
  /** Earlier messages of the conversation, oldest first, without the current question. */
  history: ChatMessage[];
  /** Knowledge-base passages retrieved for the question, best first, in `language`. */
  passages: RetrievedPassage[];
  /** Fact records on what is asked (checked values with their official page), best first. */
  facts?: Fact[];
  /** The eligibility check with what the question states, when the question is about fit. */
  eligibilityHref?: string;
  /** The language to answer in: the question's (lib/visa/language.ts), never just the page's. */
  language: Locale;
  /** The name the assistant introduces itself with (configured by the app). */
  assistantName: string;
  signal?: AbortSignal;
};

/**
 * The visa assistant behind the home page chat. `answer` yields Markdown text chunks (model tokens,
 * or whole paragraphs for the built-in answerer) whose concatenation is the answer; it throws when
 * the answer cannot be produced, and the caller shows its apology text.
 */
export interface VisaAssistant {
  readonly name: "openai" | "built-in";
  answer(input: AssistantInput): AsyncIterable<string>;
}
