/**
 * A time zone's offsets from UTC this year, as "UTC−5", or "UTC−4 / UTC−3" where the clocks change
 * (Chile, parts of Mexico): read from the runtime's IANA time zone database on 15 January and 15
 * July, so a zone with daylight saving time shows both.
 */
export function utcOffsets(timeZone: string, year = new Date().getUTCFullYear()): string {
  const offsets = [0, 6].map((month) => utcOffset(timeZone, new Date(Date.UTC(year, month, 15, 12))));
  return [...new Set(offsets)].join(" / ");
}

/** "UTC−5", "UTC−3", "UTC+0" for a zone at an instant. */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  // "GMT-5" → "UTC−5"; "GMT" alone is UTC itself.
  return (name ?? "GMT").replace("GMT", "UTC").replace("-", "−").replace(/^UTC$/, "UTC+0");
}

/** Hours between two zones at an instant (b minus a), e.g. New York → Bogotá in January: 0. */
export function hoursBetween(a: string, b: string, at = new Date()): number {
  return (offsetMinutes(b, at) - offsetMinutes(a, at)) / 60;
}

function offsetMinutes(timeZone: string, at: Date): number {
  const match = utcOffset(timeZone, at).match(/UTC([+−])(\d+)(?::(\d+))?/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "−" ? -minutes : minutes;
}
