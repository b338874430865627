import { lawyerSpecialities, leadCountries, leadLanguages } from "@/lib/config/lawyers";

/**
 * Countries, languages and specialities are stored as written in lib/config/lawyers.ts ("costa-rica",
 * "Spanish", "Work permits"); people read them through the `lawyer` catalogue, keyed by the value in
 * camelCase ("costaRica", "spanish", "workPermits"). A value the catalogue does not know is shown as
 * it is.
 */
type Translate = { (key: never): string; has(key: never): boolean };

export function messageKey(value: string): string {
  return value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join("");
}

function label(t: Translate, key: string, fallback: string): string {
  return t.has(key as never) ? t(key as never) : fallback;
}

/** t: the `lawyer` namespace's translator. */
export const countryLabel = (t: Translate, id: string, fallback = id) =>
  label(t, `countries.${messageKey(id)}`, fallback);
export const languageLabel = (t: Translate, language: string) =>
  label(t, `languages.${messageKey(language)}`, language);
export const specialityLabel = (t: Translate, speciality: string) =>
  label(t, `specialities.${messageKey(speciality)}`, speciality);

/** The option lists of the lawyer forms, as CheckboxGroup options in the reader's language. */
export function practiceOptions(t: Translate) {
  return {
    countries: leadCountries.map((c) => ({ value: c.id, label: countryLabel(t, c.id, c.name) })),
    languages: leadLanguages.map((l) => ({ value: l, label: languageLabel(t, l) })),
    specialities: lawyerSpecialities.map((s) => ({ value: s, label: specialityLabel(t, s) })),
  };
}
