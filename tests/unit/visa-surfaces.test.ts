import { entryCard } from "@/lib/guides/entry";
import { guideIds, isGuideId } from "@/lib/guides/guides";
import { loadGuide } from "@/lib/guides/load-data";
import { countryArgs } from "@/lib/guides/pdf-sections";
import { pdfSafe, type GuideTranslator } from "@/lib/guides/pdf-text";
import { renderGuidePdf } from "@/lib/guides/render-pdf";
import { formatNumber } from "@/lib/i18n/format";
import { locales, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { factWriter, type FactWriter } from "@/lib/visa/facts/figures";
import { cities } from "@/lib/cities";
import { cityVisa, countryOverview, type FactLine } from "@/lib/visa/facts/lines";
import { hasNomadVisa, nomadFigures, visitorEntry, visitorStay } from "@/lib/visa/facts/overview";
import { factAbout, factCountries, factsAbout, programsOf } from "@/lib/visa/facts/query";
import type { Fact } from "@/lib/visa/facts/schema";
import { visaCountries } from "@/lib/visa/knowledge";
import { pdfText } from "@/tests/support/pdf-text";

/**
 * The /visa page, the guides and the city pages print visa figures from the fact records: for every
 * country and language, each figure they show is the record's value (read back from the words, not
 * compared with the function that wrote them), and each record they cite is the one the queries
 * (and so the assistant and the tools) answer with.
 */

jest.setTimeout(120_000);

const writers = {} as Record<Locale, FactWriter>;
const guideWords = {} as Record<Locale, GuideTranslator>;
const visaWords = {} as Record<Locale, Awaited<ReturnType<typeof translator<"visa">>>>;
beforeAll(async () => {
  for (const locale of locales) {
    writers[locale] = await factWriter(locale);
    guideWords[locale] = await translator(locale, "guides");
    visaWords[locale] = await translator(locale, "visa");
  }
});

const overview = (country: string, locale: Locale) =>
  countryOverview(country, writers[locale], (key, values) => visaWords[locale](`page.${key}`, values));

/** The numbers of a text written in the language's convention ("1,500" en, "1.500" pt). */
function numbersIn(text: string, locale: Locale): number[] {
  const group = formatNumber(1000, locale).replace(/\d/g, "");
  const pattern = new RegExp(`\\d+(?:${group === "." ? "\\." : group}\\d{3})*`, "g");
  return (text.match(pattern) ?? []).map((figure) => Number(figure.split(group).join("")));
}

/** The numbers a record's value holds, in the order a figure writes them. */
function valueNumbers(fact: Fact): number[] {
  const value = fact.value;
  switch (value.type) {
    case "duration":
      return [value.amount];
    case "window":
      return value.period.counting === "rolling" ? [value.days, value.period.length] : [value.days];
    case "money":
      return value.usdApprox !== undefined && value.currency !== "USD"
        ? [value.amount, value.usdApprox]
        : [value.amount];
    default:
      return [];
  }
}

/**
 * A line's text holds exactly the numbers of the records it states, in their order; a record with
 * no figure (its value is "none", or a rule) is shown by its own sentence or rule words.
 */
function expectFiguresOf(line: FactLine, locale: Locale) {
  const w = writers[locale];
  const withFigure = line.facts.filter((fact) => w.figure(fact) !== undefined);
  if (withFigure.length === 0) {
    expect(line.text).toBe(line.facts[0]!.text[locale]);
    return;
  }
  const shown = numbersIn(line.text, locale);
  const recorded = withFigure.flatMap(valueNumbers);
  expect({ text: line.text, numbers: shown }).toEqual({ text: line.text, numbers: recorded });
  // An unverified record's figure says so.
  for (const fact of withFigure)
    if (fact.confidence === "unverified") expect(line.text).toContain(w.marked(fact));
}

const cases = factCountries.flatMap((country) => locales.map((locale) => [country, locale] as const));

describe("/visa shows the records' figures", () => {
  it("covers every country of the knowledge base, each with fact records", () => {
    expect([...factCountries].sort()).toEqual(visaCountries.map((country) => country.id).sort());
  });

  it.each(cases)("%s in %s", (country, locale) => {
    const { entry, rules, program } = overview(country, locale);
    const w = writers[locale];

    // Entry: one line per passport group, each stating the records the queries give that passport.
    const groups = visitorEntry(country);
    expect(entry).toHaveLength(groups.filter((g) => g.requirement || g.stay).length);
    for (const group of groups)
      for (const passport of group.passports) {
        const tourist = programsOf(country, "tourist")[0]?.id;
        expect(group.requirement).toBe(
          factAbout({ country, program: tourist, passport, kind: "entry-requirement" }),
        );
        expect(group.stay).toBe(factAbout({ country, program: tourist, passport, kind: "stay-per-entry" }));
      }
    for (const line of entry) {
      expectFiguresOf(line, locale);
      for (const fact of line.facts) expect(line.text).toContain(w.figure(fact));
    }

    // Visitor rules and tax residency: the figure, then the record's own sentence.
    for (const line of rules) {
      expectFiguresOf(line, locale);
      expect(line.detail).toBe(line.facts[0]!.text[locale]);
    }

    // The nomad program: its length, income, savings, fees and decision time, as recorded.
    const figures = nomadFigures(country);
    expect(program?.program).toBe(figures?.program);
    if (!program || !figures) return;
    const stated = program.lines.map((line) => line.facts[0]);
    expect(stated).toEqual(
      [figures.duration, figures.income, figures.savings, ...figures.fees, figures.processing].filter(
        (fact) => fact !== undefined,
      ),
    );
    expect(figures.income).toBe(
      factAbout({ country, program: program.program.id, kind: "income-threshold" }),
    );
    expect(figures.fees).toEqual(factsAbout({ country, program: program.program.id, kind: "fee" }));
    for (const line of program.lines) expectFiguresOf(line, locale);
  });
});

describe("the guides show the same figures as /visa", () => {
  const guideCases = locales.flatMap((locale) => guideIds.map((id) => [id, locale] as const));

  it.each(guideCases)("the %s guide in %s", async (id, locale) => {
    const data = loadGuide(id, locale);
    const text = pdfText(await renderGuidePdf(id, locale, { compress: false }));
    const { entry, program } = overview(id, locale);

    // The cover's entry lines state the same records as /visa's entry lines, passport group by group.
    const card = entryCard(visitorEntry(id), countryArgs(data), guideWords[locale], writers[locale]);
    expect(card.lines).toHaveLength(visitorEntry(id).length);
    for (const line of card.lines) expect(text).toContain(pdfSafe(line));
    for (const line of entry)
      for (const fact of line.facts)
        if (fact.confidence !== "unverified") expect(text).toContain(pdfSafe(writers[locale].figure(fact)!));

    // Every figure /visa shows for the nomad program is printed in the guide, with the record's sentence.
    if (program && hasNomadVisa(id))
      for (const line of program.lines) {
        expect(text).toContain(pdfSafe(line.text));
        expect(text).toContain(pdfSafe(line.facts[0]!.text[locale]).slice(0, 40));
      }
  });

  it("has a guide only for countries with fact records", () => {
    for (const id of guideIds) expect(factCountries).toContain(id);
    expect(factCountries.filter((country) => !isGuideId(country)).sort()).toEqual(["costa-rica", "mexico"]);
  });
});

describe("city pages show their country's records", () => {
  const cityCases = cities.flatMap((city) =>
    locales.map((locale) => [city.id, city.country, locale] as const),
  );

  it.each(cityCases)("%s (%s) in %s", (_id, countryName, locale) => {
    const country = countryName.toLowerCase().replace(/\s+/g, "-");
    expect(factCountries).toContain(country);
    const say = (key: "entryAndStay" | "stayOnly", values: Record<string, string>) =>
      visaWords[locale](`page.${key}`, values);
    const { entry, income } = cityVisa(country, writers[locale], say);
    const page = overview(country, locale);
    // The stay records /visa states for the same passports, and the same income record.
    expect(entry.map((line) => line.facts)).toEqual(visitorStay(country).map(({ stay }) => [stay]));
    const stated = new Set(page.entry.flatMap((line) => line.facts));
    for (const line of entry) expect(stated.has(line.facts[0]!)).toBe(true);
    expect(income?.facts).toEqual(page.program?.lines.find((line) => line.key === "income")?.facts);
    for (const line of [...entry, ...(income ? [income] : [])]) {
      expectFiguresOf(line, locale);
      for (const fact of line.facts) expect(fact.id.startsWith(`${country}-`)).toBe(true);
    }
    if (income)
      expect(income.facts[0]).toBe(
        factAbout({ country, kind: "income-threshold", program: page.program?.program.id }),
      );
  });
});
