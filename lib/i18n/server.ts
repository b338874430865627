import "server-only";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing } from "./routing";
import { defaultLocale, isLocale, type Locale } from "./locales";

/** What every page and layout under app/[locale] receives. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The language of the [locale] segment, announced to next-intl for the rest of the render. Every
 * page and layout calls it first: without it, next-intl reads the request headers and a page that
 * could be prerendered is rendered per request instead. An unknown language is a 404.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The language for generateMetadata. Never a 404 from here: Next.js also resolves metadata while it
 * renders a not-found page, and a notFound() thrown there has no boundary left to catch it.
 */
export async function metadataLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}
