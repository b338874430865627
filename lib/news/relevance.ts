import {
  categoryKeywords,
  cityKeywords,
  countryKeywords,
  DEFAULT_CATEGORY,
  keywordWeights,
  nomadKeywords,
  type KeywordList,
} from "./config";
import { foldForMatching, titleCase, toPlainText } from "./text";

/**
 * Keyword relevance for South American nomad news. Whole words only ("Peruvian" is not "Peru":
 * demonyms are left out on purpose, since "Brazilian wax" or "Chilean wine" say little about
 * living there), case- and accent-insensitive, with an optional plural "s"/"es".
 */

type Matcher = { keyword: string; needles: string[] };

/**
 * Text as " word word word ": folded, every run of non-letters/digits one space. A keyword is then a
 * plain substring search for " keyword ", which is whole-word by construction and far cheaper than
 * one Unicode-aware regex per keyword (those cost tens of ms per item and stall the event loop).
 */
function words(text: string): string {
  return ` ${foldForMatching(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

function compile(list: KeywordList): Matcher[] {
  return list.map((entry) => {
    const spellings = typeof entry === "string" ? [entry] : entry;
    const needles = spellings.flatMap((spelling) => {
      const phrase = words(spelling).trim();
      return [` ${phrase} `, ` ${phrase}s `, ` ${phrase}es `];
    });
    return { keyword: spellings[0] ?? "", needles };
  });
}

const found = (text: string) => (matcher: Matcher) => matcher.needles.some((needle) => text.includes(needle));

const weighted: ReadonlyArray<readonly [number, Matcher[]]> = [
  [keywordWeights.country, compile(countryKeywords)],
  [keywordWeights.city, compile(cityKeywords)],
  [keywordWeights.nomad, compile(nomadKeywords)],
];
const categories = categoryKeywords.map(([name, list]) => [name, compile(list)] as const);

export type ScoredText = { title: string; description: string };

const fold = ({ title, description }: ScoredText) => words(`${title} ${description}`);

/** Keywords found in the item, each counted once: countries 3, cities 2, nomad/visa terms 1. */
export function matchedKeywords(item: ScoredText): string[] {
  const text = fold(item);
  return weighted.flatMap(([, matchers]) => matchers.filter(found(text)).map((m) => m.keyword));
}

export function scoreItem(item: ScoredText): number {
  const text = fold(item);
  let score = 0;
  for (const [weight, matchers] of weighted) {
    score += weight * matchers.filter(found(text)).length;
  }
  return score;
}

/** The first category whose keywords appear, else the feed's own first category, else "Digital Nomad". */
export function categorize(item: ScoredText, feedCategories: readonly string[] = []): string {
  const text = fold(item);
  for (const [name, matchers] of categories) {
    if (matchers.some(found(text))) return name;
  }
  for (const raw of feedCategories) {
    const own = toPlainText(raw).slice(0, 40).trim();
    if (own) return titleCase(own);
  }
  return DEFAULT_CATEGORY;
}
