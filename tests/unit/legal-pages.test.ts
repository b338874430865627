import en from "@/messages/en/legal.json";
import es from "@/messages/es/legal.json";
import pt from "@/messages/pt/legal.json";
import { formatCalendarDate } from "@/lib/i18n/format";
import { locales } from "@/lib/i18n/locales";
import { legalPages, legalSlugs, loadLegalDocument, parseLegalDate } from "@/lib/legal/pages";

const catalogues = { en, es, pt };

/** Every key path of a catalogue with the placeholders of its message. */
function entries(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string"
      ? [`${prefix}${key} ${[...value.matchAll(/\{(\w+)/g)].map((match) => match[1]).join(",")}`]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe("the legal catalogue", () => {
  it("has the same keys and placeholders in every language", () => {
    expect(entries(es)).toEqual(entries(en));
    expect(entries(pt)).toEqual(entries(en));
  });

  it("names and describes every legal page", () => {
    expect(Object.keys(en.pages).sort()).toEqual(Object.values(legalPages).sort());
    for (const locale of locales) {
      for (const key of Object.values(legalPages)) {
        expect(catalogues[locale].pages[key].label).not.toBe("");
        expect(catalogues[locale].pages[key].description).not.toBe("");
      }
    }
  });
});

describe("parseLegalDate", () => {
  it.each([
    ["November 22, 2026", "2026-11-22"],
    ["22 November 2026", "2026-11-22"],
    ["22 de noviembre de 2026", "2026-11-22"],
    ["22 de novembro de 2026", "2026-11-22"],
    ["1º de março de 2026", "2026-03-01"],
    ["5 de setiembre de 2026", "2026-09-05"],
    ["2026-11-22", "2026-11-22"],
  ])("reads %s", (text, iso) => {
    expect(parseLegalDate(text)).toBe(iso);
  });

  it.each(["February 30, 2026", "2026-13-01", "soon", "November 2026", "22 Brumaire 2026"])(
    "refuses %s",
    (text) => {
      expect(parseLegalDate(text)).toBeNull();
    },
  );
});

describe("loadLegalDocument", () => {
  describe.each(legalSlugs)("%s", (slug) => {
    it.each(locales)("in %s: title, date and body of that language", async (locale) => {
      const document = await loadLegalDocument(slug, locale);
      expect(document.title).toBe(catalogues[locale].pages[legalPages[slug]].label);
      expect(document.updated).toBe("2026-11-22");
      expect(document.translation).toBe(locale !== "en");
      expect(document.body).not.toMatch(/^# /m);
      expect(document.body).not.toMatch(/Last updated|Última actualización|Última atualização/);
      expect(document.body.startsWith("## ") || /^[A-ZÁÉÍÓÚ¿¡]/.test(document.body)).toBe(true);
      // The same document in each language: the English one's sections, in its order.
      const english = await loadLegalDocument(slug, "en");
      expect(document.body.match(/^## \d+/gm)).toEqual(english.body.match(/^## \d+/gm));
    });
  });

  it("gives a date the page formats in the reader's language", async () => {
    const document = await loadLegalDocument("privacy-policy", "es");
    expect(formatCalendarDate(document.updated!, "es")).toBe("22 de noviembre de 2026");
    expect(formatCalendarDate(document.updated!, "pt")).toBe("22 de novembro de 2026");
    expect(formatCalendarDate(document.updated!, "en")).toBe("22 November 2026");
  });
});
