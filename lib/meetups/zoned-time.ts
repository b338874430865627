import { utcOffsetMinutes } from "@/lib/cities/explore/time-zones";

/**
 * The instant a wall-clock time ("2026-12-04T19:30") names in an IANA time zone, or null when that
 * time does not exist there (skipped by a daylight-saving change) or the zone is unknown. A time
 * that happens twice (clocks set back) is read as the first.
 */
export function zonedTimeToUtc(local: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Not a real date (31 February): Date.UTC rolls it over.
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The offset of the day before and after covers a change of the clocks on that day.
  const candidates = [asUtc - 86_400_000, asUtc + 86_400_000]
    .map((at) => utcOffsetMinutes(zone, at))
    .filter((offset): offset is number => offset !== null)
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => utcOffsetMinutes(zone, instant) === (asUtc - instant) / 60_000)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}
