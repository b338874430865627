import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { legalSlugs, type LegalSlug } from "@/lib/legal/pages";

// The Spanish and Portuguese legal documents must say what the English ones say: same structure,
// same links and addresses, same figures, no English left behind.

const translations = ["es", "pt"] as const;
const folder = join(process.cwd(), "content", "legal");

function english(slug: LegalSlug): string {
  return readFileSync(join(folder, `${slug}.md`), "utf8");
}

function translated(locale: (typeof translations)[number], slug: LegalSlug): string {
  return readFileSync(join(folder, locale, `${slug}.md`), "utf8");
}

/**
 * One token per Markdown block: headings (level and number), table rows (cell count), list items,
 * paragraphs.
 */
function skeleton(markdown: string): string[] {
  return markdown
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const heading = /^(#{1,6}) (\d+(?:\.\d+)*\.?)?/.exec(line);
      if (heading) return `h${heading[1]!.length}${heading[2] ? ` ${heading[2]}` : ""}`;
      if (line.startsWith("|")) {
        const cells = line.split("|").length - 2;
        return /^\|(\s*-+\s*\|)+$/.test(line) ? `table-rule ${cells}` : `table-row ${cells}`;
      }
      if (line.startsWith("- ")) return "bullet";
      const ordered = /^(\d+)\. /.exec(line);
      if (ordered) return `item ${ordered[1]}`;
      return "paragraph";
    });
}

const urls = (markdown: string) => [...markdown.matchAll(/https?:\/\/[^\s)]+/g)].map((match) => match[0]);
const emails = (markdown: string) =>
  [...markdown.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((match) => match[0]);
const codeSpans = (markdown: string) => [...markdown.matchAll(/`[^`]+`/g)].map((match) => match[0]).sort();
const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
const count = (markdown: string, pattern: RegExp) => [...markdown.matchAll(pattern)].length;

/** Every figure, with thousands separators removed ("2,850", "2.850" and "2850" are one figure). */
function figures(markdown: string): string[] {
  return [...markdown.replace(/https?:\/\/[^\s)]+/g, "").matchAll(/\d+(?:[.,]\d+)*/g)]
    .map((match) => match[0].replace(/(\d)[.,](?=\d{3}(?!\d))/g, "$1"))
    .sort();
}

/** The prose a reader sees: no link targets, URLs or code. */
function prose(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/`[^`]*`/g, " ");
}

/** Any of `words` as a whole word, accents included. */
const anyWord = (...words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join("|")})(?!\\p{L})`, "iu");

// Words that are English and neither Spanish nor Portuguese ("for" is Portuguese, "a" both).
const englishWords = [
  "the",
  "and",
  "you",
  "your",
  "our",
  "we",
  "with",
  "this",
  "that",
  "are",
  "will",
  "of",
  "is",
];

describe.each(legalSlugs)("%s", (slug) => {
  const source = english(slug);

  describe.each(translations)("in %s", (locale) => {
    it("exists", () => {
      expect(existsSync(join(folder, locale, `${slug}.md`))).toBe(true);
    });

    const text = existsSync(join(folder, locale, `${slug}.md`)) ? translated(locale, slug) : "";

    it("has the English document's headings, tables, lists and paragraphs in the same order", () => {
      expect(skeleton(text)).toEqual(skeleton(source));
    });

    it("keeps every URL, email address and link, and the same code names", () => {
      for (const url of urls(source)) expect(text).toContain(url);
      for (const email of emails(source)) expect(text).toContain(email);
      expect(links(text)).toEqual(links(source));
      expect(codeSpans(text)).toEqual(codeSpans(source));
    });

    it("keeps every figure and every emphasis", () => {
      expect(figures(text)).toEqual(figures(source));
      expect(count(text, /\*\*/g)).toBe(count(source, /\*\*/g));
      expect(count(text, /(?<![*\w])\*(?!\*)/g)).toBe(count(source, /(?<![*\w])\*(?!\*)/g));
    });

    it("has no English sentence left over", () => {
      const words = prose(text)
        .toLowerCase()
        .split(/[^\p{L}']+/u);
      const leftovers = words.filter((word) => englishWords.includes(word));
      // Official names stay in English ("Registration of Canadians Abroad").
      expect(leftovers.length).toBeLessThanOrEqual(3);
    });

    it("addresses the reader as its language does", () => {
      if (locale === "es") {
        // "tú", never "vosotros" or "usted"; no Portuguese.
        expect(prose(text)).not.toMatch(
          anyWord("vosotros", "vosotras", "vuestro", "vuestra", "usted", "ustedes", "os"),
        );
        expect(prose(text)).not.toMatch(anyWord("você", "não", "também"));
      } else {
        expect(prose(text)).toMatch(anyWord("você"));
        expect(prose(text)).not.toMatch(anyWord("tú", "usted", "vosotros", "también"));
        expect(text).not.toContain("ñ");
      }
    });
  });
});
