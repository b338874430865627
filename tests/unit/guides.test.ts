import { GET, generateStaticParams } from "@/app/guides/[file]/route";
import type { CountryGuideData } from "@/lib/cities/schema";
import { entryCard, entryLine, entryStatement, isKnown, passports, type Passport } from "@/lib/guides/entry";
import {
  getGuide,
  guideFileName,
  guideHref,
  guideIdForCountry,
  guideIds,
  guides,
  guidesIn,
} from "@/lib/guides/guides";
import { englishGuide, loadGuide } from "@/lib/guides/load-data";
import { countryArgs, officialSources } from "@/lib/guides/pdf-sections";
import { pdfSafe, type GuideTranslator } from "@/lib/guides/pdf-text";
import { renderGuidePdf } from "@/lib/guides/render-pdf";
import { guideTranslationSchema, translateGuide, type GuideTranslation } from "@/lib/guides/translation";
import { formatCalendarDate, formatNumber } from "@/lib/i18n/format";
import { localeTags, locales, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { factWriter, type FactWriter } from "@/lib/visa/facts/figures";
import { hasNomadVisa, nomadProgram, visitorEntry, type PassportGroup } from "@/lib/visa/facts/overview";
import { countryFacts, isAsserted } from "@/lib/visa/facts/query";
import type { Fact } from "@/lib/visa/facts/schema";
import enMessages from "@/messages/en/guides.json";
import esMessages from "@/messages/es/guides.json";
import ptMessages from "@/messages/pt/guides.json";
import peruEs from "@/content/countries/es/peru.json";

import { pdfText } from "@/tests/support/pdf-text";

jest.setTimeout(120_000);

function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/**
 * Reads the PDF's structure as a viewer does: the cross-reference table the trailer points to must
 * point at every object it lists, and the trailer must name the catalogue and the metadata.
 * Returns the catalogue's language and the document's title.
 */
function parsePdf(pdf: Buffer): { lang: string | undefined; title: string | undefined } {
  const raw = pdf.toString("latin1");
  expect(raw.startsWith("%PDF-1.")).toBe(true);
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  expect(end).not.toBeNull();
  const xrefAt = Number(end![1]);
  const table = /^xref\s+0 (\d+)\s+((?:\d{10} \d{5} [fn]\s+)+)trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(
    raw.slice(xrefAt),
  );
  expect(table).not.toBeNull();
  const [, size, rows, trailer] = table!;
  const entries = rows!.trim().split(/\s*\n\s*/);
  expect(entries).toHaveLength(Number(size));
  const objectAt = (n: number): string => {
    const [offset, , kind] = entries[n]!.split(" ");
    expect(kind).toBe("n");
    const body = raw.slice(Number(offset));
    expect(body.startsWith(`${n} 0 obj`)).toBe(true);
    return body.slice(0, body.indexOf("endobj"));
  };
  entries.forEach((entry, n) => {
    if (n > 0) objectAt(n);
    else expect(entry).toMatch(/ f$/);
  });
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer!)?.[1]);
  const info = Number(/\/Info (\d+) 0 R/.exec(trailer!)?.[1]);
  expect(objectAt(root)).toContain("/Type /Catalog");
  const titleRef = Number(/\/Title (\d+) 0 R/.exec(objectAt(info))?.[1]);
  return {
    lang: /\/Lang \(([^)]*)\)/.exec(objectAt(root))?.[1],
    title: pdfString(objectAt(titleRef)),
  };
}

/** A PDF literal string object, "(...)": PDFDocEncoding, or UTF-16BE after a byte order mark. */
function pdfString(object: string): string | undefined {
  const literal = /\(([\s\S]*)\)\s*$/.exec(object)?.[1];
  if (literal === undefined) return undefined;
  const bytes = Buffer.from(literal.replace(/\\([()\\])/g, "$1"), "latin1");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString("utf16le");
  return bytes.toString("latin1");
}

// Each guide is rendered once per language and shared by the tests below.
const rendered = new Map<string, Promise<Buffer>>();
function guidePdf(id: string, locale: Locale): Promise<Buffer> {
  const key = `${id}:${locale}`;
  if (!rendered.has(key)) rendered.set(key, renderGuidePdf(id, locale, { compress: false }));
  return rendered.get(key)!;
}

