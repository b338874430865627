import type { Metadata } from "next";
import { locales, localizedPath, ogLocales, type Locale } from "@/lib/i18n/locales";

/** The `hreflang` of each language: the regional variant for Portuguese, the language alone otherwise. */
const hreflang: Record<Locale, string> = { en: "en", es: "es", pt: "pt-BR" };

/**
 * A public page's canonical URL in `locale` and its versions in every language, with English as
 * `x-default` (what a reader of another language is shown): `path` is the unprefixed app path.
 */
export function pageAlternates(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((other) => [hreflang[other], localizedPath(path, other)]),
  );
  languages["x-default"] = path;
  return { canonical: localizedPath(path, locale), languages };
}

/**
 * Open Graph's language fields of a page in `locale`. A page that declares its own `openGraph`
 * replaces the layout's whole object (Next.js merges metadata key by key), so it spreads these in.
 */
export function openGraphLocales(locale: Locale) {
  return {
    locale: ogLocales[locale],
    alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocales[other]),
  };
}
