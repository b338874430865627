import { format, formatDistanceToNow, type Locale as DateFnsLocale } from "date-fns";
import { enUS, es, ptBR } from "date-fns/locale";
import { localeTags, type Locale } from "./locales";

/**
 * The one place dates, numbers and money are formatted for people. Intl formatters are costly to
 * build and immutable, so each (locale, options) pair is built once per process.
 */
const dateLocales: Record<Locale, DateFnsLocale> = { en: enUS, es, pt: ptBR };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/** 150000 cents → "$1,500.00" (en), "USD 1,500.00" (es), "US$ 1.500,00" (pt). */
export function formatMoney(cents: number, locale: Locale, currency = "USD"): string {
  return numberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

/** 1204 → "1,204" (en), "1204" (es), "1.204" (pt). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A rounded amount or range of whole currency units: roughly 3 significant figures, since the
 * figures are estimates (1234 → "$1,230", 4523000 COP → "COP 4,520,000"), a range as one
 * ("$700–1,100").
 */
export function formatAmountRange(low: number, high: number, locale: Locale, currency: string): string {
  const format = numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  const [a, b] = [roundEstimate(low), roundEstimate(high)];
  return a === b ? format.format(a) : format.formatRange(a, b);
}

/** An estimate rounded to about 3 significant figures (at least to the unit). */
function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

/** Minutes east of UTC as people write the offset: -300 → "UTC−5", 330 → "UTC+5:30", 0 → "UTC". */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return "UTC";
  const sign = minutes < 0 ? "−" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month (1 = January) in the locale's words: (3, "es") → "marzo"; "short" → "mar". */
export function formatMonth(month: number, locale: Locale, style: "long" | "short" = "long"): string {
  const key = `${locale}|${style}`;
  let formatter = monthFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTags[locale], { month: style, timeZone: "UTC" });
    monthFormats.set(key, formatter);
  }
  return formatter.format(Date.UTC(2001, month - 1, 15));
}

const listFormats = new Map<string, Intl.ListFormat>();

/** ["a", "b", "c"] → "a, b or c" (disjunction) / "a, b and c", in the locale's words. */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: Intl.ListFormatType = "conjunction",
): string {
  const key = `${locale}|${type}`;
  let formatter = listFormats.get(key);
  if (!formatter) {
    formatter = new Intl.ListFormat(localeTags[locale], { type });
    listFormats.set(key, formatter);
  }
  return formatter.format(items);
}

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