const messages: Record<Locale, typeof enMessages> = { en: enMessages, es: esMessages, pt: ptMessages };
const translators = {} as Record<Locale, GuideTranslator>;
const writers = {} as Record<Locale, FactWriter>;
beforeAll(async () => {
  for (const locale of locales) {
    translators[locale] = await translator(locale, "guides");
    writers[locale] = await factWriter(locale);
  }
});

const translated = locales.filter((locale) => locale !== "en");
const eachTranslation = translated.flatMap((locale) => guideIds.map((id) => [id, locale] as const));
const eachGuidePdf = locales.flatMap((locale) => guideIds.map((id) => [id, locale] as const));

describe("guide list", () => {
  it("has the 9 free guides, all available, each with its PDF URL", () => {
    expect(guides.map((guide) => guide.countryId)).toEqual([
      "brazil",
      "colombia",
      "argentina",
      "chile",
      "peru",
      "ecuador",
      "bolivia",
      "paraguay",
      "uruguay",
    ]);
    for (const guide of guides) {
      expect(guide.available).toBe(true);
      expect(guide.fileUrl).toBe(`/guides/${guide.countryId}.pdf`);
    }
    expect(getGuide("colombia")?.countryName).toBe("Colombia");
    expect(getGuide("mexico")).toBeUndefined();
  });

  it("lists each language's PDFs under its prefix, with the country names of the guides themselves", () => {
    expect(guideHref("peru", "en")).toBe("/guides/peru.pdf");
    expect(guideHref("peru", "es")).toBe("/es/guides/peru.pdf");
    expect(guideHref("peru", "pt")).toBe("/pt/guides/peru.pdf");
    expect(guideFileName("peru", "en")).toBe("latitud-peru-guide.pdf");
    expect(guideFileName("peru", "pt")).toBe("latitud-peru-guide-pt.pdf");
    expect(getGuide("ecuador", "pt")).toEqual({
      countryId: "ecuador",
      countryName: "Equador",
      fileUrl: "/pt/guides/ecuador.pdf",
      available: true,
    });
    for (const locale of locales)
      for (const guide of guidesIn(locale)) {
        expect(guide.fileUrl).toBe(guideHref(guide.countryId, locale));
        expect(guide.countryName).toBe(loadGuide(guide.countryId, locale).country.name);
      }
  });

  it.each([
    ["Medellín, Colombia", "colombia"],
    ["Brazil", "brazil"],
    ["  São Paulo ,  Brazil  ", "brazil"],
    ["Buenos Aires, Buenos Aires Province, Argentina", "argentina"],
    ["URUGUAY", "uruguay"],
    ["", ""],
  ])("guideIdForCountry(%p) is %p", (text, id) => {
    expect(guideIdForCountry(text)).toBe(id);
  });
});

describe("pdfSafe", () => {
  it("keeps Latin-1 accents and WinAnsi punctuation, replaces what Helvetica cannot show", () => {
    expect(pdfSafe("São Paulo, Medellín, ñandú – “quoted” — it’s 30°C")).toBe(
      "São Paulo, Medellín, ñandú – “quoted” — it’s 30°C",
    );
    expect(pdfSafe("₲ 25,000 ≈ USD 3.50")).toBe("PYG 25,000 ~ USD 3.50");
    expect(pdfSafe("ﬁbre 🚀 Łódź")).toBe("fibre  Lódz");
  });

  it("keeps every letter of Spanish and Portuguese (Helvetica's WinAnsi covers them)", () => {
    const letters = "áéíóúüñ¿¡ÁÉÍÓÚÜÑ ãõâêôàçÃÕÂÊÔÀÇ";
    expect(pdfSafe(letters)).toBe(letters);
  });
});

describe("official sources", () => {
  it("lists every URL the visa passages cite, once", () => {
    const data = loadGuide("colombia");
    const sources = officialSources(data);
    const urls = sources.map((source) => source.url.replace(/\/$/, ""));
    expect(new Set(urls).size).toBe(urls.length);
    for (const passage of data.visa.passages) {
      for (const source of passage.sources) expect(urls).toContain(source.url.replace(/\/$/, ""));
    }
  });
});

