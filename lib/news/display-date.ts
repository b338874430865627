const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A news item's date as 'MMM d, yyyy' in UTC, e.g. "Nov 22, 2026". Written out rather than through
 * Intl.DateTimeFormat, whose first use loads time-zone data for tens of milliseconds on a phone,
 * and without shipping a date library to the browser.
 */
export function displayDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
