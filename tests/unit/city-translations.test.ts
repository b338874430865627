import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cities, citiesIn, getCity, type City, type CityTranslation } from "@/lib/cities";
import { guideRefFor, toCityCard } from "@/lib/cities/cards";
import { citySchema, cityTranslationSchema } from "@/lib/cities/schema";
import { searchCities } from "@/lib/cities/search";
import { translationProblems } from "@/lib/cities/translations";

const CITIES_DIR = path.join(process.cwd(), "content", "cities");
const translatedLocales = ["es", "pt"] as const;

function readTranslation(locale: string, id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(CITIES_DIR, locale, `${id}.json`), "utf8")) as Record<
    string,
    unknown
  >;
}

function english(id: string): City {
  const city = getCity(id);
  if (!city) throw new Error(`no city ${id}`);
  return city;
}

describe("city translation files", () => {
  it.each(translatedLocales)("%s: exactly one file per English city", (locale) => {
    const files = readdirSync(path.join(CITIES_DIR, locale)).sort();
    expect(files).toEqual(cities.map((city) => `${city.id}.json`).sort());
  });

  const files = translatedLocales.flatMap((locale) => cities.map((city) => [locale, city.id] as const));
  it.each(files)("%s/%s has every field, no other, and fits its English city", (locale, id) => {
    const parsed = cityTranslationSchema.safeParse(readTranslation(locale, id));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(translationProblems(english(id), parsed.data as CityTranslation)).toEqual([]);
  });
});

describe("the translation checks", () => {
  const city = english("medellin-colombia");
  const valid = () => readTranslation("es", city.id);
  const problemsOf = (raw: Record<string, unknown>) =>
    translationProblems(city, cityTranslationSchema.parse(raw)).join("\n");
  const schemaErrors = (raw: Record<string, unknown>) => {
    const parsed = cityTranslationSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
  };

  it("accepts the real file", () => {
    expect(problemsOf(valid())).toBe("");
  });

  it("refuses a missing field", () => {
    for (const field of ["country", "description", "longDescription", "images", "features", "groups"]) {
      const raw = valid();
      delete raw[field];
      expect(schemaErrors(raw)).toContain(field);
    }
  });

  it("refuses an extra field, at the top or inside an entry", () => {
    expect(schemaErrors({ ...valid(), id: city.id })).not.toEqual([]);
    const raw = valid();
    const groups = raw.groups as Record<string, unknown>[];
    groups[0] = { ...groups[0], url: "https://example.com" };
    expect(schemaErrors(raw)).toContain("groups.0");
    const image = { ...valid(), image: { alt: "Ilustración de Medellín", src: city.image.src } };
    expect(schemaErrors(image)).toContain("image");
  });

  it("refuses neighbourhoods or groups renamed, reordered, missing or added", () => {
    const edit = (field: "neighborhoods" | "groups", change: (list: { name: string }[]) => void) => {
      const raw = valid();
      change(raw[field] as { name: string }[]);
      return problemsOf(raw);
    };
    expect(edit("neighborhoods", (list) => list.reverse())).toMatch(/^neighborhoods: names/m);
    expect(edit("neighborhoods", (list) => list.pop())).toMatch(/^neighborhoods: names/m);
    expect(edit("groups", (list) => (list[2]!.name = "Nómadas Digitales Medellín"))).toMatch(
      /^groups: names/m,
    );
    expect(edit("groups", (list) => list.push({ ...list[0]! }))).toMatch(/^groups: names/m);
  });

  it("refuses an image alt list of another length, and a missing paragraph or badge", () => {
    const raw = valid();
    (raw.images as unknown[]).pop();
    (raw.longDescription as unknown[]).pop();
    (raw.features as unknown[]).pop();
    const problems = problemsOf(raw);
    expect(problems).toMatch(/^images: 1 entries, English has 2/m);
    expect(problems).toMatch(/^longDescription: 3 entries, English has 4/m);
    expect(problems).toMatch(/^features: 5 entries, English has 6/m);
  });

  it("refuses a long text left in English, but not a short name-like one", () => {
    const raw = valid();
    (raw.longDescription as string[])[1] = city.longDescription[1]!;
    (raw.neighborhoods as { description: string }[])[0]!.description = city.neighborhoods[0]!.description;
    (raw.features as string[])[2] = city.features[2]!; // "Big nomad scene": three words
    (raw.features as string[])[0] = city.features[0]!; // "Spring weather": two words, allowed
    const problems = problemsOf(raw);
    expect(problems).toMatch(/^longDescription\.1: identical/m);
    expect(problems).toMatch(/^neighborhoods\.0\.description: identical/m);
    expect(problems).toMatch(/^features\.2: identical/m);
    expect(problems).not.toMatch(/^features\.0/m);
  });

  it("refuses a changed figure but accepts the language's separators", () => {
    const raw = valid();
    (raw.longDescription as string[])[0] = (raw.longDescription as string[])[0]!.replace("1.500", "1.600");
    expect(problemsOf(raw)).toMatch(/^longDescription\.0: figures/m);
    (raw.longDescription as string[])[0] = (raw.longDescription as string[])[0]!.replace("1.600", "1,500");
    expect(problemsOf(raw)).toBe("");
  });

  it("refuses a country that is not one of the city's country's names", () => {
    expect(problemsOf({ ...valid(), country: "Colômbia" })).toBe("");
    expect(problemsOf({ ...valid(), country: "Perú" })).toMatch(/^country:/m);
  });
});

