/**
 * Other names people type for the countries of the product: the local spelling and the Portuguese
 * or Spanish one (accents do not matter, the search folds them). English names are the cities' own
 * `country` field. Kept free of data imports: the city search runs in the browser.
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

/** A country's English name and its other names. */
export function countryNames(country: string): readonly string[] {
  return [country, ...(countryOtherNames[country] ?? [])];
}
