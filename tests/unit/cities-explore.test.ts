import type { CityMetrics } from "@/lib/cities/numbers/metrics";
import { parseExploreQuery, setsExploreState } from "@/lib/cities/explore/query";
import {
  exploreCities,
  exploreMetricsOf,
  filterCities,
  fitsBudget,
  hasGoodWeather,
  sortCities,
  weatherIn,
  withinHours,
  type ExplorableCity,
} from "@/lib/cities/explore/rules";
import {
  countryFromSlug,
  defaultExploreState,
  exploreSearch,
  isFiltered,
  type ExploreState,
} from "@/lib/cities/explore/state";
import { isTimeZone, timeZonePlace, utcOffsetMinutes } from "@/lib/cities/explore/time-zones";

/**
 * The /cities rules on made-up metrics (each test states the figures it relies on), and the URL
 * schema: what a query means, that bad values are ignored, and that the state written back reads
 * the same.
 */

const twelve = (value: number) => Array.from({ length: 12 }, () => value);

function metrics(id: string, over: Partial<CityMetrics> = {}): CityMetrics {
  return {
    id,
    country: "Colombia",
    timezone: "America/Bogota",
    budget: { rent: null, coworking: null, food: null, transport: null },
    total: null,
    fixedMbps: null,
    mobileMbps: null,
    temperature: null,
    rainyDays: null,
    altitude: null,
    advisory: null,
    pm25: null,
    english: null,
    ...over,
  };
}

function city(
  name: string,
  over: Partial<CityMetrics> = {},
  description = "A city for remote work.",
): ExplorableCity {
  const id = name.toLowerCase().replace(/\s+/g, "-");
  return {
    id,
    name,
    country: over.country ?? "Colombia",
    description,
    features: ["Coworking"],
    metrics: exploreMetricsOf(metrics(id, over)),
  };
}

const state = (over: Partial<ExploreState>): ExploreState => ({ ...defaultExploreState, ...over });
const ids = (list: readonly ExplorableCity[]) => list.map((c) => c.id);
// A day in January: no daylight saving in South America's north, summer time in Chile and Paraguay.
const january = Date.UTC(2026, 0, 15, 12);
const july = Date.UTC(2026, 6, 15, 12);
const context = { now: january, locale: "en" as const };

