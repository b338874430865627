import { LEAD_CONVERSATION_MAX, leadCountries, type LeadCountryId } from "@/lib/config/lawyers";
import type { LeadMessage } from "./conversation";

/** A visa chat message as the chat window holds it. */
export type ChatWindowMessage = {
  id: string;
  content: string;
  isUser: boolean;
  isTyping?: boolean;
  failed?: boolean;
};

/**
 * The conversation's last messages to send with a lawyer request: real exchanges only (no welcome,
 * typing or failed answers).
 */
export function chatExcerpt(
  messages: readonly ChatWindowMessage[],
  max = LEAD_CONVERSATION_MAX,
): LeadMessage[] {
  return messages
    .filter((m) => m.id !== "welcome" && !m.isTyping && !m.failed && m.content.trim())
    .slice(-max)
    .map((m) => ({ role: m.isUser ? "user" : "assistant", content: m.content.trim() }));
}

/** The person's latest question, to prefill the request's message. */
export function lastQuestion(conversation: readonly LeadMessage[]): string {
  return (
    [...conversation]
      .reverse()
      .find((m) => m.role === "user")
      ?.content.slice(0, 2000) ?? ""
  );
}

/**
 * The country the person asked about most recently, by name, for prefilling the form in the browser
 * (the server's summary uses the full detector of the visa chat).
 */
export function guessCountry(conversation: readonly LeadMessage[]): LeadCountryId | undefined {
  const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  for (const message of [...conversation].reverse()) {
    if (message.role !== "user") continue;
    const text = plain(message.content);
    const found = leadCountries
      .map((c) => ({ id: c.id, at: text.lastIndexOf(plain(c.name)) }))
      .filter((c) => c.at >= 0);
    if (found.length) return found.sort((a, b) => b.at - a.at)[0]!.id;
  }
  return undefined;
}
