import { z } from "zod";
import type { CountryGuideData } from "@/lib/cities/schema";

/**
 * A guide's reader-facing text in another language (content/countries/<locale>/<id>.json), laid over
 * the English record by `translateGuide`. It holds words only: ids, codes, time zones and URLs stay in
 * the English record, and visa facts come from lib/visa/facts with their own sentences per language.
 * Lists keep the English order and length; city names and link URLs are repeated so a reordered list
 * fails instead of pairing the wrong texts.
 */
export const guideTranslationSchema = z.strictObject({
  name: z.string().min(1),
  /** The name's grammatical gender in this language: Portuguese says "do Brasil", "da Colômbia". */
  gender: z.enum(["feminine", "masculine"]),
  /** Only where the English capital needs words of its own (Bolivia's two capitals). */
  capital: z.string().min(1).optional(),
  currency: z.strictObject({ name: z.string().min(1) }),
  languages: z.array(z.string().min(1)).min(1),
  intro: z.string().min(100),
  costOfLiving: z.strictObject({
    summary: z.string().min(1),
    /** The English ranges in this language's number convention. */
    budgetUsd: z.strictObject({
      frugal: z.string().min(1),
      comfortable: z.string().min(1),
      premium: z.string().min(1),
    }),
    items: z.array(z.strictObject({ label: z.string().min(1), price: z.string().min(1) })),
  }),
  internet: z.strictObject({
    summary: z.string().min(1),
    typicalSpeed: z.string().min(1),
    simCards: z.string().min(1),
  }),
  safety: z.strictObject({ summary: z.string().min(1), tips: z.array(z.string().min(1)) }),
  topCities: z.array(z.strictObject({ name: z.string().min(1), why: z.string().min(1) })),
  health: z.string().min(1),
  money: z.string().min(1),
  usefulLinks: z.array(z.strictObject({ title: z.string().min(1), url: z.string().url() })),
});

export type GuideTranslation = z.infer<typeof guideTranslationSchema>;
export type Gender = GuideTranslation["gender"];

function sameLength(english: readonly unknown[], translated: readonly unknown[], what: string): void {
  if (english.length !== translated.length)
    throw new Error(`${what}: ${translated.length} translated for ${english.length} in English`);
}

/**
 * The English record with the translation's words in place; throws when the translation does not
 * match the record it translates (another list length, city or link).
 */
export function translateGuide(english: CountryGuideData, translation: GuideTranslation): CountryGuideData {
  const where = (field: string) => `Guide translation of ${english.id}, ${field}`;
  const { costOfLiving, safety, topCities, usefulLinks } = translation;
  sameLength(english.languages, translation.languages, where("languages"));
  sameLength(english.costOfLiving.items, costOfLiving.items, where("costOfLiving.items"));
  sameLength(english.safety.tips, safety.tips, where("safety.tips"));
  sameLength(english.topCities, topCities, where("topCities"));
  sameLength(english.usefulLinks, usefulLinks, where("usefulLinks"));
  english.topCities.forEach((city, i) => {
    if (topCities[i]?.name !== city.name) throw new Error(where(`topCities[${i}] is not ${city.name}`));
  });
  english.usefulLinks.forEach((link, i) => {
    if (usefulLinks[i]?.url !== link.url) throw new Error(where(`usefulLinks[${i}] is not ${link.url}`));
  });

  return {
    ...english,
    name: translation.name,
    capital: translation.capital ?? english.capital,
    currency: { ...english.currency, name: translation.currency.name },
    languages: translation.languages,
    intro: translation.intro,
    costOfLiving: {
      summary: costOfLiving.summary,
      budgetUsd: costOfLiving.budgetUsd,
      items: costOfLiving.items,
    },
    internet: translation.internet,
    safety: translation.safety,
    topCities: english.topCities.map((city, i) => ({ ...city, why: topCities[i]!.why })),
    health: translation.health,
    money: translation.money,
    usefulLinks: usefulLinks,
  };
}
