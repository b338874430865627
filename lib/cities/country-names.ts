/**
 * Other names people type for the countries of the product: the local spelling and the Portuguese
 * or Spanish one (accents do not matter, the search folds them). English names are the cities' own
 * `country` field; a translated city's `country` is one of these names. Kept free of data imports:
 * the city search runs in the browser.
 */
const countryOtherNames: Readonly<Record<string, readonly string[]>> = {
  Argentina: [],
  Bolivia: ["Bolívia"],
  Brazil: ["Brasil"],
  Chile: [],
  Colombia: ["Colômbia"],
  "Costa Rica": [],
  Ecuador: ["Equador"],
  Mexico: ["México"],
  Paraguay: ["Paraguai"],
  Peru: ["Perú"],
  Uruguay: ["Uruguai"],
};

/** The English names of the countries of the product, in the order above. */
export const englishCountryNames: readonly string[] = Object.keys(countryOtherNames);

const englishByName = new Map(
  Object.entries(countryOtherNames).flatMap(([english, others]) =>
    [english, ...others].map((name) => [name, english] as const),
  ),
);

/** The English name of a country given under any of its names: "Brasil" → "Brazil". */
export function englishCountryName(country: string): string {
  return englishByName.get(country) ?? country;
}

/** A country's English name and its other names, from any of them: "Brasil" → Brazil, Brasil. */
export function countryNames(country: string): readonly string[] {
  const english = englishCountryName(country);
  return [english, ...(countryOtherNames[english] ?? [])];
}

/** "Costa Rica" → "costa-rica": a country's id from its English name (URLs, visa facts, guides). */
export function countrySlug(englishName: string): string {
  return englishName.toLowerCase().replace(/\s+/g, "-");
}
