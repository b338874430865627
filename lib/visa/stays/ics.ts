import { dayOf, isoOf } from "./days";
import type { CountryReport } from "./plan";
import type { Trip } from "./trips";

/**
 * Trips as an iCalendar file (RFC 5545): one all-day event per trip (an open trip shows its entry
 * day) and one all-day "must leave by" event per country with a leave-by day. The words come from
 * the caller, in the reader's language.
 */
export type IcsLabels = {
  trip: (country: string, open: boolean) => string;
  leaveBy: (country: string) => string;
  calendarName: string;
};

const escapeText = (text: string) => text.replace(/([\\;,])/g, "\\$1").replace(/\n/g, "\\n");
const compact = (iso: string) => iso.replaceAll("-", "");
const nextDay = (iso: string) => compact(isoOf(dayOf(iso) + 1));

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (utf8Length(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut), "utf8") > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = " " + rest.slice(cut);
  }
  parts.push(rest);
  return parts.join("\r\n");
}

function allDayEvent(
  uid: string,
  start: string,
  endExclusive: string,
  summary: string,
  stamp: string,
): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${endExclusive}`,
    `SUMMARY:${escapeText(summary)}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

export function tripsToIcs(
  trips: readonly Trip[],
  reports: readonly CountryReport[],
  labels: IcsLabels,
  now: Date,
): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Latitud//Stay planner//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(labels.calendarName)}`,
  ];
  for (const trip of trips)
    lines.push(
      ...allDayEvent(
        `trip-${trip.id}@latitud`,
        trip.entry,
        nextDay(trip.exit ?? trip.entry),
        labels.trip(trip.country, trip.exit === null),
        stamp,
      ),
    );
  for (const report of reports)
    if (report.leaveBy)
      lines.push(
        ...allDayEvent(
          `leave-by-${report.country}@latitud`,
          report.leaveBy,
          nextDay(report.leaveBy),
          labels.leaveBy(report.country),
          stamp,
        ),
      );
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
