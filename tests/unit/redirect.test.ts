import fc from "fast-check";
import { normalizeRedirectPath, safeRedirectPath } from "@/lib/auth/redirect";

// Where a browser lands when it follows `Location: <path>` from a page of ours.
const origin = "https://latitud.app";
const landing = (path: string) => new URL(path, `${origin}/join`);

/** Every percent-decoding of the path, as a router or a location bar may apply one after another. */
function decodings(path: string): string[] {
  const out = [path];
  for (let i = 0; i < 4; i++) {
    try {
      const next = decodeURIComponent(out.at(-1)!);
      if (next === out.at(-1)) break;
      out.push(next);
    } catch {
      break;
    }
  }
  return out;
}

// Pieces attackers combine: slashes and backslashes, dot segments, their percent-encodings (in both
// cases, double-encoded too), whitespace a URL parser strips, and hosts or schemes.
const piece = fc.constantFrom(
  "/",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%252f",
  "%25",
  "%",
  "\t",
  "\n",
  "\r",
  " ",
  "%09",
  "%00",
  "evil.example",
  "@",
  ":",
  "?",
  "#",
  "http:",
  "https:",
  "javascript:",
  "profile",
  "checkout",
  "x",
  "／",
  "。",
);
const attack = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
const anyInput = fc.oneof(
  attack,
  attack.map((s) => `/${s}`),
  fc.string(),
  fc.string({ unit: "binary" }),
);

describe("post-login redirect", () => {
  it("keeps same-site paths, normalised", () => {
    expect(safeRedirectPath("/checkout?plan=Monthly")).toBe("/checkout?plan=Monthly");
    expect(safeRedirectPath("/profile?tab=security#sessions")).toBe("/profile?tab=security#sessions");
    expect(safeRedirectPath("/cities/./medellin-colombia")).toBe("/cities/medellin-colombia");
    expect(safeRedirectPath("/cities/a%2Fb")).toBe("/cities/a%2Fb");
    expect(safeRedirectPath("/?next=//evil.example")).toBe("/?next=//evil.example");
  });

  it("refuses every path that leaves the origin, including the forms found in testing", () => {
    const found = ["/.//evil.example", "/..//x", "/%2e//x", "/./%2Fx", "/profile/..//x"];
    const known = [
      "//evil.com",
      "https://evil.com/x",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/%2F%2Fevil.com",
      "/%5C%5Cevil.com",
      "/%252F%252Fevil.com",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ];
    for (const bad of [...found, ...known]) expect([bad, safeRedirectPath(bad)]).toEqual([bad, null]);
  });

  it("never yields a path that leaves the origin, for any input (property)", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const path = safeRedirectPath(input);
        if (path === null) return;
        expect(path.startsWith("/")).toBe(true);
        for (const form of decodings(path)) {
          expect(form).not.toMatch(/^[/\\]{2}/);
          expect(landing(form).origin).toBe(origin);
        }
        // Normalised already: checking it again changes nothing.
        expect(safeRedirectPath(path)).toBe(path);
        expect(landing(normalizeRedirectPath(path)).origin).toBe(origin);
      }),
      { numRuns: 20_000 },
    );
  });

  it("lower-cases the plan query value", () => {
    expect(normalizeRedirectPath("/checkout?plan=QUARTERLY&x=1")).toBe("/checkout?plan=quarterly&x=1");
    expect(normalizeRedirectPath("/profile")).toBe("/profile");
  });
});
