import { countryName } from "@/lib/config/lawyers";
import { detectCountries } from "@/lib/visa/retrieval";
import type { LeadMessage } from "../conversation";
import { clip, detectVisaType, extractTimeline, lastSubstantiveMessage, redactContacts } from "./extract";

export type SummaryHints = { country?: string | null };

const QUESTION_CHARS = 220;

/**
 * The summary without a language model: four short "Label: value" lines, extracted from what the
 * person wrote: the country (chosen in the form, then named: detectCountries), the visa type
 * (keywords), the timeline (time expressions) and their last substantive message.
 */
export function builtInLeadSummary(
  messages: readonly LeadMessage[],
  fallbackMessage: string,
  hints: SummaryHints = {},
): string {
  const userTexts = [
    ...messages.filter((m) => m.role === "user").map((m) => m.content),
    fallbackMessage,
  ].filter((t) => t.trim());
  // The country chosen in the form first, then the ones named, most recent first.
  const named = [...userTexts].reverse().flatMap((text) => detectCountries(text));
  const countries = [...new Set([...(hints.country ? [hints.country] : []), ...named])]
    .slice(0, 2)
    .map(countryName);
  const country = countries.length ? countries.join(", ") : "Not stated";
  const question = lastSubstantiveMessage(messages) ?? (fallbackMessage.trim() || "Not stated");
  return [
    `Country: ${country}`,
    `Visa type: ${detectVisaType(userTexts) ?? "Not stated"}`,
    `Timeline: ${extractTimeline(userTexts) ?? "Not stated"}`,
    `Question: ${clip(redactContacts(question), QUESTION_CHARS)}`,
  ].join("\n");
}
