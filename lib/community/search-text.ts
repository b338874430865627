import { community } from "@/lib/config/community";
import type { SnippetPart } from "./search-schemas";

/**
 * The words of a search, as PostgreSQL prefix terms: letters and digits only (everything else
 * separates words), so nothing in the query can be tsquery syntax; at most `maxTerms`. Every word
 * must match, each as a word's beginning ("medel" finds "Medellín"); accents are folded by the
 * database's community_search configuration.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter(Boolean))].slice(0, community.search.maxTerms);
}

export const prefixQuery = (terms: readonly string[]) => terms.map((term) => `${term}:*`).join(" & ");

/** ts_headline's marks: control characters, taken out of the text first, so they cannot be forged. */
export const matchStart = "\u0002";
export const matchEnd = "\u0003";

/** A headline with the marks above as parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of headline.split(matchStart)) {
    const end = piece.indexOf(matchEnd);
    if (end < 0) parts.push({ text: piece, match: false });
    else parts.push({ text: piece.slice(0, end), match: true }, { text: piece.slice(end + 1), match: false });
  }
  return parts.filter((part) => part.text.length > 0);
}
