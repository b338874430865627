import { format, formatDistanceToNow, type Locale as DateFnsLocale } from "date-fns";
import { enUS, es, ptBR } from "date-fns/locale";
import type { Locale } from "./locales";

/**
 * The one place dates, numbers and money are formatted for people. Intl formatters are costly to
 * build and immutable, so each (locale, options) pair is built once per process. Numbers, money,
 * months and lists live in ./format-numbers.ts, without date-fns: browser code (the /cities
 * filters, the personal budget) imports them from there, so the date library and its three
 * locales stay out of those pages' scripts. Everything else imports them from here.
 */
export {
  formatAmountRange,
  formatList,
  formatMoney,
  formatMonth,
  formatNumber,
  formatSpeed,
  formatUtcOffset,
} from "./format-numbers";

const dateLocales: Record<Locale, DateFnsLocale> = { en: enUS, es, pt: ptBR };

/** A date-fns pattern in the locale's words: ("d MMM") → "24 Nov", "24 nov". */
export function formatDate(date: Date | number | string, pattern: string, locale: Locale): string {
  return format(new Date(date), pattern, { locale: dateLocales[locale] });
}

/** "3 minutes ago", "hace 3 minutos", "há 3 minutos". */
export function formatTimeAgo(date: Date | number | string, locale: Locale): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true, locale: dateLocales[locale] });
}

const longDatePatterns: Record<Locale, string> = {
  en: "d MMMM yyyy",
  es: "d 'de' MMMM 'de' yyyy",
  pt: "d 'de' MMMM 'de' yyyy",
};

/** "22 November 2026", "22 de noviembre de 2026", "22 de novembro de 2026". */
export function formatLongDate(date: Date | number | string, locale: Locale): string {
  return formatDate(date, longDatePatterns[locale], locale);
}

/**
 * The compact dates of lists and tables, each language in its own order: `date` "Nov 24, 2026" /
 * "24 nov 2026" / "24/11/2026", `dateTime` with the time (24-hour), `dayTime` and `dayTimeSeconds`
 * without the year (recent events).
 */
const shortDatePatterns = {
  date: { en: "MMM d, yyyy", es: "d MMM yyyy", pt: "dd/MM/yyyy" },
  dateTime: { en: "MMM d, yyyy HH:mm", es: "d MMM yyyy, HH:mm", pt: "dd/MM/yyyy HH:mm" },
  dayTime: { en: "MMM d, HH:mm", es: "d MMM, HH:mm", pt: "dd/MM, HH:mm" },
  dayTimeSeconds: { en: "MMM d, HH:mm:ss", es: "d MMM, HH:mm:ss", pt: "dd/MM, HH:mm:ss" },
} satisfies Record<string, Record<Locale, string>>;

export type ShortDateStyle = keyof typeof shortDatePatterns;

export function formatShortDate(
  date: Date | number | string,
  locale: Locale,
  style: ShortDateStyle = "date",
): string {
  return formatDate(date, shortDatePatterns[style][locale], locale);
}

/**
 * A calendar date of the content ("2026-11-22", no time of day) as a long date, built from its
 * parts so no time zone moves it to the day before.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return formatLongDate(new Date(year, month - 1, day), locale);
}

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return dateLocales[locale];
}