/** Every text of a guide record a reader sees, by its path, in the record's order. */
function readerTexts(country: CountryGuideData): [string, string][] {
  return [
    ["name", country.name],
    ["capital", country.capital],
    ["currency.name", country.currency.name],
    ...country.languages.map((text, i): [string, string] => [`languages[${i}]`, text]),
    ["intro", country.intro],
    ["costOfLiving.summary", country.costOfLiving.summary],
    ...country.costOfLiving.items.map((item, i): [string, string] => [
      `costOfLiving.items[${i}].label`,
      item.label,
    ]),
    ["internet.summary", country.internet.summary],
    ["internet.typicalSpeed", country.internet.typicalSpeed],
    ["internet.simCards", country.internet.simCards],
    ["safety.summary", country.safety.summary],
    ...country.safety.tips.map((tip, i): [string, string] => [`safety.tips[${i}]`, tip]),
    ...country.topCities.map((city, i): [string, string] => [`topCities[${i}].why`, city.why]),
    ["health", country.health],
    ["money", country.money],
  ];
}

/** Prices and budgets, which keep their figures and change only how they are written. */
function priceTexts(country: CountryGuideData): [string, string][] {
  return [
    ...Object.entries(country.costOfLiving.budgetUsd).map(([key, text]): [string, string] => [key, text]),
    ...country.costOfLiving.items.map((item, i): [string, string] => [
      `costOfLiving.items[${i}].price`,
      item.price,
    ]),
  ];
}

/** The figures of a text read in the language's number convention, as formatNumber writes it. */
function figures(text: string, locale: Locale): number[] {
  const group = formatNumber(1000, locale).replace(/\d/g, "");
  const decimal = formatNumber(1.5, locale).replace(/\d/g, "");
  const escape = (char: string) => char.replace(/[.]/g, "\\.");
  const pattern = new RegExp(`\\d+(?:${escape(group)}\\d{3})*(?:${escape(decimal)}\\d+)?`, "g");
  return (text.match(pattern) ?? [])
    .map((figure) => Number(figure.split(group).join("").replace(decimal, ".")))
    .sort((a, b) => a - b);
}

/** How the language writes US dollars before an amount: "$", "USD", "US$". */
function dollarSign(locale: Locale): string {
  return formatNumber(1, locale, { style: "currency", currency: "USD" }).replace(/[\d.,\s\u00a0]/g, "");
}

describe("guide translations (content/countries/<locale>/<id>.json)", () => {
  it.each(eachTranslation)("the %s guide in %s is complete and changes words, never facts", (id, locale) => {
    const english = englishGuide(id);
    const country = loadGuide(id, locale).country;

    // Same lists, same lengths, same names, links, codes, entry facts and dates.
    expect(country.languages).toHaveLength(english.languages.length);
    expect(country.costOfLiving.items).toHaveLength(english.costOfLiving.items.length);
    expect(country.safety.tips).toHaveLength(english.safety.tips.length);
    expect(country.topCities.map(({ name, cityId }) => ({ name, cityId }))).toEqual(
      english.topCities.map(({ name, cityId }) => ({ name, cityId })),
    );
    expect(country.usefulLinks.map((link) => link.url)).toEqual(english.usefulLinks.map((link) => link.url));
    expect({ ...country.currency, name: "" }).toEqual({ ...english.currency, name: "" });
    expect(country.timezone).toBe(english.timezone);

    // Every long text is translated (names of places, programmes and agencies stay as they are, so
    // short texts and link titles may be the same) and keeps the English figures.
    const englishTexts = new Map(readerTexts(english));
    for (const [path, text] of readerTexts(country)) {
      const original = englishTexts.get(path)!;
      if (original.length >= 20) expect(`${path}: ${text}`).not.toBe(`${path}: ${original}`);
      expect([path, figures(text, locale)]).toEqual([path, figures(original, "en")]);
    }
    const englishPrices = new Map(priceTexts(english));
    for (const [path, text] of priceTexts(country)) {
      expect([path, figures(text, locale)]).toEqual([path, figures(englishPrices.get(path)!, "en")]);
      expect([path, text]).toEqual([path, expect.stringContaining(dollarSign(locale))]);
      if (!dollarSign(locale).includes("$"))
        expect([path, text]).toEqual([path, expect.not.stringContaining("$")]);
    }
  });

  const spanishPeru = (): GuideTranslation => guideTranslationSchema.parse(structuredClone(peruEs));

  it("refuses unknown fields, so a translation holds words and nothing else", () => {
    const withUrl = { ...spanishPeru(), timezone: "America/Lima" };
    expect(guideTranslationSchema.safeParse(withUrl).success).toBe(false);
    const withPrice = spanishPeru();
    (withPrice.costOfLiving.items[0] as Record<string, unknown>).cityId = "lima-peru";
    expect(guideTranslationSchema.safeParse(withPrice).success).toBe(false);
  });

  it("refuses a translation that does not match its English record", () => {
    const english = englishGuide("peru");
    const shortTips = spanishPeru();
    shortTips.safety.tips.pop();
    expect(() => translateGuide(english, shortTips)).toThrow("safety.tips");
    const reordered = spanishPeru();
    reordered.usefulLinks.reverse();
    expect(() => translateGuide(english, reordered)).toThrow("usefulLinks[0]");
    const renamed = spanishPeru();
    renamed.topCities[0]!.name = "Lima la Bella";
    expect(() => translateGuide(english, renamed)).toThrow("topCities[0]");
    const withEntry = { ...spanishPeru(), entrySources: [] };
    expect(guideTranslationSchema.safeParse(withEntry).success).toBe(false);
  });
});

