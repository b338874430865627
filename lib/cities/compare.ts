import { z } from "zod";
import { getCity } from "./cities";

/** How many cities the compare page puts side by side. */
export const MAX_COMPARED = 3;

/**
 * The compare page's query: `?c=a,b,c` (a shared link) or `?c=a&c=b&c=c` (its form, without
 * script). Anything else in it is ignored, never an error.
 */
const compareQuerySchema = z.object({
  c: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The cities to compare, from the query: known ids only, each once, at most MAX_COMPARED. */
export function comparedCityIds(query: unknown): string[] {
  const parsed = compareQuerySchema.safeParse(query);
  const raw = parsed.success ? parsed.data.c : undefined;
  const ids = (Array.isArray(raw) ? raw : [raw ?? ""])
    .flatMap((value) => value.split(","))
    .map((id) => id.trim())
    .filter((id) => id && getCity(id));
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** The compare page's address for these cities. */
export function compareHref(ids: readonly string[]): string {
  return ids.length ? `/cities/compare?c=${ids.join(",")}` : "/cities/compare";
}
