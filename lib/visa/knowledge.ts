import argentina from "@/content/visa/argentina.json";
import bolivia from "@/content/visa/bolivia.json";
import brazil from "@/content/visa/brazil.json";
import chile from "@/content/visa/chile.json";
import colombia from "@/content/visa/colombia.json";
import costaRica from "@/content/visa/costa-rica.json";
import ecuador from "@/content/visa/ecuador.json";
import mexico from "@/content/visa/mexico.json";
import paraguay from "@/content/visa/paraguay.json";
import peru from "@/content/visa/peru.json";
import uruguay from "@/content/visa/uruguay.json";
import argentinaEs from "@/content/visa/es/argentina.json";
import boliviaEs from "@/content/visa/es/bolivia.json";
import brazilEs from "@/content/visa/es/brazil.json";
import chileEs from "@/content/visa/es/chile.json";
import colombiaEs from "@/content/visa/es/colombia.json";
import costaRicaEs from "@/content/visa/es/costa-rica.json";
import ecuadorEs from "@/content/visa/es/ecuador.json";
import mexicoEs from "@/content/visa/es/mexico.json";
import paraguayEs from "@/content/visa/es/paraguay.json";
import peruEs from "@/content/visa/es/peru.json";
import uruguayEs from "@/content/visa/es/uruguay.json";
import argentinaPt from "@/content/visa/pt/argentina.json";
import boliviaPt from "@/content/visa/pt/bolivia.json";
import brazilPt from "@/content/visa/pt/brazil.json";
import chilePt from "@/content/visa/pt/chile.json";
import colombiaPt from "@/content/visa/pt/colombia.json";
import costaRicaPt from "@/content/visa/pt/costa-rica.json";
import ecuadorPt from "@/content/visa/pt/ecuador.json";
import mexicoPt from "@/content/visa/pt/mexico.json";
import paraguayPt from "@/content/visa/pt/paraguay.json";
import peruPt from "@/content/visa/pt/peru.json";
import uruguayPt from "@/content/visa/pt/uruguay.json";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import {
  countryVisaSchema,
  countryVisaTranslationSchema,
  type CountryVisa,
  type CountryVisaTranslation,
  type Passage,
} from "./knowledge-schema";

/**
 * The visa knowledge base, validated when the module loads: the English records
 * (content/visa/*.json) hold every fact, figure, date and source; content/visa/es and content/visa/pt
 * translate their text. Read by the /visa overview, the country guides and the visa assistant.
 */
export const visaCountries: readonly CountryVisa[] = [
  argentina,
  bolivia,
  brazil,
  chile,
  colombia,
  costaRica,
  ecuador,
  mexico,
  paraguay,
  peru,
  uruguay,
]
  .map((raw) => countryVisaSchema.parse(raw))
  .sort((a, b) => a.name.localeCompare(b.name));

type TranslatedLocale = Exclude<Locale, "en">;

const translationFiles: Record<TranslatedLocale, unknown[]> = {
  es: [
    argentinaEs,
    boliviaEs,
    brazilEs,
    chileEs,
    colombiaEs,
    costaRicaEs,
    ecuadorEs,
    mexicoEs,
    paraguayEs,
    peruEs,
    uruguayEs,
  ],
  pt: [
    argentinaPt,
    boliviaPt,
    brazilPt,
    chilePt,
    colombiaPt,
    costaRicaPt,
    ecuadorPt,
    mexicoPt,
    paraguayPt,
    peruPt,
    uruguayPt,
  ],
};

/** The raw translations of one language, validated, by country id: for the content checks. */
export function translationsIn(locale: TranslatedLocale): ReadonlyMap<string, CountryVisaTranslation> {
  return new Map(
    translationFiles[locale].map((raw) => {
      const translation = countryVisaTranslationSchema.parse(raw);
      return [translation.id, translation];
    }),
  );
}

/**
 * The English record with a translation laid over it. The translation must cover the same passages
 * in the same order and the same list of documents; anything else is a broken file and throws.
 */
function laidOver(english: CountryVisa, translation: CountryVisaTranslation | undefined, locale: Locale) {
  const where = `content/visa/${locale}/${english.id}.json`;
  if (!translation) throw new Error(`${where} is missing`);
  const ids = english.passages.map((p) => p.id).join(",");
  if (translation.passages.map((p) => p.id).join(",") !== ids)
    throw new Error(`${where}: the passages must be ${ids}, in that order`);
  const nv = english.nomadVisa;
  const tnv = translation.nomadVisa;
  if (Boolean(nv) !== Boolean(tnv) || (nv && tnv && nv.documents.length !== tnv.documents.length))
    throw new Error(`${where}: the nomad visa must translate the English one, document by document`);
  return {
    ...english,
    name: translation.name,
    summary: translation.summary,
    touristStay: { ...english.touristStay, summary: translation.touristStay.summary },
    nomadVisa: nv && tnv ? { ...nv, ...tnv } : null,
    passages: english.passages.map((p, i) => {
      const t = translation.passages[i] as CountryVisaTranslation["passages"][number];
      return { ...p, title: t.title, text: t.text, keywords: t.keywords };
    }),
  } satisfies CountryVisa;
}

function byName(locale: Locale) {
  const collator = new Intl.Collator(localeTags[locale]);
  return (a: CountryVisa, b: CountryVisa) => collator.compare(a.name, b.name);
}

function translatedKnowledge(locale: TranslatedLocale): readonly CountryVisa[] {
  const translations = translationsIn(locale);
  if (translations.size !== visaCountries.length)
    throw new Error(
      `content/visa/${locale} must translate each of the ${visaCountries.length} countries once`,
    );
  return visaCountries.map((c) => laidOver(c, translations.get(c.id), locale)).sort(byName(locale));
}

const knowledge: Record<Locale, readonly CountryVisa[]> = {
  en: visaCountries,
  es: translatedKnowledge("es"),
  pt: translatedKnowledge("pt"),
};

const byLocaleAndId = new Map(
  Object.entries(knowledge).flatMap(([locale, countries]) =>
    countries.map((country) => [`${locale}:${country.id}`, country] as const),
  ),
);

/**
 * The English record of one country: the reference every translation follows. What people read
 * comes from countryVisa(id, locale).
 */
export function getVisaCountry(id: string): CountryVisa | undefined {
  return countryVisa(id, "en");
}

/** Every country's visa knowledge in `locale`, sorted by its name in that language. */
export function knowledgeIn(locale: Locale): readonly CountryVisa[] {
  return knowledge[locale];
}

/**
 * One country's visa knowledge in `locale`: its text in that language, its facts, figures, dates
 * and sources from the English record.
 */
export function countryVisa(id: string, locale: Locale): CountryVisa | undefined {
  return byLocaleAndId.get(`${locale}:${id}`);
}

export type LocatedPassage = Passage & { countryId: string; countryName: string; lastReviewed: string };

/** Every passage with its country, in `locale`, for retrieval. */
export function allPassages(locale: Locale = "en"): LocatedPassage[] {
  return knowledge[locale].flatMap((country) =>
    country.passages.map((p) => ({
      ...p,
      countryId: country.id,
      countryName: country.name,
      lastReviewed: country.lastReviewed,
    })),
  );
}
