/**
 * A catalogue message read as data rather than formatted: its text and its plain `{name}`
 * placeholders. The build compiles the catalogues (next-intl's `precompile`, next.config.ts):
 * there a plain text stays a string and "Wait {seconds} s" becomes `["Wait ", ["seconds"], " s"]`.
 * Tests and scripts read the JSON files as written. Both forms are read here; a message with
 * plurals, selects or markup has no parts (null): only texts and plain placeholders read back.
 */
export type MessagePart = string | { name: string };

const PLACEHOLDER = /^\{(\w+)\}$/;

export function messageParts(message: unknown): MessagePart[] | null {
  if (typeof message === "string") {
    // Rich-text tags (<terms>…</terms>) are markup, as the compiler reads them.
    if (/<\/?\w+>/.test(message)) return null;
    const parts: MessagePart[] = [];
    for (const piece of message.split(/(\{[^{}]*\})/)) {
      if (!piece) continue;
      const name = PLACEHOLDER.exec(piece)?.[1];
      if (name) parts.push({ name });
      else if (/[{}]/.test(piece)) return null;
      else parts.push(piece);
    }
    return parts;
  }
  if (!Array.isArray(message)) return null;
  const parts: MessagePart[] = [];
  for (const part of message as unknown[]) {
    if (typeof part === "string") parts.push(part);
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string")
      parts.push({ name: part[0] });
    else return null;
  }
  return parts;
}

/** The parts as text: each placeholder by its value, or as `{name}` when it has none. */
export function renderParts(parts: readonly MessagePart[], values: Record<string, string> = {}): string {
  return parts
    .map((part) => (typeof part === "string" ? part : (values[part.name] ?? `{${part.name}}`)))
    .join("");
}

/** Whether a catalogue entry is a message (either form), not a group of messages. */
export const isMessage = (value: unknown): boolean => typeof value === "string" || Array.isArray(value);

/** The text of a message without placeholders (either form); null for any other message. */
export function plainText(message: unknown): string | null {
  const parts = messageParts(message);
  return parts?.every((part) => typeof part === "string") ? parts.join("") : null;
}
