import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

/**
 * The five legal pages: each slug with the key of its label and description in the `legal`
 * catalogue (`pages.<key>.label`, `pages.<key>.description`). The English text lives in
 * content/legal/<slug>.md, its translations in content/legal/<locale>/<slug>.md.
 */
export const legalPages = {
  "terms-of-service": "termsOfService",
  "privacy-policy": "privacyPolicy",
  "cookie-policy": "cookiePolicy",
  "safety-information": "safetyInformation",
  "cancellation-policy": "cancellationPolicy",
} as const satisfies Record<string, keyof IntlMessages["legal"]["pages"]>;

export type LegalSlug = keyof typeof legalPages;

export const legalSlugs = Object.keys(legalPages) as LegalSlug[];

export type LegalDocument = {
  title: string;
  /** The 'Last updated' date as "2026-11-22" (for formatCalendarDate), or as written if it is no date. */
  updated: string | null;
  body: string;
  /** A translation of the English text, which prevails: the page says so (legal.translationNotice). */
  translation: boolean;
};

/** The 'Last updated:' line's label in each language the documents are written in. */
const updatedLabel = /^(?:last updated|última actualización|última atualização):/i;

/** Month names of the three languages, as the date lines write them. */
const months: Record<string, number> = Object.fromEntries(
  [
    ["january", "enero", "janeiro"],
    ["february", "febrero", "fevereiro"],
    ["march", "marzo", "março"],
    ["april", "abril"],
    ["may", "mayo", "maio"],
    ["june", "junio", "junho"],
    ["july", "julio", "julho"],
    ["august", "agosto"],
    ["september", "septiembre", "setiembre", "setembro"],
    ["october", "octubre", "outubro"],
    ["november", "noviembre", "novembro"],
    ["december", "diciembre", "dezembro"],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/**
 * A written date as "YYYY-MM-DD": "November 22, 2026", "22 November 2026", "22 de noviembre de
 * 2026", "1º de março de 2026" or already "2026-11-22". Null for anything else or a day that does
 * not exist.
 */
export function parseLegalDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : writtenDateParts(text);
  if (!parts) return null;
  const { year, month, day } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function writtenDateParts(text: string): { year: number; month: number; day: number } | null {
  const words = text
    .toLowerCase()
    .replace(/[,.]/g, " ")
    .split(/\s+/)
    .filter((word) => word && word !== "de" && word !== "of");
  if (words.length !== 3) return null;
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  for (const word of words) {
    if (/^\d{4}$/.test(word)) year = Number(word);
    else if (months[word]) month = months[word];
    else if (/^\d{1,2}(?:st|nd|rd|th|º|°|o)?$/.test(word)) day = parseInt(word, 10);
  }
  return year && month && day ? { year, month, day } : null;
}

function documentPath(slug: LegalSlug, locale: Locale): string {
  const folder = join(/* turbopackIgnore: true */ process.cwd(), "content", "legal");
  return locale === defaultLocale ? join(folder, `${slug}.md`) : join(folder, locale, `${slug}.md`);
}

/**
 * Reads a legal page in `locale` at build time: its '# Title' and 'Last updated:' lines (in the
 * document's language) become the page header, the rest is the Markdown body.
 */
export async function loadLegalDocument(slug: LegalSlug, locale: Locale): Promise<LegalDocument> {
  const raw = await readFile(documentPath(slug, locale), "utf8");
  const lines = raw.split("\n");
  const titleLine = lines.findIndex((line) => line.startsWith("# "));
  if (titleLine < 0) throw new Error(`content/legal: ${locale}/${slug} has no '# Title' line`);
  const title = lines[titleLine]!.slice(2).trim();
  const updatedLine = lines.findIndex((line) => updatedLabel.test(line.replace(/[*_]/g, "").trim()));
  const writtenDate =
    updatedLine >= 0
      ? lines[updatedLine]!.replace(/[*_]/g, "").trim().replace(updatedLabel, "").trim()
      : null;
  const body = lines
    .filter((_, index) => index !== titleLine && index !== updatedLine)
    .join("\n")
    .trim();
  return {
    title,
    updated: writtenDate === null ? null : (parseLegalDate(writtenDate) ?? writtenDate),
    body,
    translation: locale !== defaultLocale,
  };
}
