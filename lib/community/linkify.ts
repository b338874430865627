/**
 * Messages are plain text. Links are found in the text and rendered as anchors by React (never as
 * HTML): only http and https URLs, checked with the URL parser; everything else stays text.
 */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const candidate = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailing = /[.,;:!?'"…]+$/;

/** Trailing punctuation belongs to the sentence; a closing bracket only when it is unbalanced. */
function trimUrl(raw: string): string {
  let url = raw.replace(trailing, "");
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ] as const) {
    while (url.endsWith(close) && url.split(close).length > url.split(open).length)
      url = url.slice(0, -1).replace(trailing, "");
  }
  return url;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of input.matchAll(candidate)) {
    const start = match.index;
    const text = trimUrl(match[0]);
    const href = safeHref(text);
    if (start > last) push({ kind: "text", text: input.slice(last, start) });
    push(href ? { kind: "link", text, href } : { kind: "text", text });
    last = start + text.length;
  }
  if (last < input.length) push({ kind: "text", text: input.slice(last) });
  return parts;
}
