import { formatUtcOffset } from "@/lib/i18n/format-numbers";
/**
 * Time zones by their IANA names ("America/Bogota"), read through the runtime's Intl data, the same
 * in Node.js and in the browser. Offsets depend on the day (daylight saving time): every function
 * takes the moment it answers for.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows `zone` as an IANA time zone ("America/Bogota", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    offsetFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own spelling of a zone it knows ("europe/berlin" → "Europe/Berlin"). */
export function canonicalTimeZone(zone: string): string {
  return offsetFormat(zone).resolvedOptions().timeZone;
}

/** Minutes east of UTC in `zone` at `at` (Bogotá: -300), or null for a zone the runtime does not know. */
export function utcOffsetMinutes(zone: string, at: number): number | null {
  let name: string | undefined;
  try {
    name = offsetFormat(zone)
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return null;
  }
  // "GMT-05:00", "GMT+05:30", or plain "GMT" at UTC itself.
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? "");
  if (!match) return null;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** How many minutes `zone` is ahead of `from` at `at` (negative: behind), or null when either is unknown. */
export function zoneDifferenceMinutes(zone: string, from: string, at: number): number | null {
  const a = utcOffsetMinutes(zone, at);
  const b = utcOffsetMinutes(from, at);
  return a === null || b === null ? null : a - b;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires": the place a zone is named after. */
export function timeZonePlace(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}

/**
 * A zone's offsets this year, "UTC−5", or "UTC−4 / UTC−3" where the clocks change: read on 15
 * January and 15 July, so a zone with daylight saving time shows both.
 */
export function utcOffsetsThisYear(zone: string, year = new Date().getUTCFullYear()): string {
  const offsets = [0, 6]
    .map((month) => utcOffsetMinutes(zone, Date.UTC(year, month, 15, 12)))
    .filter((minutes): minutes is number => minutes !== null)
    .map(formatUtcOffset);
  return [...new Set(offsets)].join(" / ");
}
