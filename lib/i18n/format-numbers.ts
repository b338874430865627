import { localeTags, type Locale } from "./locales";

/**
 * Numbers, money, months and lists for people, with Intl only (no date-fns): the part of
 * ./format.ts that browser code may load without the date library. ./format.ts re-exports all of
 * it. Intl formatters are costly to build and immutable, so each (locale, options) pair is built
 * once per process (or page).
 */

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

/** A download speed as the product writes it everywhere: 192.04 → "192 Mbps". */
export function formatSpeed(mbps: number, locale: Locale): string {
  return `${formatNumber(Math.round(mbps), locale)} Mbps`;
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
