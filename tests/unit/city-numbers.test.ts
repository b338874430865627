import { readdirSync } from "node:fs";
import path from "node:path";
import { cities } from "@/lib/cities";
import { utcOffsetsThisYear } from "@/lib/cities/explore/time-zones";
import { formatUtcOffset } from "@/lib/i18n/format";
import { numbersProblems, recordsOf } from "@/lib/cities/numbers/check";
import { cityMetrics, metricsOf, toUsd } from "@/lib/cities/numbers/metrics";
import { cityNumbers, fxRates } from "@/lib/cities/numbers/records";
import { cityNumbersSchema, type CityNumbers } from "@/lib/cities/numbers/schema";

const today = new Date("2026-11-25T12:00:00Z");
const source = {
  title: "Ookla — Speedtest Global Index: Colombia",
  url: "https://www.speedtest.net/global-index/colombia",
  quote: "Fixed broadband median download speed 192.04 Mbps",
};
const known = <T>(value: T, extra: Record<string, unknown> = {}) => ({
  value,
  period: "June 2025",
  source,
  verifiedOn: "2026-11-25",
  confidence: "official",
  ...extra,
});
const unknown = { unknown: true, checkedOn: "2026-11-25" };
const twelve = (n: number) => Array.from({ length: 12 }, () => n);

// A test edits the file's JSON freely, as a content editor would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

/** A valid numbers file (schema input), each test changing one thing. */
function raw(): Raw {
  return {
    city: "medellin-colombia",
    currency: "COP",
    budget: {
      rent: known(
        { amount: 3_000_000, high: 4_500_000, currency: "COP" },
        {
          basis: { en: "Furnished one-bedroom", es: "Apartamento amoblado", pt: "Apartamento mobiliado" },
        },
      ),
      coworking: known({ amount: 100, currency: "USD" }),
      food: known({ amount: 150, high: 300, currency: "USD" }),
      transport: known({ amount: 25, currency: "USD" }),
    },
    internet: { fixed: known({ mbps: 192.04, scope: "country" }), mobile: unknown },
    climate: {
      temperature: known({ high: twelve(27), low: twelve(17) }, { period: "1991–2020" }),
      rainyDays: unknown,
    },
    altitude: known({ metres: 1495 }),
    safety: known({
      level: 3,
      note: {
        en: "Level 3 for Colombia; Medellín is not one of the level 4 areas.",
        es: "Nivel 3 para Colombia; Medellín no es una de las zonas de nivel 4.",
        pt: "Nível 3 para a Colômbia; Medellín não é uma das áreas de nível 4.",
      },
    }),
    airQuality: known({ pm25: 13.8, scope: "country" }),
    english: known({ score: 500, band: "moderate", scope: "city" }),
  };
}
const parse = (file: Raw) => cityNumbersSchema.parse(file);
const problemsOf = (file: Raw, convertible = new Set(["COP"])) =>
  numbersProblems(parse(file), today, convertible).join("\n");

