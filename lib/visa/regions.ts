import { locales, localeTags, type Locale } from "@/lib/i18n/locales";
import { normalizeText } from "./retrieval";

/**
 * Every country and territory people may name, in English, Spanish and Portuguese, from the ISO
 * region names the runtime ships (Intl.DisplayNames), so "Barbados", "Japón" or "Tailândia" is
 * recognised as a place Latitud does not cover instead of being taken for a question with no
 * country. The 11 covered countries are left out: retrieval knows them with their demonyms and cities.
 */

/** ISO codes of the covered countries (their names belong to places.ts). */
const COVERED_CODES = new Set(["AR", "BO", "BR", "CL", "CO", "CR", "EC", "MX", "PY", "PE", "UY"]);

// Codes that are not places a visa question is about.
const NOT_PLACES = new Set(["EU", "EZ", "UN", "ZZ", "QO", "XA", "XB"]);

/** Passport countries: "I'm from the United States" states a nationality, not a destination. */
const PASSPORT_CODES = new Set([
  "US", "CA", "GB", "AU", "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR",
  "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]); // prettier-ignore

// Names that are also common words in one of the three languages ("reunião" is a meeting).
const AMBIGUOUS = new Set(["reuniao", "jersey", "man", "georgia", "jordan", "chad"]);

type Region = { code: string; names: Record<Locale, string> };

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function buildRegions(): { regions: Region[]; byName: Map<string, string> } {
  const display = Object.fromEntries(
    locales.map((l) => [l, new Intl.DisplayNames([localeTags[l]], { type: "region", fallback: "none" })]),
  ) as Record<Locale, Intl.DisplayNames>;
  const regions: Region[] = [];
  const byName = new Map<string, string>();
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      if (COVERED_CODES.has(code) || NOT_PLACES.has(code)) continue;
      const en = display.en.of(code);
      if (!en || en === code || /unknown/i.test(en)) continue;
      const names = Object.fromEntries(locales.map((l) => [l, display[l].of(code) ?? en])) as Record<
        Locale,
        string
      >;
      regions.push({ code, names });
      for (const name of Object.values(names))
        for (const form of nameForms(name)) if (!AMBIGUOUS.has(form)) byName.set(form, code);
    }
  return { regions, byName };
}

/** "Hong Kong SAR China" is also "Hong Kong"; "Congo - Kinshasa" also "Congo"; "St. Lucia" also "Saint Lucia". */
function nameForms(name: string): string[] {
  const full = normalizeText(name).trim();
  const short = normalizeText(name.split(/ SAR | RAE | RAE | \(| - | – |,/)[0] ?? name).trim();
  const saint = full.replace(/^st /, "saint ");
  return [...new Set([full, short, saint])].filter((form) => form.length >= 4);
}

let built: ReturnType<typeof buildRegions> | undefined;
const table = () => (built ??= buildRegions());

// Words around a country that make it the asker's nationality rather than a destination.
const BEFORE =
  "(from|of|de|do|da|dos|das|pasaporte|passaporte|ciudadano|ciudadana|cidadao|cidada|nacionalidad|nacionalidade)( the| los| las| el| la| os| as| o| a)?";
const AFTER = "(passport|passports|citizen|citizens|national|nationals|nationality)";
const isNationality = (haystack: string, name: string) =>
  new RegExp(`\\b${BEFORE} ${name} |\\b${name} ${AFTER}\\b`).test(haystack);

/**
 * ISO codes of uncovered countries named in the text, in order of mention. A passport country
 * ("from the United States", "passaporte da Itália") is the asker's nationality, not a destination.
 */
export function uncoveredRegions(text: string): string[] {
  const haystack = normalizeText(text);
  const found: Array<{ code: string; at: number }> = [];
  for (const [name, code] of table().byName) {
    const at = haystack.indexOf(` ${name} `);
    if (at < 0 || (PASSPORT_CODES.has(code) && isNationality(haystack, name))) continue;
    const known = found.find((f) => f.code === code);
    if (known) known.at = Math.min(known.at, at);
    else found.push({ code, at });
  }
  // "Guinea" inside "Papua New Guinea" is the longer name's.
  return found
    .sort((x, y) => x.at - y.at)
    .filter((f, i, all) => !all.some((o, j) => j !== i && o.at < f.at && contains(o.code, f.code, text)))
    .map((f) => f.code);
}

function contains(outer: string, inner: string, text: string): boolean {
  const haystack = normalizeText(text);
  const names = (code: string) => [...table().byName].filter(([, c]) => c === code).map(([n]) => n);
  return names(outer).some(
    (o) => haystack.includes(` ${o} `) && names(inner).some((i) => i !== o && ` ${o} `.includes(` ${i} `)),
  );
}

/** The region's name in a language ("Barbados", "Japón", "Japão"). */
export function regionName(code: string, language: Locale): string {
  return table().regions.find((r) => r.code === code)?.names[language] ?? code;
}
