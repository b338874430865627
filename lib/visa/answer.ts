import "server-only";
import { modelAssistant, type AssistantInput, type VisaAssistant } from "@/lib/services/assistant";
import type { Locale } from "@/lib/i18n/locales";
import { questionLanguage } from "./language";
import { retrievePassages } from "./retrieval";
import { eligibilityHref, readAsked } from "./asked";
import { builtInAssistant, factsForQuestion } from "./built-in-answerer";

/** What the chat shows when the assistant fails (the message is refunded to the quota). */
export const APOLOGY_TEXT =
  "I apologize, but I'm having trouble connecting at the moment. Please try again in a few moments.";

/** The configured model when there is one, else the built-in answerer. */
export function visaAssistant(): VisaAssistant {
  return modelAssistant() ?? builtInAssistant;
}

/**
 * Retrieval, then the assistant answers from the passages retrieved: Markdown chunks. Throws on
 * failure. The answer is in the question's language (Spanish for a Spanish question on an English
 * page); `pageLocale`, the language of the page the chat is on, decides only when the question and
 * the conversation do not tell ("Colombia?").
 */
export async function* answerVisaQuestion(
  input: Omit<AssistantInput, "passages" | "language"> & { pageLocale?: Locale },
): AsyncIterable<string> {
  const { pageLocale, ...rest } = input;
  const chosen = visaAssistant();
  const userHistory = input.history.filter((m) => m.role === "user").map((m) => m.content);
  const language = questionLanguage(input.question, userHistory, pageLocale);
  // A model can weigh a few more passages; the built-in answerer shows only the best ones.
  const passages = retrievePassages(input.question, {
    history: userHistory,
    limit: chosen.name === "openai" ? 6 : 4,
    language,
  });
  const asked = readAsked(input.question);
  // The model gets the records the built-in answerer would cite; the built-in answerer finds them itself.
  const facts = chosen.name === "openai" ? factsForQuestion({ ...input, language }) : [];
  yield* chosen.answer({
    ...rest,
    passages,
    language,
    facts,
    eligibilityHref: asked.fit ? eligibilityHref(asked.profile, language) : undefined,
  });
}
