/**
 * The languages Latitud speaks. English keeps the unprefixed URLs (/cities); Spanish and Portuguese
 * live under /es and /pt with the same paths after the prefix.
 */
export const locales = ["en", "es", "pt"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Each language in its own name, as the switcher lists it. */
export const localeNames: Record<Locale, string> = { en: "English", es: "Español", pt: "Português" };

/**
 * The regional variant each language is written in: neutral Latin American Spanish, Brazilian
 * Portuguese. Intl formatting and `hreflang` use these tags.
 */
export const localeTags: Record<Locale, string> = { en: "en-US", es: "es-419", pt: "pt-BR" };

/** Open Graph's locale names (language_TERRITORY). */
export const ogLocales: Record<Locale, string> = { en: "en_US", es: "es_LA", pt: "pt_BR" };

/** The path of `path` (an unprefixed app path such as "/cities") in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** "/es/cities?x=1" → { locale: "es", path: "/cities?x=1" }; unprefixed paths are English. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(es|pt)(?=\/|\?|#|$)/.exec(path);
  if (!match) return { locale: defaultLocale, path };
  const rest = path.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest.startsWith("/") ? rest : `/${rest}` };
}
