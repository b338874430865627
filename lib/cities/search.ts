/** Lower-case, accents removed: 'Medellín' and 'medellin' compare equal. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

export type Searchable = { name: string; country: string; description: string };

/**
 * Live search of /cities (spec 2 §2): by name, country or description, case- and accent-
 * insensitive; every word of the query must match somewhere. Runs on the server and in the browser.
 */
export function searchCities<T extends Searchable>(query: string, list: readonly T[]): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...list];
  return list.filter((city) => {
    const haystack = foldText(`${city.name} ${city.country} ${city.description}`);
    return words.every((word) => haystack.includes(word));
  });
}
