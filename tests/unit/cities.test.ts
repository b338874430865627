import { cities, getCity } from "@/lib/cities";
import { countrySlug } from "@/lib/cities/country-names";
import { searchCities } from "@/lib/cities/search";
import { getGuide, guideIdForCountry } from "@/lib/guides/guides";
import { visaCountries } from "@/lib/visa/knowledge";

describe("city data", () => {
  it("has at least 30 cities, in each of the 11 countries of the visa knowledge base", () => {
    expect(cities.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    const countries = new Set(cities.map((c) => countrySlug(c.country)));
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
    expect(searchCities("brazil", cities).map((c) => c.id)).toEqual(
      cities.filter((c) => c.country === "Brazil").map((c) => c.id),
    );
    expect(searchCities("  ", cities)).toHaveLength(cities.length);
    expect(searchCities("atlantis", cities)).toEqual([]);
  });

  it("requires every word to match", () => {
    expect(searchCities("janeiro brazil", cities).map((c) => c.id)).toContain("rio-de-janeiro-brazil");
    expect(searchCities("janeiro peru", cities)).toEqual([]);
  });

  it("searches descriptions", () => {
    const spring = searchCities("eternal spring", cities);
    expect(spring.map((c) => c.id)).toContain("medellin-colombia");
  });

  it("searches the badges: 'beaches' finds Rio's 'Beaches' and Montevideo's 'City beaches'", () => {
    const ids = (query: string) => searchCities(query, cities).map((c) => c.id);
    expect(ids("beaches")).toEqual(expect.arrayContaining(["rio-de-janeiro-brazil", "montevideo-uruguay"]));
    expect(ids("mate culture")).toContain("montevideo-uruguay");
    expect(ids("TANGO")).toContain("buenos-aires-argentina");
    expect(ids("wine")).toEqual(expect.arrayContaining(["buenos-aires-argentina", "santiago-chile"]));
    expect(ids("wine")).not.toContain("rio-de-janeiro-brazil");
  });

  const inCountry = (country: string) => cities.filter((c) => c.country === country).map((c) => c.id);
  it.each([
    ["brasil", "Brazil"],
    ["Brasil", "Brazil"],
    ["perú", "Peru"],
    ["Peru", "Peru"],
    ["COLÔMBIA", "Colombia"],
    ["Equador", "Ecuador"],
    ["méxico", "Mexico"],
  ])("knows the country's local and English names: %p", (query, country) => {
    expect(inCountry(country).length).toBeGreaterThan(0);
    expect(searchCities(query, cities).map((c) => c.id)).toEqual(inCountry(country));
  });

  it("narrows a country to its cities that match the other words", () => {
    expect(searchCities("rio brasil", cities).map((c) => c.id)).toEqual(["rio-de-janeiro-brazil"]);
    const beaches = searchCities("beaches brasil", cities);
    expect(beaches.map((c) => c.id)).toContain("rio-de-janeiro-brazil");
    for (const city of beaches) expect(city.country).toBe("Brazil");
  });

  it("a country's other name matches only that country's cities", () => {
    // 'Brasil' must not match by accident in another city's text, nor 'Perú' in Peru's neighbours.
    for (const city of searchCities("brasil", cities)) expect(city.country).toBe("Brazil");
    for (const city of searchCities("perú", cities)) expect(city.country).toBe("Peru");
  });
});
