import type { Metadata } from "next";
import { locales, localizedPath, type Locale } from "@/lib/i18n/locales";

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
