import { notifications as limits } from "@/lib/config/notifications";

/**
 * Mentions inside a chat message's text (browser-safe). A mention is stored as a token
 * `@[Name](userId)`: the server checks and rewrites every token (lib/notifications/mention-resolve.ts),
 * the message renders it as a highlighted '@Name', and previews show '@Name'.
 */
const uuid = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const tokenSource = `@\\[([^\\[\\]\\n]{1,80})\\]\\((${uuid})\\)`;

export type Mention = { name: string; userId: string };
export type MentionChunk = { kind: "text"; text: string } | ({ kind: "mention" } & Mention);

/** The text as plain runs and mentions, in order. */
export function splitMentions(text: string): MentionChunk[] {
  const chunks: MentionChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(tokenSource, "g"))) {
    if (match.index > last) chunks.push({ kind: "text", text: text.slice(last, match.index) });
    chunks.push({ kind: "mention", name: match[1]!, userId: match[2]!.toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < text.length) chunks.push({ kind: "text", text: text.slice(last) });
  return chunks;
}

/** The members mentioned, each once, in order of first mention. */
export function parseMentions(text: string): Mention[] {
  const seen = new Map<string, Mention>();
  for (const chunk of splitMentions(text))
    if (chunk.kind === "mention" && !seen.has(chunk.userId))
      seen.set(chunk.userId, { name: chunk.name, userId: chunk.userId });
  return [...seen.values()];
}

/** Whether a text mentions at most the allowed number of members (the message schema's check). */
export const withinMentionLimit = (text: string) =>
  parseMentions(text).length <= limits.maxMentionsPerMessage;

/** A name as a token may hold it: no brackets, parentheses or line breaks, at most 80 characters. */
export function mentionName(name: string): string {
  return Array.from(
    name
      .replace(/[[\]()\n\r]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, 80)
    .join("");
}

export function mentionToken({ name, userId }: Mention): string {
  return `@[${mentionName(name)}](${userId})`;
}

/** The text with every token shown as '@Name' (previews, emails). */
export function plainMentions(text: string): string {
  return splitMentions(text)
    .map((chunk) => (chunk.kind === "mention" ? `@${chunk.name}` : chunk.text))
    .join("");
}

/**
 * The text with each '@Name' of the given members turned back into their token (longest names
 * first, so '@Ana María' is not taken for '@Ana'): what the composer and the message editor send.
 */
export function encodeMentions(text: string, mentions: readonly Mention[]): string {
  return [...mentions]
    .sort((a, b) => b.name.length - a.name.length)
    .reduce((out, mention) => out.split(`@${mention.name}`).join(mentionToken(mention)), text);
}