describe("the URL query", () => {
  it("reads every filter and the sort", () => {
    expect(
      parseExploreQuery({
        q: " beach ",
        budget: "1500",
        internet: "100",
        month: "3",
        country: "costa-rica",
        tz: "Europe/Madrid",
        within: "6",
        sort: "internet",
      }),
    ).toEqual({
      q: "beach",
      budget: 1500,
      internet: 100,
      month: 3,
      country: "Costa Rica",
      tz: "Europe/Madrid",
      within: 6,
      sort: "internet",
    });
  });

  it("is the default state without a query", () => {
    expect(parseExploreQuery({})).toEqual(defaultExploreState);
  });

  it("ignores each unreadable value and keeps the others", () => {
    expect(
      parseExploreQuery({
        budget: "lots",
        internet: "-5",
        month: "13",
        country: "atlantis",
        sort: "vibes",
        q: "lima",
      }),
    ).toEqual(state({ q: "lima" }));
    for (const budget of ["1e3", "1500.5", "", " ", "99", "9999999", "0x10"])
      expect(parseExploreQuery({ budget }).budget).toBeNull();
    for (const month of ["0", "3.5", "March"]) expect(parseExploreQuery({ month }).month).toBeNull();
  });

  it("takes the first of repeated values", () => {
    expect(parseExploreQuery({ month: ["4", "5"], sort: ["name", "budget"] })).toMatchObject({
      month: 4,
      sort: "name",
    });
  });

  it("needs both the visitor's zone and the distance, and a real zone", () => {
    expect(parseExploreQuery({ within: "3" })).toMatchObject({ within: null, tz: null });
    expect(parseExploreQuery({ tz: "America/Bogota" })).toMatchObject({ within: null, tz: null });
    expect(parseExploreQuery({ tz: "Mars/Olympus", within: "3" })).toMatchObject({ within: null, tz: null });
    expect(parseExploreQuery({ tz: "<script>", within: "3" })).toMatchObject({ within: null, tz: null });
    expect(parseExploreQuery({ tz: "America/Lima", within: "0" })).toMatchObject({
      within: 0,
      tz: "America/Lima",
    });
    // The runtime's spelling of the zone.
    expect(parseExploreQuery({ tz: "europe/berlin", within: "2" }).tz).toBe("Europe/Berlin");
  });

  it("cuts a very long search", () => {
    expect(parseExploreQuery({ q: "x".repeat(500) }).q).toHaveLength(80);
  });

  it("reads back what the browser writes, in one canonical form", () => {
    const full = state({
      q: "coffee",
      budget: 1200,
      internet: 50,
      month: 7,
      country: "Costa Rica",
      tz: "America/Mexico_City",
      within: 2,
      sort: "english",
    });
    const search = exploreSearch(full);
    expect(search).toBe(
      "q=coffee&budget=1200&internet=50&month=7&country=costa-rica&within=2&tz=America%2FMexico_City&sort=english",
    );
    expect(parseExploreQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual(full);
    expect(exploreSearch(defaultExploreState)).toBe("");
    // A distance without a zone is not written (the server would drop it).
    expect(exploreSearch(state({ within: 3 }))).toBe("");
  });

  it("tells a link that sets the list's state from one that does not (only those are rendered per request)", () => {
    const search = exploreSearch(state({ internet: 50, sort: "english" }));
    expect(setsExploreState(new URLSearchParams(search))).toBe(true);
    const keys = ["q", "budget", "internet", "month", "country", "tz", "within", "sort"];
    expect(keys.filter((key) => setsExploreState(new URLSearchParams(`${key}=1`)))).toEqual(keys);
    expect(setsExploreState(new URLSearchParams(""))).toBe(false);
    expect(setsExploreState(new URLSearchParams("utm_source=blog&utm_medium=post&fbclid=x"))).toBe(false);
  });

  it("knows the countries by their slug", () => {
    expect(countryFromSlug("brazil")).toBe("Brazil");
    expect(countryFromSlug("costa-rica")).toBe("Costa Rica");
    expect(countryFromSlug("Brazil")).toBeNull();
  });

  it("tells a filtered state from a sorted one", () => {
    expect(isFiltered(state({ sort: "budget" }))).toBe(false);
    expect(isFiltered(state({ q: "  " }))).toBe(false);
    expect(isFiltered(state({ month: 1 }))).toBe(true);
  });
});

describe("time zones", () => {
  it("gives offsets on the day asked, daylight saving included", () => {
    expect(utcOffsetMinutes("America/Bogota", january)).toBe(-300);
    expect(utcOffsetMinutes("UTC", january)).toBe(0);
    expect(utcOffsetMinutes("Asia/Kolkata", january)).toBe(330);
    expect(utcOffsetMinutes("America/Santiago", january)).toBe(-180);
    expect(utcOffsetMinutes("America/Santiago", july)).toBe(-240);
    expect(utcOffsetMinutes("Nowhere/Else", january)).toBeNull();
  });

  it("accepts only zones the runtime knows", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("europe/berlin")).toBe(true); // Intl reads names case-insensitively
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("../etc/passwd")).toBe(false);
  });

  it("names a zone by its place", () => {
    expect(timeZonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(timeZonePlace("UTC")).toBe("UTC");
  });

  it("measures the distance on the day: Madrid is 4 h from Buenos Aires in January, 5 h in July", () => {
    expect(withinHours("America/Argentina/Buenos_Aires", "Europe/Madrid", 4, january)).toBe(true);
    expect(withinHours("America/Argentina/Buenos_Aires", "Europe/Madrid", 4, july)).toBe(false);
    expect(withinHours("America/Bogota", "America/Bogota", 0, january)).toBe(true);
    expect(withinHours("Nowhere/Else", "America/Bogota", 14, january)).toBe(false);
  });
});

