import { z } from "zod";

/**
 * What every figure shown to people carries (visa facts, city numbers): the page that states it —
 * a deep link, never a site's home page —, the words on it, the day someone checked it and how sure
 * we are. One schema, so every surface shows a source the same way (components/sources).
 */

/** A sentence in each language: English, Spanish (neutral Latin American, "tú"), Portuguese ("você"). */
export const textSchema = z.strictObject({
  en: z.string().min(3),
  es: z.string().min(3),
  pt: z.string().min(3),
});
export type SourcedText = z.infer<typeof textSchema>;

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A page's address with a path: "https://www.gob.pe/migraciones" is not enough, its page on the rule is. */
export const deepLink = z
  .string()
  .url()
  .startsWith("https://")
  .refine((url) => new URL(url).pathname.replace(/\/+$/, "").length > 0, {
    message: "must be the page that states the fact, not a site's home page",
  });

export const sourceSchema = z.strictObject({
  title: z.string().min(3),
  url: deepLink,
  /** The words on that page that state the figure, in the page's language (at most ~300 characters). */
  quote: z.string().min(10).max(400),
});
export type Source = z.infer<typeof sourceSchema>;

export const confidences = ["official", "secondary", "unverified"] as const;
export type Confidence = (typeof confidences)[number];

/** What a surface needs to show where a figure comes from. */
export type Sourced = { source: Source; verifiedOn: string; confidence: Confidence };
