/**
 * A regular expression matching any of `alternatives` as whole words: `\b(a|b|c)\b`. Long lists of
 * keywords read better one per line than as a single regex literal.
 */
export function wordPattern(alternatives: readonly string[], flags = ""): RegExp {
  return new RegExp(`\\b(${alternatives.join("|")})\\b`, flags);
}
