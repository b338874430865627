import { categorize, matchedKeywords, scoreItem } from "@/lib/news/relevance";
import { selectNewsItems } from "@/lib/news/news-feed";
import { newsExamples, sampleNewsResult } from "@/lib/news/sample-items";
import type { NewsItem } from "@/lib/news/types";

const score = (title: string, description = "") => scoreItem({ title, description });

describe("relevance scoring", () => {
  it("weighs countries 3, cities 2 and nomad terms 1", () => {
    expect(score("Colombia")).toBe(3);
    expect(score("Medellín")).toBe(2);
    expect(score("Coworking")).toBe(1);
    expect(score("Colombia", "Life in Medellín for a digital nomad")).toBe(3 + 2 + 1);
    expect(score("Nothing to see here")).toBe(0);
  });

  it("counts each distinct keyword once", () => {
    expect(score("Chile, Chile, Chile", "chile")).toBe(3);
    expect(score("Visa visas VISA")).toBe(1);
    // Spellings of one keyword are one keyword.
    expect(score("Brazil or Brasil?")).toBe(3);
    expect(score("Peru and Perú")).toBe(3);
  });

  it("is case- and accent-insensitive both ways", () => {
    expect(score("medellin")).toBe(2);
    expect(score("BOGOTA")).toBe(2);
    expect(score("São Paulo")).toBe(score("sao paulo"));
    expect(score("Perú")).toBe(3);
  });

  it("matches whole words only (demonyms like 'Peruvian' do not count)", () => {
    expect(score("Peruvian food")).toBe(0);
    expect(score("Chilean wine")).toBe(0);
    expect(score("California dreaming")).toBe(0); // not "Cali"
    expect(score("Visakhapatnam")).toBe(0);
    expect(score("Peru-based startups, Colombia's visas")).toBe(3 + 3 + 1);
  });

  it("matches multi-word keywords across spaces and hyphens", () => {
    expect(
      matchedKeywords({ title: "Rio de Janeiro for remote workers", description: "a co-working tour" }),
    ).toEqual(["Rio de Janeiro", "remote worker", "coworking"]);
    expect(score("Punta   del Este")).toBe(2);
  });
});

describe("categories", () => {
  const category = (title: string, feedCategories: string[] = []) =>
    categorize({ title, description: "" }, feedCategories);

  it.each([
    ["New nomad visa rules", "Visa"],
    ["Best coworking in Lima", "Workspace"],
    ["Taxes for freelancers", "Finance"],
    ["Street food in Cusco", "Lifestyle"],
    ["Hiring a lawyer in Chile", "Legal"],
    ["Getting an eSIM on arrival", "Tech"],
    ["Travel insurance explained", "Health"],
    ["Spanish classes in Sucre", "Education"],
  ])("%s → %s", (title, expected) => {
    expect(category(title)).toBe(expected);
  });

  it("uses the first matching category in the configured order", () => {
    expect(category("Visa office hours")).toBe("Visa");
  });

  it("falls back to the feed's first category (title-cased), then 'Digital Nomad'", () => {
    expect(category("Life in Montevideo", ["", "nomad life", "other"])).toBe("Nomad Life");
    expect(category("Life in Montevideo", ["<b>road trips</b>"])).toBe("Road Trips");
    expect(category("Life in Montevideo")).toBe("Digital Nomad");
  });
});

describe("selecting items", () => {
  let n = 0;
  const item = (
    relevanceScore: number,
    pubDate: string | null,
    link = `https://example.com/${++n}`,
  ): NewsItem => ({
    id: link,
    title: `Item ${n}`,
    description: "x",
    link,
    pubDate,
    source: "Test",
    category: "Digital Nomad",
    relevanceScore,
  });
  const day = (d: number) => new Date(Date.UTC(2026, 2, d)).toISOString();

  it("drops general items when a feed has enough relevant ones", () => {
    const feed = {
      source: { name: "A", url: "" },
      items: [item(3, day(1)), item(1, day(2)), item(2, day(3)), item(0, day(4))],
    };
    expect(selectNewsItems([feed]).map((i) => i.relevanceScore)).toEqual([2, 1, 3]);
  });

  it("adds up to 5 general items of a feed with fewer than 3 relevant ones while under 6 in total", () => {
    const general = Array.from({ length: 7 }, (_, i) => item(0, day(10 + i)));
    const quiet = { source: { name: "Quiet", url: "" }, items: [item(3, day(1)), ...general] };
    expect(selectNewsItems([quiet]).filter((i) => i.relevanceScore === 0)).toHaveLength(5);

    const busy = {
      source: { name: "Busy", url: "" },
      items: Array.from({ length: 6 }, (_, i) => item(1, day(1 + i))),
    };
    // After six relevant items, a quiet feed adds no filler.
    expect(selectNewsItems([busy, quiet]).filter((i) => i.relevanceScore === 0)).toHaveLength(0);
  });

  it("dedupes by link, sorts newest first with undated items last, and keeps at most 9", () => {
    const items = [
      item(1, null),
      item(1, day(5), "https://example.com/dup"),
      item(2, day(6), "https://example.com/dup"),
      ...Array.from({ length: 10 }, (_, i) => item(1, day(10 + i))),
    ];
    const selected = selectNewsItems([{ source: { name: "A", url: "" }, items }]);
    expect(selected).toHaveLength(9);
    expect(selected.map((i) => i.pubDate)).toEqual(Array.from({ length: 9 }, (_, i) => day(19 - i)));
    const few = selectNewsItems([{ source: { name: "A", url: "" }, items: items.slice(0, 3) }]);
    expect(few.map((i) => i.pubDate)).toEqual([day(5), null]);
  });
});

describe("sample items", () => {
  it("are 9 plain-text examples with known categories, and no link, date or source that could pass for an article", () => {
    const examples = newsExamples();
    expect(examples).toHaveLength(9);
    expect(new Set(examples.map((i) => i.id)).size).toBe(9);
    for (const example of examples) {
      expect(Object.keys(example).sort()).toEqual(["category", "description", "id", "title"]);
      expect(["Visa", "Workspace", "Finance", "Lifestyle", "Legal", "Tech", "Health", "Education"]).toContain(
        example.category,
      );
      expect(example.description.length).toBeLessThanOrEqual(150);
      expect(`${example.title}${example.description}`).not.toMatch(/[<>]/);
    }
    expect(sampleNewsResult(Date.UTC(2026, 5, 1))).toEqual({
      source: "sample",
      items: examples,
      fetchedAt: "2026-06-01T00:00:00.000Z",
    });
  });
});
