import { parseTripsCsv, tripsToCsv } from "@/lib/visa/stays/csv";
import { tripsToIcs } from "@/lib/visa/stays/ics";
import { dayOf } from "@/lib/visa/stays/days";
import { stayRules } from "@/lib/visa/stays/facts";
import { planStays } from "@/lib/visa/stays/plan";

describe("trips from CSV", () => {
  it("reads trips with or without a header, any separator, names in three languages", () => {
    const text = [
      "\uFEFFPaís;Entrada;Salida",
      "Perú;2026-01-10;2026-03-01",
      "brasil;2026/3/5;",
      '"Costa Rica";2026-04-01T10:00:00Z;2026-04-20',
    ].join("\r\n");
    expect(parseTripsCsv(text)).toEqual({
      trips: [
        { country: "peru", entry: "2026-01-10", exit: "2026-03-01" },
        { country: "brazil", entry: "2026-03-05", exit: null },
        { country: "costa-rica", entry: "2026-04-01", exit: "2026-04-20" },
      ],
      errors: [],
    });
    expect(parseTripsCsv("mexico,2026-01-01,2026-01-31").trips).toEqual([
      { country: "mexico", entry: "2026-01-01", exit: "2026-01-31" },
    ]);
  });

  it("finds the columns of a header in another order", () => {
    expect(parseTripsCsv("exit,entry,country\n2026-02-01,2026-01-01,chile").trips).toEqual([
      { country: "chile", entry: "2026-01-01", exit: "2026-02-01" },
    ]);
  });

  it("reports each line it cannot read, with its number and why, and keeps the rest", () => {
    const { trips, errors } = parseTripsCsv(
      [
        "country,entry,exit",
        "peru,2026-01-10,2026-01-20",
        "barbados,2026-01-01,",
        "chile,2026-02-30,",
        "colombia,2026-03-10,2026-03-01",
        "just one cell",
        "",
      ].join("\n"),
    );
    expect(trips).toHaveLength(1);
    expect(errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: "country" },
      { line: 4, reason: "date" },
      { line: 5, reason: "order" },
      { line: 6, reason: "columns" },
    ]);
  });

  it("writes CSV that reads back the same", () => {
    const trips = [
      { country: "peru", entry: "2026-01-10", exit: "2026-03-01" },
      { country: "uruguay", entry: "2026-05-01", exit: null },
    ];
    expect(parseTripsCsv(tripsToCsv(trips))).toEqual({ trips, errors: [] });
  });
});

describe("trips as iCalendar", () => {
  it("has one all-day event per trip and one leave-by day per country", () => {
    const trips = [
      { id: "a", country: "peru", entry: "2026-01-10", exit: "2026-01-20" },
      { id: "b", country: "mexico", entry: "2026-05-01", exit: null },
    ];
    const reports = planStays(trips, (country) => stayRules(country, "us"), dayOf("2026-05-10"));
    const ics = tripsToIcs(
      trips,
      reports,
      {
        calendarName: "Trips; mine",
        trip: (country, open) => `Trip: ${country}${open ? " (open)" : ""}`,
        leaveBy: (country) => `Leave ${country}, today`,
      },
      new Date("2026-05-10T12:00:00Z"),
    );
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("X-WR-CALNAME:Trips\\; mine");
    expect(lines).toContain("DTSTART;VALUE=DATE:20260110");
    // The end of an all-day event is the day after the last day.
    expect(lines).toContain("DTEND;VALUE=DATE:20260121");
    expect(lines).toContain("SUMMARY:Trip: mexico (open)");
    const leaveEvents = lines.filter((line) => line.startsWith("UID:leave-by-"));
    expect(leaveEvents).toEqual(
      reports.filter((r) => r.leaveBy).map((r) => `UID:leave-by-${r.country}@latitud`),
    );
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2 + leaveEvents.length);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
