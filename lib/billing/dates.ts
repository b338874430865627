import { formatDate, formatLongDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Billing's dates (renewals, access until, receipts): "November 22, 2026" as billing has always
 * written them in English, the long date elsewhere ("22 de noviembre de 2026").
 */
export function billingDate(date: Date | string, locale: Locale): string {
  return locale === "en" ? formatDate(date, "MMMM d, yyyy", locale) : formatLongDate(date, locale);
}

/** The payment history's short dates: "Nov 22, 2026", "22 nov 2026". */
export function billingShortDate(date: Date | string, locale: Locale): string {
  return formatDate(date, locale === "en" ? "MMM d, yyyy" : "d MMM yyyy", locale);
}