describe("cities in a language", () => {
  it("keeps the English list and the one-argument getCity", () => {
    expect(citiesIn("en")).toBe(cities);
    expect(getCity("lima-peru")).toBe(getCity("lima-peru", "en"));
    expect(getCity("lima-peru")?.country).toBe("Peru");
  });

  it.each(translatedLocales)("%s: the same cities in the same order, each a valid city", (locale) => {
    const list = citiesIn(locale);
    expect(list.map((city) => city.id)).toEqual(cities.map((city) => city.id));
    for (const city of list) {
      expect(citySchema.parse(city)).toEqual(city);
      expect(getCity(city.id, locale)).toBe(city);
    }
    expect(getCity("atlantis", locale)).toBeUndefined();
  });

  it.each(translatedLocales)(
    "%s: the text is translated, everything else is the English record's",
    (locale) => {
      for (const city of citiesIn(locale)) {
        const en = english(city.id);
        expect(city.description).not.toBe(en.description);
        const strip = (c: City) => ({
          ...c,
          name: "",
          country: "",
          description: "",
          longDescription: [],
          features: [],
          image: { ...c.image, alt: "" },
          images: c.images.map((image) => ({ ...image, alt: "" })),
          neighborhoods: c.neighborhoods.map((place) => ({ ...place, description: "" })),
          groups: c.groups.map((group) => ({ ...group, description: "" })),
        });
        expect(strip(city)).toEqual(strip(en));
      }
    },
  );

  it("lays each language's text over the right entries", () => {
    const saoPaulo = getCity("sao-paulo-brazil", "pt");
    expect(saoPaulo?.name).toBe("São Paulo");
    expect(saoPaulo?.country).toBe("Brasil");
    expect(saoPaulo?.neighborhoods[1]).toEqual({
      name: "Vila Madalena",
      description: expect.stringContaining("Beco do Batman"),
    });
    expect(saoPaulo?.groups[1]).toMatchObject({
      name: "Cubo Itaú",
      kind: "coworking",
      url: "https://cubo.network",
    });
    expect(getCity("montevideo-uruguay", "pt")?.name).toBe("Montevidéu");
    expect(getCity("montevideo-uruguay", "es")?.name).toBe("Montevideo");
    expect(getCity("lima-peru", "es")?.country).toBe("Perú");
  });

  it("finds a translated country's guide and searches by its names in every language", () => {
    expect(guideRefFor("Brasil")).toEqual({ countryName: "Brasil", fileUrl: "/guides/brazil.pdf" });
    expect(guideRefFor("Brazil")).toEqual({ countryName: "Brazil", fileUrl: "/guides/brazil.pdf" });
    // A page in another language offers the guide in that language.
    expect(guideRefFor("Brasil", "pt")).toEqual({ countryName: "Brasil", fileUrl: "/pt/guides/brazil.pdf" });
    expect(toCityCard(citiesIn("es")[0]!, "es").guide.fileUrl).toBe("/es/guides/colombia.pdf");
    for (const locale of ["en", ...translatedLocales] as const)
      for (const city of citiesIn(locale))
        expect(toCityCard(city).guide.fileUrl).toBe(toCityCard(english(city.id)).guide.fileUrl);
    const ids = (query: string, locale: "es" | "pt") =>
      searchCities(query, citiesIn(locale)).map((c) => c.id);
    const inCountry = (country: string) => cities.filter((c) => c.country === country).map((c) => c.id);
    expect(ids("brazil", "es")).toEqual(inCountry("Brazil"));
    expect(ids("equador", "es")).toEqual(inCountry("Ecuador"));
    expect(ids("perú", "pt")).toEqual(inCountry("Peru"));
  });
});
