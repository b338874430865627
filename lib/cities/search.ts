import { countryNames } from "./country-names";

/** Lower-case, accents removed: 'Medellín' and 'medellin' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export type Searchable = { name: string; country: string; description: string; features: readonly string[] };

/**
 * Live search of /cities: by city name, country (in English or its local spelling: Brasil, Perú),
 * description or badge ('beaches'), case- and accent-insensitive. Every word of the query must
 * begin a word of the city's text ('beach' finds 'beaches'; 'rio' does not find 'serious').
 * Runs on the server and in the browser.
 */
export function searchCities<T extends Searchable>(query: string, list: readonly T[]): T[] {
  const words = wordsOf(query);
  if (!words.length) return [...list];
  return list.filter((city) => {
    const text = wordsOf(
      [city.name, ...countryNames(city.country), city.description, ...city.features].join(" "),
    );
    return words.every((word) => text.some((candidate) => candidate.startsWith(word)));
  });
}

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
