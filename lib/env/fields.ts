import { z } from "zod";

/** Field types shared by the environment schemas (`keys.ts` of each area). Empty values count as unset. */
export const optionalString = z.string().optional();
export const optionalUrl = z.string().trim().url().optional();
export const positiveInteger = z.coerce.number().int().positive();
export const port = z.coerce.number().int().min(1).max(65_535);
/** Surrounding spaces removed; nothing left counts as unset. */
export const trimmedString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
