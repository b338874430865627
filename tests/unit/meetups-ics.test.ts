import { calendarFile, escapeText, foldLine, utcDateTime } from "@/lib/meetups/ics";
import { zonedTimeToUtc } from "@/lib/meetups/zoned-time";

const event = {
  uid: "meetup-1@latitud.test",
  start: new Date("2026-12-05T00:30:00Z"),
  end: new Date("2026-12-05T02:30:00Z"),
  stamp: new Date("2026-11-25T13:00:07.123Z"),
  summary: "Coffee, tinto; and code",
  location: "Café Velvet, Provenza, Medellín",
  description: "Bring a laptop\nor not \\ whatever",
  url: "https://latitud.test/cities/medellin-colombia",
};

describe("the calendar file (RFC 5545)", () => {
  it("escapes backslashes, semicolons, commas and line breaks in TEXT", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC date-times without separators or milliseconds", () => {
    expect(utcDateTime(new Date("2026-12-05T00:30:09.999Z"))).toBe("20261205T003009Z");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    folded.slice(1).forEach((part) => expect(part.startsWith(" ")).toBe(true));
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
    expect(foldLine("SHORT:ok")).toBe("SHORT:ok");
  });

  it("holds one event with the required properties, CRLF line ends", () => {
    const file = calendarFile(event);
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(file.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = file.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:meetup-1@latitud.test",
        "DTSTAMP:20261125T130007Z",
        "DTSTART:20261205T003000Z",
        "DTEND:20261205T023000Z",
        "SUMMARY:Coffee\\, tinto\\; and code",
        "LOCATION:Café Velvet\\, Provenza\\, Medellín",
        "DESCRIPTION:Bring a laptop\\nor not \\\\ whatever",
        "STATUS:CONFIRMED",
      ]),
    );
    expect(calendarFile({ ...event, canceled: true })).toContain("\r\nSTATUS:CANCELLED\r\n");
  });
});

describe("a wall-clock time in a city's time zone", () => {
  it("reads it in the zone, daylight saving time included", () => {
    expect(zonedTimeToUtc("2026-12-04T19:30", "America/Bogota")?.toISOString()).toBe(
      "2026-12-05T00:30:00.000Z",
    );
    // Santiago is on summer time (UTC-3) in December, UTC-4 in July.
    expect(zonedTimeToUtc("2026-12-04T19:30", "America/Santiago")?.toISOString()).toBe(
      "2026-12-04T22:30:00.000Z",
    );
    expect(zonedTimeToUtc("2026-07-04T19:30", "America/Santiago")?.toISOString()).toBe(
      "2026-07-04T23:30:00.000Z",
    );
  });

  it("refuses times that do not exist there, impossible dates and unknown zones", () => {
    // Santiago's clocks go from 24:00 to 01:00 on the first Sunday of September 2026 (6 September).
    expect(zonedTimeToUtc("2026-09-06T00:30", "America/Santiago")).toBeNull();
    expect(zonedTimeToUtc("2026-02-30T10:00", "America/Bogota")).toBeNull();
    expect(zonedTimeToUtc("2026-12-04T19:30", "Mars/Olympus")).toBeNull();
    expect(zonedTimeToUtc("tomorrow", "America/Bogota")).toBeNull();
  });
});
