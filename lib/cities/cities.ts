import buenosAires from "@/content/cities/buenos-aires-argentina.json";
import lima from "@/content/cities/lima-peru.json";
import medellin from "@/content/cities/medellin-colombia.json";
import montevideo from "@/content/cities/montevideo-uruguay.json";
import quito from "@/content/cities/quito-ecuador.json";
import rio from "@/content/cities/rio-de-janeiro-brazil.json";
import santiago from "@/content/cities/santiago-chile.json";
import saoPaulo from "@/content/cities/sao-paulo-brazil.json";
import buenosAiresEs from "@/content/cities/es/buenos-aires-argentina.json";
import limaEs from "@/content/cities/es/lima-peru.json";
import medellinEs from "@/content/cities/es/medellin-colombia.json";
import montevideoEs from "@/content/cities/es/montevideo-uruguay.json";
import quitoEs from "@/content/cities/es/quito-ecuador.json";
import rioEs from "@/content/cities/es/rio-de-janeiro-brazil.json";
import santiagoEs from "@/content/cities/es/santiago-chile.json";
import saoPauloEs from "@/content/cities/es/sao-paulo-brazil.json";
import buenosAiresPt from "@/content/cities/pt/buenos-aires-argentina.json";
import limaPt from "@/content/cities/pt/lima-peru.json";
import medellinPt from "@/content/cities/pt/medellin-colombia.json";
import montevideoPt from "@/content/cities/pt/montevideo-uruguay.json";
import quitoPt from "@/content/cities/pt/quito-ecuador.json";
import rioPt from "@/content/cities/pt/rio-de-janeiro-brazil.json";
import santiagoPt from "@/content/cities/pt/santiago-chile.json";
import saoPauloPt from "@/content/cities/pt/sao-paulo-brazil.json";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { cityTranslationSchema, citySchema, type City } from "./schema";
import { translateCity, translationProblems } from "./translations";

/**
 * The eight cities, in the order the list shows them, in English. Built into the app: validated
 * once when the module loads, so a broken content file fails the build, not a visitor's request.
 */
export const cities: readonly City[] = [
  medellin,
  buenosAires,
  saoPaulo,
  rio,
  lima,
  quito,
  santiago,
  montevideo,
].map((raw) => citySchema.parse(raw));

/** The languages the cities are translated into from English. */
type TranslatedLocale = Exclude<Locale, "en">;

/** Each other language's translation of every city (content/cities/<locale>/<id>.json), by city id. */
const translationFiles: Record<TranslatedLocale, Record<string, unknown>> = {
  es: {
    "medellin-colombia": medellinEs,
    "buenos-aires-argentina": buenosAiresEs,
    "sao-paulo-brazil": saoPauloEs,
    "rio-de-janeiro-brazil": rioEs,
    "lima-peru": limaEs,
    "quito-ecuador": quitoEs,
    "santiago-chile": santiagoEs,
    "montevideo-uruguay": montevideoEs,
  },
  pt: {
    "medellin-colombia": medellinPt,
    "buenos-aires-argentina": buenosAiresPt,
    "sao-paulo-brazil": saoPauloPt,
    "rio-de-janeiro-brazil": rioPt,
    "lima-peru": limaPt,
    "quito-ecuador": quitoPt,
    "santiago-chile": santiagoPt,
    "montevideo-uruguay": montevideoPt,
  },
};

/** Every city in a language, each translation checked against its English city. */
function translatedCities(locale: TranslatedLocale): readonly City[] {
  const files = translationFiles[locale];
  const unknown = Object.keys(files).filter((id) => !cities.some((city) => city.id === id));
  if (unknown.length) throw new Error(`content/cities/${locale}: no English city for ${unknown.join(", ")}`);
  return cities.map((city) => {
    const file = `content/cities/${locale}/${city.id}.json`;
    if (!Object.hasOwn(files, city.id)) throw new Error(`${file} is missing`);
    const translation = cityTranslationSchema.parse(files[city.id]);
    const problems = translationProblems(city, translation);
    if (problems.length) throw new Error(`${file}: ${problems.join("; ")}`);
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

/** The eight cities in a language, in the order of `cities`. */
export function citiesIn(locale: Locale): readonly City[] {
  return citiesByLocale[locale];
}

/** A city in a language (English by default): the English record with its translated text. */
export function getCity(id: string, locale: Locale = defaultLocale): City | undefined {
  return byId[locale].get(id);
}
