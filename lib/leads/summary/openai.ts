import OpenAI from "openai";
import { countryName } from "@/lib/config/lawyers";
import type { LeadMessage } from "../conversation";
import type { SummaryHints } from "./built-in";
import { clip, redactContacts } from "./extract";

export type LeadSummaryModelConfig = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number };

// Bounds on what is sent and received: a summary needs little, and it runs while the person waits.
export const SUMMARY_MESSAGES = 10;
export const SUMMARY_MESSAGE_CHARS = 800;
export const SUMMARY_MAX_TOKENS = 180;
const LINE_CHARS = 220;

export const SUMMARY_PROMPT = [
  "You summarise a traveller's request for an immigration lawyer in Latin America.",
  "Answer in English with 3 to 5 short lines, each 'Label: value', in this order: Country, Visa type, Timeline, Question, and optionally one Key fact.",
  "Write 'Not stated' when the conversation does not say. Never include names, emails or phone numbers. Plain text, no Markdown.",
].join("\n");

function transcript(messages: readonly LeadMessage[], fallbackMessage: string, hints: SummaryHints): string {
  const lines = messages
    .slice(-SUMMARY_MESSAGES)
    .map(
      (m) =>
        `${m.role === "user" ? "Traveller" : "Visa assistant"}: ${clip(m.content, SUMMARY_MESSAGE_CHARS)}`,
    );
  lines.push(`Traveller's note to the lawyer: ${clip(fallbackMessage, SUMMARY_MESSAGE_CHARS)}`);
  if (hints.country) lines.push(`Country chosen in the form: ${countryName(hints.country)}`);
  return lines.join("\n");
}

/** The model's answer as at most five clean lines; null when it is not usable. */
export function cleanModelSummary(text: string): string | null {
  const lines = text
    .split("\n")
    .map((line) =>
      line
        .replace(/^[\s*#>•-]+/, "")
        .replace(/\*\*/g, "")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, 5)
    .map((line) => clip(redactContacts(line), LINE_CHARS));
  return lines.length >= 3 ? lines.join("\n") : null;
}

/** A summariser backed by any OpenAI-compatible Chat Completions API (one short, non-streamed call). */
export function openAiLeadSummarizer(config: LeadSummaryModelConfig) {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: 1,
    timeout: config.timeoutMs ?? 12_000,
  });
  return async (
    messages: readonly LeadMessage[],
    fallbackMessage: string,
    hints: SummaryHints = {},
  ): Promise<string | null> => {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: "system", content: SUMMARY_PROMPT },
        { role: "user", content: transcript(messages, fallbackMessage, hints) },
      ],
      max_tokens: SUMMARY_MAX_TOKENS,
      temperature: 0.1,
    });
    return cleanModelSummary(completion.choices[0]?.message?.content ?? "");
  };
}
