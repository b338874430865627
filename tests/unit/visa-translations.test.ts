import { readdirSync } from "node:fs";
import path from "node:path";
import { portugueseArticles } from "@/lib/visa/answerer-phrases";
import { countryVisa, knowledgeIn, translationsIn, visaCountries } from "@/lib/visa/knowledge";
import { figures, officialName, translationProblems } from "@/lib/visa/translation-check";

const translated = ["es", "pt"] as const;
const englishIds = visaCountries.map((c) => c.id).sort();

describe("visa knowledge base: Spanish and Portuguese translations", () => {
  it.each(translated)("%s: one file per English country, and the loader reads every file", (locale) => {
    const files = readdirSync(path.join(process.cwd(), "content/visa", locale))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.replace(/\.json$/, ""))
      .sort();
    expect(files).toEqual(englishIds);
    expect([...translationsIn(locale).keys()].sort()).toEqual(englishIds);
    expect(
      knowledgeIn(locale)
        .map((c) => c.id)
        .sort(),
    ).toEqual(englishIds);
  });

  it.each(translated)(
    "%s: every translation is faithful (version, passages, figures, names, no English left)",
    (locale) => {
      const translations = translationsIn(locale);
      const problems = visaCountries.flatMap((english) =>
        translationProblems(english, translations.get(english.id)!).map((p) => `${english.id}: ${p}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(translated)("%s: the facts, figures, dates and sources are the English record's", (locale) => {
    for (const english of visaCountries) {
      const record = countryVisa(english.id, locale)!;
      expect(record.version).toBe(english.version);
      expect(record.lastReviewed).toBe(english.lastReviewed);
      expect(record.touristStay.days).toBe(english.touristStay.days);
      expect(record.nomadVisa?.monthlyIncomeUsd).toBe(english.nomadVisa?.monthlyIncomeUsd);
      expect(record.nomadVisa?.officialUrl).toBe(english.nomadVisa?.officialUrl);
      expect(record.passages.map((p) => [p.id, p.topic, p.sources])).toEqual(
        english.passages.map((p) => [p.id, p.topic, p.sources]),
      );
      if (english.nomadVisa)
        expect(record.nomadVisa!.name.startsWith(officialName(english.nomadVisa.name))).toBe(true);
    }
  });

  it.each(translated)("%s: the text people read is in the language, with its own search words", (locale) => {
    const marks = locale === "es" ? /[áéíóúñ¿]/ : /[ãõçáéíóúêô]/;
    for (const english of visaCountries) {
      const record = countryVisa(english.id, locale)!;
      expect(record.summary).not.toBe(english.summary);
      expect(record.summary).toMatch(marks);
      for (const [i, passage] of record.passages.entries()) {
        const source = english.passages[i]!;
        expect({ id: passage.id, same: passage.text === source.text }).toEqual({
          id: passage.id,
          same: false,
        });
        expect(passage.keywords.length).toBeGreaterThan(0);
        // At least one search word is not an English keyword: people type in their language.
        expect({ id: passage.id, own: passage.keywords.some((k) => !source.keywords.includes(k)) }).toEqual({
          id: passage.id,
          own: true,
        });
      }
    }
  });

  it("carries the words people type in each language", () => {
    const keywords = (locale: "es" | "pt") =>
      knowledgeIn(locale).flatMap((c) => c.passages.flatMap((p) => p.keywords.map((k) => k.toLowerCase())));
    expect(keywords("es")).toEqual(
      expect.arrayContaining(["visa de nómada digital", "cuánto tiempo puedo quedarme"]),
    );
    expect(keywords("pt")).toEqual(expect.arrayContaining(["visto de nômade digital", "renda mínima"]));
  });

  it("names the countries in each language and sorts them by that name", () => {
    expect(knowledgeIn("es").map((c) => c.name)).toEqual([
      "Argentina",
      "Bolivia",
      "Brasil",
      "Chile",
      "Colombia",
      "Costa Rica",
      "Ecuador",
      "México",
      "Paraguay",
      "Perú",
      "Uruguay",
    ]);
    expect(knowledgeIn("pt").map((c) => c.name)).toEqual([
      "Argentina",
      "Bolívia",
      "Brasil",
      "Chile",
      "Colômbia",
      "Costa Rica",
      "Equador",
      "México",
      "Paraguai",
      "Peru",
      "Uruguai",
    ]);
    expect(knowledgeIn("en")).toBe(visaCountries);
  });

  it("gives the Portuguese answerer an article for every country", () => {
    expect(Object.keys(portugueseArticles).sort()).toEqual(englishIds);
  });

  it("reads figures whatever the separators, so a translation cannot change one", () => {
    expect(figures("USD 1,300–1,400 and 80.90")).toEqual(["1300", "1400", "8090"]);
    expect(figures("USD 1.300–1.400 e 80,90")).toEqual(["1300", "1400", "8090"]);
    const colombia = visaCountries.find((c) => c.id === "colombia")!;
    const translation = translationsIn("es").get("colombia")!;
    const changed = {
      ...translation,
      translates: colombia.version + 1,
      summary: translation.summary.replace("90 días", "60 días"),
      passages: translation.passages.slice(1),
    };
    expect(translationProblems(colombia, changed)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^translates version/),
        expect.stringMatching(/^passages should be/),
        expect.stringMatching(/^summary: figures/),
      ]),
    );
  });
});
