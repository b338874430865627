import { citySchema, countryGuideSchema, type City, type CountryGuideData } from "@/lib/cities/schema";
import { countryVisaSchema, type CountryVisa } from "@/lib/visa/knowledge-schema";
import { isGuideId, type GuideId } from "@/lib/guides/guides";
// Static JSON imports (not fs reads) so the data is bundled by Next and resolves the same way in
// Jest and tsx, whatever the working directory.
import argentinaCountry from "@/content/countries/argentina.json";
import boliviaCountry from "@/content/countries/bolivia.json";
import brazilCountry from "@/content/countries/brazil.json";
import chileCountry from "@/content/countries/chile.json";
import colombiaCountry from "@/content/countries/colombia.json";
import ecuadorCountry from "@/content/countries/ecuador.json";
import paraguayCountry from "@/content/countries/paraguay.json";
import peruCountry from "@/content/countries/peru.json";
import uruguayCountry from "@/content/countries/uruguay.json";
import argentinaVisa from "@/content/visa/argentina.json";
import boliviaVisa from "@/content/visa/bolivia.json";
import brazilVisa from "@/content/visa/brazil.json";
import chileVisa from "@/content/visa/chile.json";
import colombiaVisa from "@/content/visa/colombia.json";
import ecuadorVisa from "@/content/visa/ecuador.json";
import paraguayVisa from "@/content/visa/paraguay.json";
import peruVisa from "@/content/visa/peru.json";
import uruguayVisa from "@/content/visa/uruguay.json";
import buenosAires from "@/content/cities/buenos-aires-argentina.json";
import lima from "@/content/cities/lima-peru.json";
import medellin from "@/content/cities/medellin-colombia.json";
import montevideo from "@/content/cities/montevideo-uruguay.json";
import quito from "@/content/cities/quito-ecuador.json";
import rioDeJaneiro from "@/content/cities/rio-de-janeiro-brazil.json";
import santiago from "@/content/cities/santiago-chile.json";
import saoPaulo from "@/content/cities/sao-paulo-brazil.json";

const countryJson: Record<GuideId, unknown> = {
  argentina: argentinaCountry,
  bolivia: boliviaCountry,
  brazil: brazilCountry,
  chile: chileCountry,
  colombia: colombiaCountry,
  ecuador: ecuadorCountry,
  paraguay: paraguayCountry,
  peru: peruCountry,
  uruguay: uruguayCountry,
};

const visaJson: Record<GuideId, unknown> = {
  argentina: argentinaVisa,
  bolivia: boliviaVisa,
  brazil: brazilVisa,
  chile: chileVisa,
  colombia: colombiaVisa,
  ecuador: ecuadorVisa,
  paraguay: paraguayVisa,
  peru: peruVisa,
  uruguay: uruguayVisa,
};

const cityJson: Record<string, unknown> = {
  "buenos-aires-argentina": buenosAires,
  "lima-peru": lima,
  "medellin-colombia": medellin,
  "montevideo-uruguay": montevideo,
  "quito-ecuador": quito,
  "rio-de-janeiro-brazil": rioDeJaneiro,
  "santiago-chile": santiago,
  "sao-paulo-brazil": saoPaulo,
};

export type GuideData = {
  country: CountryGuideData;
  visa: CountryVisa;
  /** City details for the guide's top cities that have a city page, keyed by city id. */
  cities: Record<string, City>;
};

/** Loads and validates everything a guide shows; throws for an unknown id or invalid content. */
export function loadGuideData(id: string): GuideData {
  if (!isGuideId(id)) throw new Error(`Unknown guide: ${id}`);
  const country = countryGuideSchema.parse(countryJson[id]);
  const visa = countryVisaSchema.parse(visaJson[id]);
  if (country.id !== id || visa.id !== id) throw new Error(`Guide content for ${id} has a mismatched id`);

  const cities: Record<string, City> = {};
  for (const { cityId } of country.topCities) {
    if (cityId && Object.hasOwn(cityJson, cityId)) cities[cityId] = citySchema.parse(cityJson[cityId]);
  }
  return { country, visa, cities };
}
