import { cities, getCity } from "@/lib/cities";
import { searchCities } from "@/lib/cities/search";
import { getGuide, guideIdForCountry } from "@/lib/guides/guides";
import { visaCountries } from "@/lib/visa/knowledge";

describe("city data", () => {
  it("has at least 30 cities, in each of the 11 countries of the visa knowledge base", () => {
    expect(cities.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    const countries = new Set(cities.map((c) => c.country.toLowerCase().replace(/\s+/g, "-")));
    expect([...countries].sort()).toEqual(visaCountries.map((country) => country.id).sort());
    expect(cities[0]?.id).toBe("medellin-colombia");
    expect(getCity("sao-paulo-brazil")?.images).toHaveLength(3);
    expect(getCity("atlantis")).toBeUndefined();
  });

  it("every city with a country guide links to its PDF; the others' countries have none yet", () => {
    for (const city of cities) {
      const guide = getGuide(guideIdForCountry(city.country));
      if (["Mexico", "Costa Rica"].includes(city.country)) expect(guide).toBeUndefined();
      else expect(guide?.available).toBe(true);
    }
  });
});

describe("city search", () => {
  it("matches name, country and description, ignoring case and accents", () => {
    expect(searchCities("medellin", cities).map((c) => c.id)).toEqual(["medellin-colombia"]);
    expect(searchCities("SÃO", cities).map((c) => c.id)).toEqual(["sao-paulo-brazil"]);
    expect(searchCities("brazil", cities).map((c) => c.id)).toEqual([
      "sao-paulo-brazil",
      "rio-de-janeiro-brazil",
    ]);
    expect(searchCities("  ", cities)).toHaveLength(8);
    expect(searchCities("atlantis", cities)).toEqual([]);
  });

  it("requires every word to match", () => {
    expect(searchCities("janeiro brazil", cities).map((c) => c.id)).toEqual(["rio-de-janeiro-brazil"]);
    expect(searchCities("janeiro peru", cities)).toEqual([]);
  });

  it("searches descriptions", () => {
    const spring = searchCities("eternal spring", cities);
    expect(spring.map((c) => c.id)).toContain("medellin-colombia");
  });

  it("searches the badges: 'beaches' finds Rio's 'Beaches' and Montevideo's 'City beaches'", () => {
    expect(searchCities("beaches", cities).map((c) => c.id)).toEqual([
      "rio-de-janeiro-brazil",
      "montevideo-uruguay",
    ]);
    expect(searchCities("mate culture", cities).map((c) => c.id)).toEqual(["montevideo-uruguay"]);
    expect(searchCities("TANGO", cities).map((c) => c.id)).toEqual(["buenos-aires-argentina"]);
    expect(searchCities("wine", cities).map((c) => c.id)).toEqual([
      "buenos-aires-argentina",
      "santiago-chile",
    ]);
  });

  it.each([
    ["brasil", ["sao-paulo-brazil", "rio-de-janeiro-brazil"]],
    ["Brasil", ["sao-paulo-brazil", "rio-de-janeiro-brazil"]],
    ["perú", ["lima-peru"]],
    ["Peru", ["lima-peru"]],
    ["COLÔMBIA", ["medellin-colombia"]],
    ["Equador", ["quito-ecuador"]],
    ["méxico", []],
    ["rio brasil", ["rio-de-janeiro-brazil"]],
    ["beaches brasil", ["rio-de-janeiro-brazil"]],
  ])("knows the country's local and English names: %p", (query, ids) => {
    expect(searchCities(query, cities).map((c) => c.id)).toEqual(ids);
  });

  it("a country's other name matches only that country's cities", () => {
    // 'Brasil' must not match by accident in another city's text, nor 'Perú' in Peru's neighbours.
    for (const city of searchCities("brasil", cities)) expect(city.country).toBe("Brazil");
    for (const city of searchCities("perú", cities)) expect(city.country).toBe("Peru");
  });
});
