import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { cityFiles } from "./content";
import { cityTranslationSchema, citySchema, type City } from "./schema";
import { translateCity, translationProblems } from "./translations";

/**
 * Every city, in the order the list shows them, in English. Built into the app: validated
 * once when the module loads, so a broken content file fails the build, not a visitor's request.
 */
export const cities: readonly City[] = cityFiles.map((files) => citySchema.parse(files.en));

/** The languages the cities are translated into from English. */
type TranslatedLocale = Exclude<Locale, "en">;

/** Every city in a language, each translation checked against its English city. */
function translatedCities(locale: TranslatedLocale): readonly City[] {
  return cities.map((city, i) => {
    const translation = cityTranslationSchema.parse(cityFiles[i]?.[locale]);
    const problems = translationProblems(city, translation);
    if (problems.length) throw new Error(`content/cities/${locale}/${city.id}.json: ${problems.join("; ")}`);
    return translateCity(city, translation);
  });
}

const citiesByLocale: Record<Locale, readonly City[]> = {
  en: cities,
  es: translatedCities("es"),
  pt: translatedCities("pt"),
};

const byId: Record<Locale, ReadonlyMap<string, City>> = {
  en: new Map(cities.map((city) => [city.id, city])),
  es: new Map(citiesByLocale.es.map((city) => [city.id, city])),
  pt: new Map(citiesByLocale.pt.map((city) => [city.id, city])),
};

/** Every city in a language, in the order of `cities`. */
export function citiesIn(locale: Locale): readonly City[] {
  return citiesByLocale[locale];
}

/** A city in a language (English by default): the English record with its translated text. */
export function getCity(id: string, locale: Locale = defaultLocale): City | undefined {
  return byId[locale].get(id);
}
