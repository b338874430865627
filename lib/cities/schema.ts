import { z } from "zod";

/**
 * City and country-guide data (content/cities/*.json, content/countries/*.json). Built into the
 * app: city pages and guides are static and never need the database.
 */
const imageSchema = z.object({
  /** Path under public/, e.g. "/images/cities/medellin-colombia/hero.webp". */
  src: z.string().startsWith("/images/cities/"),
  alt: z.string().min(10),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const communityGroupSchema = z.object({
  name: z.string(),
  kind: z.enum(["meetup", "coworking", "chat", "sports", "language-exchange"]),
  description: z.string().min(20),
  /** Where to find it; omitted when there is no stable public URL. */
  url: z.string().url().optional(),
});

export const citySchema = z.object({
  /** Slug "{city}-{country}", e.g. "medellin-colombia", "sao-paulo-brazil". */
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  /** Country name as shown, e.g. "Colombia"; the guide id is its lower-cased form. */
  country: z.string(),
  description: z.string().min(60).max(220),
  longDescription: z.array(z.string().min(80)).min(3),
  image: imageSchema,
  images: z.array(imageSchema).default([]),
  features: z.array(z.string().max(24)).min(3).max(6),
  latitude: z.number().min(-60).max(33),
  longitude: z.number().min(-118).max(-30),
  timezone: z.string(),
  neighborhoods: z.array(z.object({ name: z.string(), description: z.string() })).min(3),
  groups: z.array(communityGroupSchema).min(3),
});

const altOnlySchema = z.strictObject({ alt: imageSchema.shape.alt });

/**
 * A city's text in another language (content/cities/<locale>/<id>.json): only what a reader sees,
 * laid over the English record. Neighbourhoods and groups repeat their English names, in the same
 * order, so each description lands on its entry; `name` only when the city has another name in
 * that language. Strict: a key the English record does not translate is an error.
 */
export const cityTranslationSchema = z.strictObject({
  name: z.string().min(1).optional(),
  country: z.string().min(1),
  description: citySchema.shape.description,
  longDescription: citySchema.shape.longDescription,
  image: altOnlySchema,
  images: z.array(altOnlySchema),
  features: citySchema.shape.features,
  neighborhoods: z.array(z.strictObject({ name: z.string(), description: z.string().min(20) })),
  groups: z.array(z.strictObject({ name: z.string(), description: communityGroupSchema.shape.description })),
});

export const countryGuideSchema = z.object({
  /**
   * One of the 9 guide ids: brazil, colombia, argentina, chile, peru, ecuador, bolivia, paraguay,
   * uruguay.
   */
  id: z.string(),
  name: z.string(),
  capital: z.string(),
  currency: z.object({ code: z.string().length(3), name: z.string() }),
  languages: z.array(z.string()).min(1),
  timezone: z.string(),
  intro: z.string().min(100),
  costOfLiving: z.object({
    summary: z.string(),
    /** Monthly budget ranges for one person, in USD. */
    budgetUsd: z.object({ frugal: z.string(), comfortable: z.string(), premium: z.string() }),
    items: z.array(z.object({ label: z.string(), price: z.string() })).min(5),
  }),
  internet: z.object({ summary: z.string(), typicalSpeed: z.string(), simCards: z.string() }),
  safety: z.object({ summary: z.string(), tips: z.array(z.string()).min(3) }),
  topCities: z.array(z.object({ name: z.string(), why: z.string(), cityId: z.string().optional() })).min(2),
  health: z.string(),
  money: z.string(),
  usefulLinks: z.array(z.object({ title: z.string(), url: z.string().url() })).min(3),
});

export type City = z.infer<typeof citySchema>;
export type CityTranslation = z.infer<typeof cityTranslationSchema>;
export type CountryGuideData = z.infer<typeof countryGuideSchema>;