describe("city numbers: the records", () => {
  it("every city has a numbers file, and every file is a listed city's", () => {
    const files = readdirSync(path.join(process.cwd(), "content/cities/numbers"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.replace(/\.json$/, ""))
      .sort();
    expect(files).toEqual(cities.map((city) => city.id).sort());
    expect([...cityNumbers.keys()].sort()).toEqual(files);
  });

  it("have sources, fresh checks and recent prices, the same figures in every language, and rates for every currency", () => {
    const convertible = new Set(fxRates.keys());
    const problems = [...cityNumbers.values()].flatMap((numbers) =>
      numbersProblems(numbers, new Date(), convertible),
    );
    expect(problems).toEqual([]);
  });

  it("every known figure names its page (a deep link), the words on it and the day it was checked", () => {
    for (const numbers of cityNumbers.values())
      for (const [, record] of recordsOf(numbers))
        if ("value" in record) {
          const sourced = record as { source: { url: string; quote: string }; verifiedOn: string };
          expect(new URL(sourced.source.url).pathname.length).toBeGreaterThan(1);
          expect(sourced.source.quote.length).toBeGreaterThanOrEqual(10);
          expect(sourced.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        } else
          expect(record).toEqual({ unknown: true, checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("the FX table has a dated rate for every local currency the cities use", () => {
    for (const numbers of cityNumbers.values())
      if (numbers.currency !== "USD")
        expect(fxRates.get(numbers.currency)?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("city numbers: the schema refuses", () => {
  it("accepts the valid file", () => {
    expect(problemsOf(raw())).toBe("");
  });

  it("a figure without a source, without a check date, or with a home page as its source", () => {
    const noSource = raw();
    delete noSource.altitude.source;
    expect(() => parse(noSource)).toThrow();
    const noDate = raw();
    delete noDate.altitude.verifiedOn;
    expect(() => parse(noDate)).toThrow();
    const homePage = raw();
    homePage.altitude.source = { ...source, url: "https://www.speedtest.net/" };
    expect(() => parse(homePage)).toThrow(/not a site's home page/);
  });

  it("a bare number, a range upside down, eleven months, a high below its low, an extra key", () => {
    expect(() => parse({ ...raw(), altitude: 1495 })).toThrow();
    const range = raw();
    range.budget.food.value = { amount: 300, high: 150, currency: "USD" };
    expect(() => parse(range)).toThrow(/high must be above amount/);
    const months = raw();
    months.climate.temperature.value.high = twelve(27).slice(1);
    expect(() => parse(months)).toThrow();
    const upside = raw();
    upside.climate.temperature.value.low = twelve(30);
    expect(() => parse(upside)).toThrow(/high must be above its low/);
    expect(() => parse({ ...raw(), coworkingSpaces: 80 })).toThrow();
  });
});

describe("city numbers: the checks refuse", () => {
  it("a check older than a year, or on a day to come", () => {
    const stale = raw();
    stale.altitude.verifiedOn = "2025-11-01";
    expect(problemsOf(stale)).toMatch(/altitude: verified \d+ days ago/);
    const future = raw();
    future.internet.mobile = { unknown: true, checkedOn: "2026-12-01" };
    expect(problemsOf(future)).toMatch(/internet\.mobile: verified on a day to come/);
  });

  it("a price from more than two years before, a speed from more than three", () => {
    const old = raw();
    old.budget.coworking.period = "September 2016";
    old.internet.fixed.period = "Q3 2022";
    const problems = problemsOf(old);
    expect(problems).toMatch(/budget\.coworking: a figure from 2016 is too old/);
    expect(problems).toMatch(/internet\.fixed: a figure from 2022 is too old/);
    const normals = raw();
    normals.climate.temperature.period = "1961–1990";
    expect(problemsOf(normals)).toBe("");
  });

  it("a note or basis whose figures differ between languages", () => {
    const file = raw();
    file.safety.value.note.pt = "Nível 2 para a Colômbia; Medellín não é uma das áreas de nível 4.";
    expect(problemsOf(file)).toMatch(/safety\.note: the pt text has other figures/);
  });

  it("an amount in a currency the FX table cannot convert, and a seed record", () => {
    expect(problemsOf(raw(), new Set())).toMatch(/budget\.rent: no FX rate for COP/);
    const seed = raw();
    seed.altitude.source = { ...source, quote: "SEED: to be checked" };
    expect(problemsOf(seed)).toMatch(/altitude: a seed record/);
  });
});

describe("city metrics", () => {
  const city = { id: "medellin-colombia", country: "Colombia", timezone: "America/Bogota" };

  it("adds the four parts in US dollars, low ends and high ends, by the FX table's rate", () => {
    const rate = fxRates.get("COP")!.perUsd;
    const metrics = metricsOf(parse(raw()) as CityNumbers, city);
    expect(metrics.budget.rent).toEqual({ low: 3_000_000 / rate, high: 4_500_000 / rate });
    expect(metrics.total!.low).toBeCloseTo(3_000_000 / rate + 100 + 150 + 25);
    expect(metrics.total!.high).toBeCloseTo(4_500_000 / rate + 100 + 300 + 25);
    expect(toUsd(rate * 10, "COP")).toBeCloseTo(10);
  });

  it("has no total when a part is unknown, and null for every unknown figure", () => {
    const file = raw();
    file.budget.food = unknown;
    const metrics = metricsOf(parse(file) as CityNumbers, city);
    expect(metrics.budget.food).toBeNull();
    expect(metrics.total).toBeNull();
    expect(metrics.mobileMbps).toBeNull();
    expect(metrics.rainyDays).toBeNull();
    expect(metrics.fixedMbps).toBe(192.04);
    expect(metricsOf(undefined, city).advisory).toBeNull();
  });

  it("one entry per city, in the list's order", () => {
    expect(cityMetrics.map((m) => m.id)).toEqual(cities.map((c) => c.id));
  });
});

describe("time zones as the city pages show them", () => {
  it("one offset, or both where the clocks change", () => {
    expect(utcOffsetsThisYear("America/Bogota", 2026)).toBe("UTC−5");
    expect(utcOffsetsThisYear("America/Santiago", 2026)).toBe("UTC−3 / UTC−4");
    expect(formatUtcOffset(330)).toBe("UTC+5:30");
    expect(formatUtcOffset(0)).toBe("UTC");
  });
});