describe("filters", () => {
  const cheap = city("Cheap", { total: { low: 900, high: 1400 } });
  const dear = city("Dear", { total: { low: 1600, high: 2500 } });
  const unknownCost = city("Unknown Cost");

  it("budget: the low end of the month's range within the ceiling; unknown never fits", () => {
    expect(fitsBudget(cheap.metrics, 900)).toBe(true);
    expect(fitsBudget(cheap.metrics, 899)).toBe(false);
    expect(ids(filterCities([cheap, dear, unknownCost], state({ budget: 1500 }), context))).toEqual([
      "cheap",
    ]);
    expect(ids(filterCities([cheap, dear, unknownCost], state({ budget: 50_000 }), context))).toEqual([
      "cheap",
      "dear",
    ]);
  });

  it("internet: at least the minimum fixed speed; unknown never passes", () => {
    const fast = city("Fast", { fixedMbps: 150 });
    const slow = city("Slow", { fixedMbps: 40 });
    const unknown = city("Nobody Measured");
    expect(ids(filterCities([fast, slow, unknown], state({ internet: 40 }), context))).toEqual([
      "fast",
      "slow",
    ]);
    expect(ids(filterCities([fast, slow, unknown], state({ internet: 100 }), context))).toEqual(["fast"]);
  });

  describe("good weather", () => {
    const spring = { temperature: { high: twelve(25), low: twelve(15) }, rainyDays: twelve(10) };

    it("an average high of 18–30 °C, a low of at least 8 °C, at most 12 rainy days", () => {
      expect(hasGoodWeather(spring, 1)).toBe(true);
      const edge = { temperature: { high: twelve(18), low: twelve(8) }, rainyDays: twelve(12) };
      expect(hasGoodWeather(edge, 6)).toBe(true);
      const hot = { ...spring, temperature: { high: twelve(31), low: twelve(22) } };
      expect(hasGoodWeather(hot, 6)).toBe(false);
      const cold = { ...spring, temperature: { high: twelve(17), low: twelve(9) } };
      expect(hasGoodWeather(cold, 6)).toBe(false);
      const coldNights = { ...spring, temperature: { high: twelve(22), low: twelve(7) } };
      expect(hasGoodWeather(coldNights, 6)).toBe(false);
      expect(hasGoodWeather({ ...spring, rainyDays: twelve(13) }, 6)).toBe(false);
    });

    it("reads the chosen month (January is 1)", () => {
      const high = twelve(25);
      high[6] = 12; // July
      const southern = {
        temperature: { high, low: twelve(5).map((low, i) => (i === 6 ? 2 : 12)) },
        rainyDays: null,
      };
      expect(weatherIn(southern, 7)).toEqual({ high: 12, low: 2, rainyDays: null });
      expect(hasGoodWeather(southern, 7)).toBe(false);
      expect(hasGoodWeather(southern, 1)).toBe(true);
    });

    it("counts rain only where it is known; unknown temperatures never pass", () => {
      expect(hasGoodWeather({ ...spring, rainyDays: null }, 3)).toBe(true);
      expect(hasGoodWeather({ temperature: null, rainyDays: twelve(2) }, 3)).toBe(false);
      expect(weatherIn({ temperature: null, rainyDays: twelve(2) }, 3)).toBeNull();
    });

    it("filters by the month", () => {
      const good = city("Good", spring);
      const rainy = city("Rainy", { ...spring, rainyDays: twelve(20) });
      expect(ids(filterCities([good, rainy, city("Unmeasured")], state({ month: 4 }), context))).toEqual([
        "good",
      ]);
    });
  });

  it("country: by its English name", () => {
    const lima = city("Lima", { country: "Peru" });
    const cali = city("Cali", { country: "Colombia" });
    expect(ids(filterCities([lima, cali], state({ country: "Peru" }), context))).toEqual(["lima"]);
  });

  it("time zone: within the hours of the visitor's zone on the day", () => {
    const bogota = city("Bogota", { timezone: "America/Bogota" });
    const saoPaulo = city("Sao Paulo", { timezone: "America/Sao_Paulo" });
    const mexico = city("Mexico City", { timezone: "America/Mexico_City" });
    const list = [bogota, saoPaulo, mexico];
    const fromBogota = (within: number) =>
      ids(filterCities(list, state({ tz: "America/Bogota", within }), context));
    expect(fromBogota(0)).toEqual(["bogota"]);
    expect(fromBogota(1)).toEqual(["bogota", "mexico-city"]);
    expect(fromBogota(2)).toEqual(["bogota", "sao-paulo", "mexico-city"]);
    // From Madrid in January (UTC+1): São Paulo is 4 h behind, Bogotá 6, Mexico City 7.
    expect(ids(filterCities(list, state({ tz: "Europe/Madrid", within: 4 }), context))).toEqual([
      "sao-paulo",
    ]);
  });

  it("the text search is one more filter, and all of them add up", () => {
    const beach = city(
      "Beach Town",
      { fixedMbps: 200, total: { low: 1000, high: 1500 } },
      "Surf and beaches.",
    );
    const mountain = city(
      "Mountain Town",
      { fixedMbps: 200, total: { low: 1000, high: 1500 } },
      "Cool hills.",
    );
    const slowBeach = city("Slow Beach", { fixedMbps: 20, total: { low: 1000, high: 1500 } }, "Beaches too.");
    const list = [beach, mountain, slowBeach];
    expect(ids(filterCities(list, state({ q: "beaches" }), context))).toEqual(["beach-town", "slow-beach"]);
    expect(ids(filterCities(list, state({ q: "beaches", internet: 100 }), context))).toEqual(["beach-town"]);
    expect(ids(filterCities(list, state({ q: "beaches", internet: 100, budget: 900 }), context))).toEqual([]);
  });
});

