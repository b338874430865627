import { readdirSync } from "node:fs";
import path from "node:path";
import { MAX_RECORD_AGE_DAYS } from "@/lib/sources/check";
import { factProblems } from "@/lib/visa/facts/check";
import { factFiles } from "@/lib/visa/facts/records";
import { factAbout, factsAbout } from "@/lib/visa/facts/query";
import { countryFactsSchema, factSchema, type CountryFacts, type Fact } from "@/lib/visa/facts/schema";
import { visaCountries } from "@/lib/visa/knowledge";

const fact = (overrides: Partial<Fact> = {}): Fact =>
  factSchema.parse({
    id: "peru-tourist-stay-per-period-eu",
    program: "peru-tourist",
    kind: "stay-per-period",
    value: { type: "window", days: 90, period: { length: 180, unit: "days", counting: "rolling" } },
    nationalities: ["eu"],
    text: {
      en: "90 days within any 180 days.",
      es: "90 días dentro de cualquier período de 180 días.",
      pt: "90 dias dentro de qualquer período de 180 dias.",
    },
    source: {
      title: "Migraciones: tourist stay",
      url: "https://www.gob.pe/institucion/migraciones/informes-publicaciones/1",
      quote: "hasta 90 días en un período de 180 días",
    },
    verifiedOn: "2026-11-20",
    confidence: "official",
    ...overrides,
  });

const file = (facts: Fact[]): CountryFacts => ({
  country: "peru",
  programs: [
    {
      id: "peru-tourist",
      kind: "tourist",
      officialName: "Turista",
      name: { en: "Tourist", es: "Turista", pt: "Turista" },
      url: "https://www.gob.pe/institucion/migraciones/tourist",
    },
  ],
  facts,
});

const today = new Date("2026-11-25T12:00:00Z");

describe("visa facts: the records", () => {
  it("one file per country of the knowledge base", () => {
    const files = readdirSync(path.join(process.cwd(), "content/visa/facts"))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.replace(/\.json$/, ""))
      .sort();
    expect(files).toEqual(visaCountries.map((country) => country.id).sort());
    expect(factFiles.map((f) => f.country).sort()).toEqual(files);
  });

  it("have deep links, fresh checks, the same figures in three languages and no contradictions", () => {
    expect(factProblems(factFiles, new Date())).toEqual([]);
  });

  it("each country states its visitor stay and its tax-residency rule", () => {
    const missing = factFiles.flatMap((f) =>
      (["stay-per-entry", "tax-residency"] as const)
        .filter((kind) => !f.facts.some((x) => x.kind === kind))
        .map((kind) => `${f.country}: ${kind}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("visa facts: the checks refuse", () => {
  it("a home page as the source", () => {
    const parsed = countryFactsSchema.safeParse(
      file([{ ...fact(), source: { ...fact().source, url: "https://www.gob.pe/" } }]),
    );
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain("not a site's home page");
  });

  it(`a check older than ${MAX_RECORD_AGE_DAYS} days, and one in the future`, () => {
    expect(factProblems([file([fact({ verifiedOn: "2025-11-01" })])], today)).toEqual([
      expect.stringContaining("check it again"),
    ]);
    expect(factProblems([file([fact({ verifiedOn: "2026-12-01" })])], today)).toEqual([
      expect.stringContaining("a day to come"),
    ]);
  });

  it("two records that disagree for a passport they share, not records for different passports", () => {
    const other = fact({
      id: "peru-tourist-stay-per-period-eu-2",
      value: { type: "window", days: 183, period: { length: 365, unit: "days", counting: "rolling" } },
      text: { en: "183 days a year.", es: "183 días al año.", pt: "183 dias por ano." },
    });
    expect(factProblems([file([fact(), other])], today)).toEqual([
      expect.stringContaining("say different things about the same thing"),
    ]);
    expect(factProblems([file([fact(), { ...other, nationalities: ["us"] }])], today)).toEqual([]);
    expect(factProblems([file([fact(), { ...other, nationalities: "all" }])], today)).toHaveLength(1);
  });

  it("a translation with other figures, but not other thousands separators", () => {
    const money = fact({
      id: "peru-tourist-fee",
      kind: "fee",
      value: { type: "money", amount: 3000, currency: "USD", per: "once" },
      text: { en: "USD 3,000.", es: "USD 3.000.", pt: "USD 3.000." },
    });
    expect(factProblems([file([money])], today)).toEqual([]);
    expect(factProblems([file([{ ...money, text: { ...money.text, pt: "USD 300." } }])], today)).toEqual([
      expect.stringContaining("the pt sentence has other figures"),
    ]);
  });

  it("a value of another type than its kind takes, and an unknown program", () => {
    expect(
      factProblems([file([fact({ value: { type: "rule", allowed: true }, program: "peru-nope" })])], today),
    ).toEqual([expect.stringContaining("no program peru-nope"), expect.stringContaining("not of type rule")]);
  });
});

describe("visa facts: queries", () => {
  it("a passport's own record, and none for a passport no record covers", () => {
    const peru = factFiles.find((f) => f.country === "peru")!;
    const stay = factsAbout({ country: "peru", kind: "stay-per-entry", passport: "us" });
    expect(stay.length).toBeGreaterThan(0);
    expect(stay.every((x) => x.nationalities === "all" || x.nationalities.includes("us"))).toBe(true);
    expect(factAbout({ country: "nowhere", kind: "fee" })).toBeUndefined();
    expect(peru.programs.some((p) => p.kind === "tourist")).toBe(true);
  });
});