/** Leaf messages of a catalogue, by key: "pdf.sections.overview" → "Overview". */
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** The headings every guide draws, whatever its content. */
const headingKeys = [
  ...(Object.keys(enMessages.pdf.sections) as (keyof typeof enMessages.pdf.sections)[]).map(
    (key) => `pdf.sections.${key}` as const,
  ),
  "pdf.entry.heading",
  "pdf.costOfLiving.budgetHeading",
  "pdf.costOfLiving.pricesHeading",
  "pdf.internet.simCards",
  "pdf.safety.tips",
] as const;

describe("guide messages (messages/<locale>/guides.json)", () => {
  it("have the same keys and the same arguments in every language", () => {
    // An ICU argument opens at an even depth of braces; a plural or select branch at an odd one.
    const argumentsOf = (message: string) => {
      const found = new Set<string>();
      let depth = 0;
      for (const [i, char] of [...message].entries()) {
        if (char === "{" && depth % 2 === 0) found.add(/^\{(\w+)/.exec(message.slice(i))?.[1] ?? "");
        if (char === "{") depth += 1;
        if (char === "}") depth -= 1;
      }
      return [...found].sort();
    };
    const english = leaves(enMessages);
    for (const locale of translated) {
      const catalogue = new Map(leaves(messages[locale]));
      expect([...catalogue.keys()]).toEqual(english.map(([key]) => key));
      for (const [key, message] of english)
        expect([key, argumentsOf(catalogue.get(key)!).filter((arg) => arg !== "gender")]).toEqual([
          key,
          argumentsOf(message),
        ]);
    }
  });
});

describe("renderGuidePdf", () => {
  it.each(eachGuidePdf)("renders the %s guide in %s", async (id, locale) => {
    const t = translators[locale];
    const pdf = await guidePdf(id, locale);
    const pages = pageCount(pdf);
    const text = pdfText(pdf);
    const data = loadGuide(id, locale);
    const { visa, country } = data;

    // A well-formed PDF whose metadata is in the guide's language.
    const { lang, title } = parsePdf(pdf);
    expect(lang).toBe(locale === "en" ? "en-GB" : localeTags[locale]);
    expect(title).toBe(t("pdf.title", countryArgs(data)));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(8);

    expect(text).toContain(pdfSafe(t("pdf.title", countryArgs(data))));
    expect(text).toContain(country.capital);
    const reviewed = t("pdf.lastReviewed", { date: formatCalendarDate(visa.lastReviewed, locale) });
    expect(text).toContain(reviewed.toLocaleUpperCase(localeTags[locale]));
    // The footer is on every page.
    expect(text.split(t("pdf.disclaimer")).length - 1).toBe(pages);
    expect(text).toContain(t("pdf.pageOf", { page: pages, count: pages }));
    const program = hasNomadVisa(id) ? nomadProgram(id) : undefined;
    if (program) expect(text).toContain(pdfSafe(program.officialName));
    for (const link of country.usefulLinks) {
      expect(pdf.toString("latin1")).toContain(`/URI (${link.url})`);
      expect(text).toContain(pdfSafe(link.title));
    }
    expect(text).toContain(pdfSafe(country.intro.slice(0, 60)));
    expect(pdf.toString("latin1")).toContain("(Latitud)");
    expect(text).not.toMatch(/[\u0080-\u009f]/);

    // Its headings are in its language, and none is left in English (the visa knowledge base and
    // the city facts, read in English for now, may use the same words).
    for (const key of headingKeys) expect(text).toContain(pdfSafe(t(key)));
    if (locale !== "en") {
      const english = JSON.stringify([visa, data.cities]);
      for (const key of headingKeys) {
        const heading = translators.en(key);
        if (heading !== t(key) && !english.includes(heading)) expect(text).not.toContain(heading);
      }
    }
  });

  it("shows the Colombian nomad visa by its official name, from the fact records", async () => {
    const text = pdfText(await guidePdf("colombia", "en"));
    expect(text).toContain("Colombia Guide for Digital Nomads");
    expect(text).toContain(`Digital nomad visa: ${pdfSafe(nomadProgram("colombia")!.officialName)}`);
    expect(text).toContain("Medellín");
  });

  it("writes labels, figures and dates the way each language does", async () => {
    const [en, es, pt] = await Promise.all(
      (["en", "es", "pt"] as const).map(async (locale) => pdfText(await guidePdf("brazil", locale))),
    );
    expect(en).toContain("Brazil Guide for Digital Nomads");
    expect(es).toContain("Guía de Brasil para nómadas digitales");
    expect(pt).toContain("Guia do Brasil para nômades digitais");
    expect(pdfText(await guidePdf("colombia", "pt"))).toContain("Guia da Colômbia para nômades digitais");
    expect(en).toContain("Cost of living");
    expect(es).toContain("Costo de vida");
    expect(pt).toContain("Custo de vida");
    expect(en).toContain("$1,600-2,600");
    expect(es).toContain("USD 1,600-2,600");
    expect(pt).toContain("US$ 1.600-2.600");
    expect(translators.en("pdf.entry.sourceChecked", { date: formatCalendarDate("2026-11-24", "en") })).toBe(
      "Source, checked 24 November 2026",
    );
    expect(translators.es("pdf.entry.sourceChecked", { date: formatCalendarDate("2026-11-24", "es") })).toBe(
      "Fuente, verificada el 24 de noviembre de 2026",
    );
    expect(translators.pt("pdf.entry.sourceChecked", { date: formatCalendarDate("2026-11-24", "pt") })).toBe(
      "Fonte, verificada em 24 de novembro de 2026",
    );
  });

  it("never draws characters outside WinAnsi (the guaraní sign becomes PYG)", async () => {
    expect(pdfText(await guidePdf("paraguay", "en"))).toContain("PYG 25,000");
    expect(pdfText(await guidePdf("paraguay", "es"))).toContain("PYG 25,000");
    expect(pdfText(await guidePdf("paraguay", "pt"))).toContain("PYG 25.000");
  });

  it("compresses by default", async () => {
    const [compressed, plain] = await Promise.all([renderGuidePdf("chile", "pt"), guidePdf("chile", "pt")]);
    expect(compressed.length).toBeLessThan(plain.length);
    expect(pageCount(compressed)).toBe(pageCount(plain));
    parsePdf(compressed);
  });

  it("is in English unless told otherwise", async () => {
    expect(pdfText(await renderGuidePdf("chile", undefined, { compress: false }))).toBe(
      pdfText(await guidePdf("chile", "en")),
    );
  });

  it("rejects an unknown guide", async () => {
    await expect(renderGuidePdf("atlantis")).rejects.toThrow("Unknown guide: atlantis");
    await expect(renderGuidePdf("mexico", "es")).rejects.toThrow("Unknown guide: mexico");
  });
});

/*
 * What a text claims about entry per passport, clause by clause: 'visa-free' (no visa needed) or
 * 'visa' (a visa or e-visa needed). A clause about the past ('used to need') claims nothing.
 */
const nationality: Record<Passport, RegExp> = {
  us: /\b(US|U\.S\.|United States|American)\b/,
  ca: /\bCanad(a|ian|ians)\b/,
  uk: /\b(UK|British|United Kingdom)\b/,
  eu: /\bEU\b|Schengen|European Union/,
  au: /\bAustralia(n|ns)?\b/,
};
const visaFree =
  /visa-free|without a visa|no visa needed|needs? no visa|not need a visa|don't need a visa|do not need a visa|no longer need a (tourist )?visa|visa exempt|exempt from the requirement of visa/i;
const visaNeeded =
  /\b(need|needs|require|required|requires)\b[^.;]*\b(e-?visa|visa)\b|\b(e-?visa|visa) (is )?(needed|required)\b/i;
const past = /\bused to\b|\bhad required\b|\bremoved\b/i;

function claims(text: string): Map<Passport, Set<"visa-free" | "visa">> {
  const found = new Map<Passport, Set<"visa-free" | "visa">>();
  for (const clause of text.split(/(?<=[.!?;])\s+|,\s+(?:but|while|whereas)\s+/)) {
    if (past.test(clause)) continue;
    const kind = visaFree.test(clause) ? "visa-free" : visaNeeded.test(clause) ? "visa" : null;
    if (!kind) continue;
    for (const passport of passports)
      if (nationality[passport].test(clause))
        found.set(passport, (found.get(passport) ?? new Set()).add(kind));
  }
  return found;
}

const requirementOf = (group: PassportGroup) =>
  group.requirement?.value.type === "requirement" ? group.requirement.value.requirement : undefined;

/** Claims that a passport's checked entry-requirement record contradicts. */
function contradictions(text: string, groups: readonly PassportGroup[]): string[] {
  const out: string[] = [];
  for (const [passport, kinds] of claims(text)) {
    const group = groups.find((g) => g.passports.includes(passport))!;
    const requirement = requirementOf(group);
    if (!isKnown(group) || !requirement) continue;
    const expected = requirement === "visa-free" ? "visa-free" : "visa";
    for (const kind of kinds)
      if (kind !== expected) out.push(`${passport}: the text says ${kind}, the record says ${requirement}`);
  }
  return out;
}

/** A record as the fact files hold it, for the helpers' own tests. */
function record(kind: Fact["kind"], value: Fact["value"], nationalities: Fact["nationalities"]): Fact {
  return {
    id: `brazil-tourist-${kind}-${nationalities === "all" ? "all" : nationalities.join("-")}`,
    program: "brazil-tourist",
    kind,
    value,
    nationalities,
    text: { en: "A sentence.", es: "Una frase.", pt: "Uma frase." },
    source: { title: "Official", url: "https://gov.br/x", quote: "Words on the official page." },
    verifiedOn: "2026-11-24",
    confidence: "official",
  };
}

describe("entry for visitors, per passport", () => {
  it("the helpers read claims as a person would", () => {
    const stay = record("stay-per-entry", { type: "duration", amount: 90, unit: "days" }, "all");
    const brazil: PassportGroup[] = [
      {
        passports: ["us", "ca", "au"],
        requirement: record("entry-requirement", { type: "requirement", requirement: "e-visa" }, [
          "us",
          "ca",
          "au",
        ]),
        stay,
      },
      {
        passports: ["uk", "eu"],
        requirement: {
          ...record("entry-requirement", { type: "requirement", requirement: "visa-free" }, ["uk", "eu"]),
          confidence: "unverified",
        },
        stay,
      },
    ];
    expect(contradictions("Visa-free stay: US, EU, UK, Canadian and Australian passports.", brazil)).toEqual([
      "us: the text says visa-free, the record says e-visa",
      "ca: the text says visa-free, the record says e-visa",
      "au: the text says visa-free, the record says e-visa",
    ]);
    expect(
      contradictions(
        "EU/Schengen and UK citizens can visit Brazil visa-free, while US, Canadian and Australian citizens need an e-visa since 10 April 2025.",
        brazil,
      ),
    ).toEqual([]);
    expect(
      contradictions(
        "Citizens of the United States, Canada and Australia used to need a visa, but Law 1 waived it.",
        brazil,
      ),
    ).toEqual([]);
    const { en, es, pt } = writers;
    expect(en.passportList(["au", "us", "ca"])).toBe("US, Canadian and Australian passports");
    expect(en.passportList(["uk"])).toBe("UK passport");
    expect(en.passportList([...passports])).toBe("All passports");
    expect(es.passportList(["au", "us", "ca"])).toBe("Pasaportes de EE. UU., de Canadá y de Australia");
    expect(pt.passportList(["eu"])).toBe("Passaporte da UE");
    expect(entryCard(brazil, { country: "Brazil", gender: "none" }, translators.en, en)).toEqual({
      label: "Entry for visitors",
      value: "Depends on your passport",
      lines: [
        "US, Canadian and Australian passports: E-visa needed before you travel, for stays of up to 90 days.",
        "EU and UK passports: Not verified: check with a consulate of Brazil before you travel.",
      ],
    });
    expect(entryCard(brazil, { country: "Colômbia", gender: "feminine" }, translators.pt, pt)).toEqual({
      label: "Entrada de visitantes",
      value: "Depende do seu passaporte",
      lines: [
        "Passaportes dos EUA, do Canadá e da Austrália: É preciso ter visto eletrônico antes de viajar, para estadias de até 90 dias.",
        "Passaportes da UE e do Reino Unido: Não verificado: consulte um consulado da Colômbia antes de viajar.",
      ],
    });
    // One checked rule for every passport is the card's headline; an unverified stay is left out.
    const everyone: PassportGroup[] = [
      {
        passports: [...passports],
        requirement: record("entry-requirement", { type: "requirement", requirement: "visa-free" }, "all"),
        stay: { ...stay, confidence: "unverified" },
      },
    ];
    expect(entryCard(everyone, { country: "Peru", gender: "none" }, translators.en, en)).toEqual({
      label: "Entry for visitors",
      value: "No visa needed",
      lines: ["All passports: No visa needed."],
    });
  });

  it.each(guideIds)(
    "the %s guide's first-page card is drawn from its fact records and nothing in the guide or the visa chat contradicts them",
    async (id) => {
      const t = translators.en;
      const w = writers.en;
      const data = loadGuide(id);
      const groups = visitorEntry(id);
      // Every passport in exactly one group.
      expect(groups.flatMap((g) => g.passports).sort()).toEqual([...passports].sort());

      const text = pdfText(await guidePdf(id, "en"));
      const cover = text.slice(0, text.indexOf(t("pdf.sections.overview")));
      for (const group of groups) expect(cover).toContain(pdfSafe(entryLine(group, countryArgs(data), t, w)));
      expect(contradictions(cover, groups)).toEqual([]);
      // The 'Entry by passport' list names each checked record's source and the day it was checked.
      for (const fact of groups.flatMap((g) => [g.requirement, g.stay]))
        if (fact && isAsserted(fact)) {
          expect(text).toContain(pdfSafe(fact.source.title));
          expect(text).toContain(`Source, checked ${formatCalendarDate(fact.verifiedOn, "en")}`);
        }
      // The visa text of the guide, of /visa and of the visa chat (one knowledge base) agrees.
      const visaText = [
        data.visa.summary,
        data.visa.touristStay.summary,
        ...data.visa.passages.map((p) => p.text),
      ].join(" ");
      expect(contradictions(visaText, groups)).toEqual([]);
      // Source titles name pages, they claim nothing ("e-Visa for Australia, Canada and the United States").
      const titles = (countryFacts(id)?.facts ?? []).map((fact) => pdfSafe(fact.source.title));
      const claimed = titles.reduce((rest, title) => rest.split(title).join(" | "), text);
      expect(contradictions(claimed, groups)).toEqual([]);
    },
  );
});

describe("entry for visitors, in Spanish and Portuguese", () => {
  it.each(eachTranslation)("the %s guide in %s states the same records, in its words", async (id, locale) => {
    const t = translators[locale];
    const data = loadGuide(id, locale);
    const text = pdfText(await guidePdf(id, locale));
    const cover = text.slice(0, text.indexOf(pdfSafe(t("pdf.sections.overview"))));
    for (const group of visitorEntry(id)) {
      expect(cover).toContain(
        pdfSafe(
          `${writers[locale].passportList(group.passports)}: ${entryStatement(group, countryArgs(data), t, writers[locale])}`,
        ),
      );
      for (const fact of [group.requirement, group.stay])
        if (fact && isAsserted(fact))
          expect(text).toContain(
            pdfSafe(t("pdf.entry.sourceChecked", { date: formatCalendarDate(fact.verifiedOn, locale) })),
          );
    }
    // Every checked record of the country is among the guide's sources.
    for (const fact of countryFacts(id)?.facts.filter(isAsserted) ?? [])
      expect(officialSources(data).map((source) => source.url)).toContain(fact.source.url);
  });
});

describe("GET /guides/[file]", () => {
  const call = (file: string) =>
    GET(new Request(`http://localhost/guides/${file}`), { params: Promise.resolve({ file }) });

  it("pre-renders the 9 guide files", () => {
    expect(generateStaticParams()).toEqual(guides.map((guide) => ({ file: `${guide.countryId}.pdf` })));
  });

  it("serves a guide as an inline PDF", async () => {
    const response = await call("uruguay.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="latitud-uruguay-guide.pdf"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.each(["mexico.pdf", "colombia", "colombia.txt", "../colombia.pdf", "Colombia.pdf"])(
    "404s for %p",
    async (file) => {
      const response = await call(file);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
    },
  );
});