describe("sorting", () => {
  const a = city("Arequipa", {
    total: { low: 900, high: 1300 },
    fixedMbps: 60,
    mobileMbps: 30,
    altitude: 2335,
    advisory: 2,
    pm25: 20,
    english: 520,
  });
  const b = city("Bogota", {
    total: { low: 1000, high: 1100 },
    fixedMbps: 150,
    mobileMbps: null,
    altitude: 2640,
    advisory: 3,
    pm25: 14,
    english: 500,
  });
  const c = city("Cali", {
    total: null,
    fixedMbps: 90,
    mobileMbps: 25,
    altitude: 1000,
    advisory: 1,
    pm25: null,
    english: 560,
  });
  const list = [c, a, b];
  const sorted = (key: ExploreState["sort"]) => ids(sortCities(list, key, "en"));

  it("each metric in its sensible direction, unknown last", () => {
    // Budget by the middle of the range: Bogotá 1,050 before Arequipa 1,100; Cali unknown.
    expect(sorted("budget")).toEqual(["bogota", "arequipa", "cali"]);
    expect(sorted("internet")).toEqual(["bogota", "cali", "arequipa"]);
    expect(sorted("mobile")).toEqual(["arequipa", "cali", "bogota"]);
    expect(sorted("altitude")).toEqual(["cali", "arequipa", "bogota"]);
    expect(sorted("safety")).toEqual(["cali", "arequipa", "bogota"]);
    expect(sorted("air")).toEqual(["bogota", "arequipa", "cali"]);
    expect(sorted("english")).toEqual(["cali", "arequipa", "bogota"]);
  });

  it("featured keeps the list's order; name sorts in the page's language", () => {
    expect(sorted("featured")).toEqual(["cali", "arequipa", "bogota"]);
    expect(sorted("name")).toEqual(["arequipa", "bogota", "cali"]);
    const accented = [city("Óbidos"), city("Oaxaca"), city("Ouro Preto")];
    expect(ids(sortCities(accented, "name", "pt"))).toEqual(["oaxaca", "óbidos", "ouro-preto"]);
  });

  it("ties keep the list's order", () => {
    const tied = [city("Second", { fixedMbps: 100 }), city("First", { fixedMbps: 100 })];
    expect(ids(sortCities(tied, "internet", "en"))).toEqual(["second", "first"]);
  });

  it("filters, then ranks", () => {
    expect(ids(exploreCities(list, state({ internet: 80, sort: "altitude" }), context))).toEqual([
      "cali",
      "bogota",
    ]);
  });

  it("sends the browser no budget parts", () => {
    expect(Object.keys(a.metrics)).not.toContain("budget");
  });
});
