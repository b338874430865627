import { countryGuideSchema, type City, type CountryGuideData } from "@/lib/cities/schema";
import { getCity } from "@/lib/cities/cities";
import type { CountryVisa } from "@/lib/visa/knowledge-schema";
import { countryVisa } from "@/lib/visa/knowledge";
import { isGuideId, type GuideId } from "@/lib/guides/guides";
import { guideTranslationSchema, translateGuide, type Gender } from "@/lib/guides/translation";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
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
import argentinaEs from "@/content/countries/es/argentina.json";
import boliviaEs from "@/content/countries/es/bolivia.json";
import brazilEs from "@/content/countries/es/brazil.json";
import chileEs from "@/content/countries/es/chile.json";
import colombiaEs from "@/content/countries/es/colombia.json";
import ecuadorEs from "@/content/countries/es/ecuador.json";
import paraguayEs from "@/content/countries/es/paraguay.json";
import peruEs from "@/content/countries/es/peru.json";
import uruguayEs from "@/content/countries/es/uruguay.json";
import argentinaPt from "@/content/countries/pt/argentina.json";
import boliviaPt from "@/content/countries/pt/bolivia.json";
import brazilPt from "@/content/countries/pt/brazil.json";
import chilePt from "@/content/countries/pt/chile.json";
import colombiaPt from "@/content/countries/pt/colombia.json";
import ecuadorPt from "@/content/countries/pt/ecuador.json";
import paraguayPt from "@/content/countries/pt/paraguay.json";
import peruPt from "@/content/countries/pt/peru.json";
import uruguayPt from "@/content/countries/pt/uruguay.json";

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

/** Every guide in every language besides English: content/countries/<locale>/<id>.json. */
const translationJson: Record<Exclude<Locale, "en">, Record<GuideId, unknown>> = {
  es: {
    argentina: argentinaEs,
    bolivia: boliviaEs,
    brazil: brazilEs,
    chile: chileEs,
    colombia: colombiaEs,
    ecuador: ecuadorEs,
    paraguay: paraguayEs,
    peru: peruEs,
    uruguay: uruguayEs,
  },
  pt: {
    argentina: argentinaPt,
    bolivia: boliviaPt,
    brazil: brazilPt,
    chile: chilePt,
    colombia: colombiaPt,
    ecuador: ecuadorPt,
    paraguay: paraguayPt,
    peru: peruPt,
    uruguay: uruguayPt,
  },
};

export type GuideData = {
  locale: Locale;
  /** The country's guide record in `locale`. */
  country: CountryGuideData;
  /** The country name's grammatical gender in `locale`, for messages that need an article; none in English. */
  gender: Gender | "none";
  visa: CountryVisa;
  /** City details for the guide's top cities that have a city page, keyed by city id. */
  cities: Record<string, City>;
};

/** The English record of a guide, validated. */
export function englishGuide(id: GuideId): CountryGuideData {
  const country = countryGuideSchema.parse(countryJson[id]);
  if (country.id !== id) throw new Error(`Guide content for ${id} has a mismatched id`);
  return country;
}

/**
 * Everything a guide shows, in `locale`: the English record with that language's translation laid
 * over it. Throws for an unknown id or invalid content.
 */
export function loadGuide(id: string, locale: Locale = defaultLocale): GuideData {
  if (!isGuideId(id)) throw new Error(`Unknown guide: ${id}`);
  const english = englishGuide(id);
  const translation = locale === "en" ? null : guideTranslationSchema.parse(translationJson[locale][id]);
  const country = translation ? translateGuide(english, translation) : english;
  const visa = guideVisa(id, locale);
  if (visa.id !== id) throw new Error(`Guide content for ${id} has a mismatched id`);

  const cities: Record<string, City> = {};
  for (const { cityId } of country.topCities) {
    const city = cityId ? guideCity(cityId, locale) : undefined;
    if (city && cityId) cities[cityId] = city;
  }
  return { locale, country, gender: translation?.gender ?? "none", visa, cities };
}

/*
 * The visa knowledge base and the city pages are read through their own domains, in the guide's
 * language; a guide asks for them here and nowhere else.
 */
function guideVisa(id: GuideId, locale: Locale): CountryVisa {
  const visa = countryVisa(id, locale);
  if (!visa) throw new Error(`No visa content for guide ${id}`);
  return visa;
}

function guideCity(cityId: string, locale: Locale): City | undefined {
  return getCity(cityId, locale);
}
