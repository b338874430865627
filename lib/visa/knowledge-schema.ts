import { z } from "zod";

/**
 * The visa knowledge base: one JSON file per country under content/visa/. It is data, reviewed by
 * people and versioned with the code; the visa assistant retrieves passages from it, the /visa page
 * and the country guides show it. Every passage cites at least one official source.
 */
export const sourceSchema = z.object({
  title: z.string().min(3),
  url: z.string().url().startsWith("https://"),
});

export const passageTopics = [
  "overview",
  "tourist-entry",
  "extensions",
  "digital-nomad-visa",
  "income-requirement",
  "documents",
  "how-to-apply",
  "fees",
  "processing-time",
  "tax-residency",
  "other-visas",
  "entry-requirements",
] as const;

export const passageSchema = z.object({
  /** Unique within the country, kebab-case, e.g. "colombia-nomad-visa-income". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  topic: z.enum(passageTopics),
  title: z.string().min(5),
  /** Plain prose, 1-5 sentences, self-contained (it is shown alone as a retrieved answer). */
  text: z.string().min(40),
  /** Extra search words people use: "DNV", "remote work visa", "visto nômade". */
  keywords: z.array(z.string()).default([]),
  sources: z.array(sourceSchema).min(1),
});

export const nomadVisaSchema = z.object({
  name: z.string(),
  /** e.g. "Up to 2 years" */
  duration: z.string(),
  /** Human text, e.g. "3 times the Colombian minimum wage (about USD 900 a month in 2026)". */
  incomeRequirement: z.string(),
  /** Approximate monthly income asked, in USD, for comparisons; null when not income-based. */
  monthlyIncomeUsd: z.number().nullable(),
  fees: z.string(),
  processingTime: z.string(),
  documents: z.array(z.string()).min(2),
  howToApply: z.string(),
  officialUrl: z.string().url(),
});

export const countryVisaSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  /** Version of this file's content; bump on every factual change. */
  version: z.number().int().positive(),
  lastReviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  summary: z.string().min(40),
  touristStay: z.object({
    /**
     * The usual visitor stay, in days. Who needs a visa for it is in the guides' per-passport
     * records (content/countries).
     */
    days: z.number().int().positive(),
    summary: z.string().min(20),
  }),
  nomadVisa: nomadVisaSchema.nullable(),
  passages: z.array(passageSchema).min(6),
});

export type Source = z.infer<typeof sourceSchema>;
export type Passage = z.infer<typeof passageSchema>;
export type CountryVisa = z.infer<typeof countryVisaSchema>;

/**
 * A country's knowledge in another language (content/visa/<locale>/<country>.json): only the text
 * people read, laid over the English record, which stays the one source of every fact, figure,
 * date and link. `translates` is the English record's version it was made from, so a factual change
 * in English shows which translations must follow. Official program names keep their own language.
 */
export const passageTranslationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  text: z.string().min(40),
  /** Search words people type in this language: "visa de nómada digital", "renda mínima". */
  keywords: z.array(z.string().min(2)).min(1),
});

export const countryVisaTranslationSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  translates: z.number().int().positive(),
  /** The country's name in this language ("Brasil", "Colômbia"). */
  name: z.string().min(3),
  summary: z.string().min(40),
  touristStay: z.strictObject({ summary: z.string().min(20) }),
  nomadVisa: z
    .strictObject({
      name: z.string(),
      duration: z.string(),
      incomeRequirement: z.string(),
      fees: z.string(),
      processingTime: z.string(),
      documents: z.array(z.string()).min(2),
      howToApply: z.string(),
    })
    .nullable(),
  passages: z.array(passageTranslationSchema).min(6),
});

export type CountryVisaTranslation = z.infer<typeof countryVisaTranslationSchema>;
