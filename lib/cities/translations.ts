import { countryNames } from "./country-names";
import type { City, CityTranslation } from "./schema";

/**
 * The English city with a translation's text laid over it; everything else (ids, image files,
 * figures, coordinates, group kinds and links) stays the English record's.
 */
export function translateCity(city: City, translation: CityTranslation): City {
  return {
    ...city,
    name: translation.name ?? city.name,
    country: translation.country,
    description: translation.description,
    longDescription: translation.longDescription,
    image: { ...city.image, alt: translation.image.alt },
    images: city.images.map((image, i) => ({ ...image, alt: translation.images[i]?.alt ?? image.alt })),
    features: translation.features,
    neighborhoods: city.neighborhoods.map((place, i) => ({
      ...place,
      description: translation.neighborhoods[i]?.description ?? place.description,
    })),
    groups: city.groups.map((group, i) => ({
      ...group,
      description: translation.groups[i]?.description ?? group.description,
    })),
  };
}

/**
 * Where a translation does not fit its English city (empty when it fits): the same paragraphs,
 * badges, images, neighbourhoods and groups (same names, same order), the country under one of its
 * own names, the same figures in each text, and no text of three words or more left in English.
 */
export function translationProblems(city: City, translation: CityTranslation): string[] {
  const problems: string[] = [];
  const sameLength = (field: string, english: readonly unknown[], translated: readonly unknown[]) => {
    if (english.length !== translated.length)
      problems.push(`${field}: ${translated.length} entries, English has ${english.length}`);
  };
  sameLength("longDescription", city.longDescription, translation.longDescription);
  sameLength("features", city.features, translation.features);
  sameLength("images", city.images, translation.images);
  const sameNames = (field: string, english: { name: string }[], translated: { name: string }[]) => {
    const [a, b] = [english.map((x) => x.name), translated.map((x) => x.name)];
    if (a.join("\n") !== b.join("\n"))
      problems.push(
        `${field}: names must be the English ones in order (${a.join(", ")}), found ${b.join(", ")}`,
      );
  };
  sameNames("neighborhoods", city.neighborhoods, translation.neighborhoods);
  sameNames("groups", city.groups, translation.groups);
  if (!countryNames(city.country).includes(translation.country))
    problems.push(`country: "${translation.country}" is not a name of ${city.country}`);

  for (const [field, english, translated] of textPairs(city, translation)) {
    if (translated === undefined) continue;
    if (translated === english && english.split(/\s+/).length >= 3)
      problems.push(`${field}: identical to the English text (untranslated?)`);
    const [a, b] = [figures(english), figures(translated)];
    if (a !== b) problems.push(`${field}: figures ${b || "(none)"} differ from the English ${a || "(none)"}`);
  }
  return problems;
}

/** Each translated text beside its English original, named by its path in the file. */
function textPairs(city: City, t: CityTranslation): [string, string, string | undefined][] {
  return [
    ["description", city.description, t.description],
    ...city.longDescription.map((text, i): [string, string, string | undefined] => [
      `longDescription.${i}`,
      text,
      t.longDescription[i],
    ]),
    ["image.alt", city.image.alt, t.image.alt],
    ...city.images.map((image, i): [string, string, string | undefined] => [
      `images.${i}.alt`,
      image.alt,
      t.images[i]?.alt,
    ]),
    ...city.features.map((text, i): [string, string, string | undefined] => [
      `features.${i}`,
      text,
      t.features[i],
    ]),
    ...city.neighborhoods.map((place, i): [string, string, string | undefined] => [
      `neighborhoods.${i}.description`,
      place.description,
      t.neighborhoods[i]?.description,
    ]),
    ...city.groups.map((group, i): [string, string, string | undefined] => [
      `groups.${i}.description`,
      group.description,
      t.groups[i]?.description,
    ]),
  ];
}

/**
 * The numbers of a text, sorted (a sentence may order them differently), whatever the thousands
 * separator: "1,500 m" (en) and "1.500 m" (es, pt) both give "1500"; "1.3 million" and "1,3
 * millones" both give "1 3".
 */
export function figures(text: string): string {
  const numbers = text.replace(/(?<=\d)[.,](?=\d{3}(?!\d))/g, "").match(/\d+/g) ?? [];
  return numbers.sort().join(" ");
}
