/** A city's content files: the English record and its translations (validated by lib/cities/cities.ts). */
export type CityFiles = { en: unknown; es: unknown; pt: unknown };
