import type { Locale } from "@/lib/i18n/locales";

const months: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  pt: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
};

/**
 * A news item's date in UTC as the language writes a short date: "Nov 22, 2026", "22 nov 2026",
 * "22 de nov. de 2026" (Intl's medium date style). Written out rather than through
 * Intl.DateTimeFormat, whose first use loads time-zone data for tens of milliseconds on a phone, and
 * without shipping a date library (lib/i18n/format.ts's date-fns) to the browser.
 */
export function displayDate(iso: string, locale: Locale = "en"): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const [day, month, year] = [date.getUTCDate(), months[locale][date.getUTCMonth()], date.getUTCFullYear()];
  if (locale === "en") return `${month} ${day}, ${year}`;
  if (locale === "pt") return `${day} de ${month} de ${year}`;
  return `${day} ${month} ${year}`;
}
