import { prefixQuery, searchTerms, snippetParts } from "@/lib/community/search-text";

describe("community search text", () => {
  it("keeps letters and digits as lower-case words, once each, at most 8", () => {
    expect(searchTerms("  Café  Medellín, wifi!! ")).toEqual(["café", "medellín", "wifi"]);
    expect(searchTerms("cafe & !wifi | x:* 'a'")).toEqual(["cafe", "wifi", "x", "a"]);
    expect(searchTerms("São-Paulo 2026 são")).toEqual(["são", "paulo", "2026"]);
    expect(searchTerms("!! ?")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("asks for every word as a word's beginning", () => {
    expect(prefixQuery(["cafe", "medel"])).toBe("cafe:* & medel:*");
  });

  it("splits a marked headline into plain parts", () => {
    expect(snippetParts("The \u0002CAFÉ\u0003 at \u0002Laureles\u0003")).toEqual([
      { text: "The ", match: false },
      { text: "CAFÉ", match: true },
      { text: " at ", match: false },
      { text: "Laureles", match: true },
    ]);
    expect(snippetParts("<b>no marks</b>")).toEqual([{ text: "<b>no marks</b>", match: false }]);
  });
});
