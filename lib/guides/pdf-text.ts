import type { translator } from "@/lib/i18n/translator";

/**
 * Text helpers for the PDF guides. pdfkit's built-in Helvetica is encoded in WinAnsi (Windows-1252):
 * Latin-1 accents and the typographic quotes and dashes are fine, but any other character (₲, ≈,
 * emoji, …) comes out as two garbage glyphs, so every string goes through pdfSafe first.
 */

// The 27 characters Windows-1252 adds in 0x80-0x9F; pdfkit maps exactly these (its WIN_ANSI_MAP).
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const REPLACEMENTS: Record<string, string> = {
  "₲": "PYG", // Paraguayan guaraní sign
  "₱": "PHP",
  "₹": "INR",
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2012": "–", // figure dash
  "\u2015": "—", // horizontal bar
  "\u2212": "-", // minus sign
  "\u2009": " ", // thin space
  "\u202f": " ", // narrow no-break space
  "\u2007": " ", // figure space
  "\u200b": "", // zero-width space
  "\u2060": "", // word joiner
  "\ufeff": "", // byte order mark
  "′": "'",
  "″": '"',
  "≈": "~",
  "≤": "<=",
  "≥": ">=",
  "→": "->",
  "←": "<-",
  "✓": "",
  // Latin letters with no Unicode decomposition, so NFKD below cannot simplify them.
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    char === "\n" ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/** Returns the text with every character the standard PDF fonts cannot show replaced or removed. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (isWinAnsi(char)) out += char;
    else if (Object.hasOwn(REPLACEMENTS, char)) out += REPLACEMENTS[char];
    else if (char === "\t" || char === "\r") out += " ";
    else {
      // Compatibility decomposition turns ligatures, superscripts and rare accents into plain
      // letters (ﬁ → fi, ő → o); whatever still cannot be shown is dropped rather than garbled.
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      if ([...plain].every(isWinAnsi)) out += plain;
    }
  }
  return out;
}

/** The `guides` messages in the guide's language: every label, heading and footer of the PDF. */
export type GuideTranslator = Awaited<ReturnType<typeof translator<"guides">>>;
