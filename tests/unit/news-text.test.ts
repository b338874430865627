import {
  cleanDescription,
  cleanTitle,
  collapseWhitespace,
  cut,
  decodeEntities,
  foldForMatching,
  safeLink,
  stripTags,
  titleCase,
  toPlainText,
} from "@/lib/news/text";
import { displayDate } from "@/lib/news/display-date";

describe("news text helpers", () => {
  it("strips tags, comments and script/style elements with their content", () => {
    expect(collapseWhitespace(stripTags("<p>Hello <b>world</b></p>"))).toBe("Hello world");
    expect(collapseWhitespace(stripTags('a<script type="x">alert("x")</script>b<style>p{}</style>c'))).toBe(
      "a b c",
    );
    expect(collapseWhitespace(stripTags("before<!-- hidden <b> -->after"))).toBe("before after");
    expect(collapseWhitespace(stripTags('<img src="x" alt="a>b" onerror="alert(1)">ok'))).toBe("ok");
    expect(collapseWhitespace(stripTags("tail <img src=x onerror=alert(1)"))).toBe("tail");
  });

  it("stays fast on hostile markup (no catastrophic backtracking)", () => {
    const started = Date.now();
    for (const unit of ['<b<b"', '<a "', "<!--", "<script", "&amp;", "<a '<b"]) {
      expect(toPlainText(unit.repeat(400_000))).not.toMatch(/[<>]/);
    }
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("decodes named, decimal and hex entities once", () => {
    expect(decodeEntities("Caf&eacute; &amp; S&atilde;o Paulo &#233; &#xE9; &hellip; &nbsp;")).toBe(
      "Café & São Paulo é é … \u00a0",
    );
    expect(decodeEntities("&amp;lt;")).toBe("&lt;");
    expect(decodeEntities("&unknown; &#0; &#xD800;")).toBe("&unknown;  ");
    expect(decodeEntities("&#x1F600;")).toBe("😀");
  });

  it("makes plain text out of hostile markup, without any angle bracket", () => {
    expect(toPlainText('&lt;script&gt;alert("x")&lt;/script&gt;Chile visa')).toBe("Chile visa");
    expect(toPlainText("<img src=x onerror=alert(1)>Bogotá &amp; more")).toBe("Bogotá & more");
    expect(toPlainText("Prices < 500 and > 100")).toBe("Prices 500 and 100");
    expect(toPlainText("  lots \n\t of   space\u0000 ")).toBe("lots of space");
    expect(toPlainText(undefined)).toBe("");
    expect(toPlainText({ _: "object" })).toBe("");
  });

  it("cuts descriptions at exactly 150 characters plus '...'", () => {
    const long = "x".repeat(151);
    expect(cleanDescription(long, 150)).toBe(`${"x".repeat(150)}...`);
    expect(cleanDescription(long, 150)).toHaveLength(153);
    expect(cleanDescription("y".repeat(150), 150)).toBe("y".repeat(150));
    expect(cleanDescription("<p> </p>", 150)).toBe("No description available");
    expect(cleanDescription("", 150)).toBe("No description available");
    // Code points, so an emoji is never split in half.
    expect(cut("😀".repeat(4), 2)).toBe("😀😀...");
  });

  it("caps titles at 200 characters in total", () => {
    expect(cleanTitle("t".repeat(300), 200)).toHaveLength(200);
    expect(cleanTitle("t".repeat(300), 200).endsWith("...")).toBe(true);
    expect(cleanTitle(`  <b>Short</b> title  `, 200)).toBe("Short title");
  });

  it("keeps only absolute http(s) links", () => {
    expect(safeLink(" https://example.com/a?b=1 ")).toBe("https://example.com/a?b=1");
    expect(safeLink("http://example.com")).toBe("http://example.com/");
    for (const bad of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "/relative",
      "ftp://example.com",
      "https://user:pass@example.com",
      "",
      undefined,
      42,
    ]) {
      expect(safeLink(bad)).toBeUndefined();
    }
  });

  it("folds case and accents for matching, and title-cases feed categories", () => {
    expect(foldForMatching("MEDELLÍN São Paulo")).toBe("medellin sao paulo");
    expect(titleCase("travel tips")).toBe("Travel Tips");
    expect(titleCase("DIGITAL-NOMAD")).toBe("Digital-Nomad");
  });
});

describe("news display date", () => {
  it.each([
    ["en", "en-US"],
    ["es", "es-419"],
    ["pt", "pt-BR"],
  ] as const)("formats a %s date in UTC as Intl's medium date would", (locale, tag) => {
    const intl = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    const dates = [
      "2026-11-22T10:00:00Z",
      "2026-01-01T00:00:00Z",
      "2025-12-31T23:59:59Z",
      "2024-02-29T12:00:00+05:00",
      "2026-05-09T03:00:00-04:00",
      ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15)).toISOString()),
    ];
    for (const iso of dates) expect(displayDate(iso, locale)).toBe(intl.format(new Date(iso)));
    expect(displayDate("2026-11-22T10:00:00Z")).toBe("Nov 22, 2026");
  });

  it("gives null for a date it cannot read", () => {
    expect(displayDate("not a date")).toBeNull();
  });
});
