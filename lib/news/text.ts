/**
 * Feed text is untrusted HTML-ish input; these helpers turn it into plain text. The result holds no
 * markup at all (not even a stray "<"), so it stays harmless even if a consumer renders it as HTML.
 */

const MAX_INPUT_CHARS = 200_000;

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  pound: "£",
  cent: "¢",
  iexcl: "¡",
  iquest: "¿",
  aacute: "á",
  eacute: "é",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  Aacute: "Á",
  Eacute: "É",
  Iacute: "Í",
  Oacute: "Ó",
  Uacute: "Ú",
  agrave: "à",
  egrave: "è",
  ograve: "ò",
  acirc: "â",
  ecirc: "ê",
  ocirc: "ô",
  atilde: "ã",
  otilde: "õ",
  Atilde: "Ã",
  Otilde: "Õ",
  ntilde: "ñ",
  Ntilde: "Ñ",
  ccedil: "ç",
  Ccedil: "Ç",
  uuml: "ü",
  Uuml: "Ü",
  ouml: "ö",
  auml: "ä",
  zwj: "",
  zwnj: "",
  shy: "",
};

/** Decodes named (a common set), decimal and hex entities; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (whole, body: string) => {
    if (body[0] !== "#") return namedEntities[body] ?? namedEntities[body.toLowerCase()] ?? whole;
    const code =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // NUL, surrogates and out-of-range code points are not characters.
    if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "";
    return String.fromCodePoint(code);
  });
}

/** Removes tags, comments and CDATA markers; script/style elements go with their content. */
export function stripTags(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
      .replace(/<!\[CDATA\[|\]\]>/g, " ")
      .replace(/<(script|style|noscript|iframe|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
      // Quoted attribute values may contain ">" (alt="a>b"): skip over them as a whole. An unclosed
      // quote or tag runs to the end, so every attempt succeeds at once (linear, even on hostile input).
      .replace(/<\/?[a-z!?](?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*(?:>|$)/gi, " ")
  );
}

export function collapseWhitespace(text: string): string {
  // Control characters too: they are invisible and only break layouts.
  return text.replace(/[\s\u0000-\u001f\u007f\u200b\u2028\u2029]+/g, " ").trim();
}

/**
 * Untrusted HTML to one line of plain text. Decoding can reveal markup ("&lt;script&gt;"), so tags
 * are stripped again afterwards, and any angle bracket left (e.g. "a < b") is dropped.
 */
export function toPlainText(value: unknown): string {
  if (typeof value !== "string") return "";
  // Bounded work per field: a whole article's HTML is more than any card needs.
  const decoded = decodeEntities(stripTags(value.slice(0, MAX_INPUT_CHARS)));
  return collapseWhitespace(stripTags(decoded).replace(/[<>]/g, " "));
}

/** The first `max` characters (code points, so emoji are never split) plus "..." when longer. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : text;
}

/** Cards show at most 150 characters of description; an empty one gets a placeholder. */
export function cleanDescription(value: unknown, max: number): string {
  const text = toPlainText(value);
  return text ? cut(text, max) : "No description available";
}

/** Titles are capped at `max` characters in total, "..." included. */
export function cleanTitle(value: unknown, max: number): string {
  const text = toPlainText(value);
  return Array.from(text).length > max ? cut(text, max - 3) : text;
}

/** Only absolute http(s) URLs survive; javascript:, data:, relative and credentialed links do not. */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/** Lowercase without accents, so "Medellín" and "medellin" compare equal. */
export function foldForMatching(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-/])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}
