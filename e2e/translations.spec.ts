import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { apiLogin, demo } from "./support/auth";

/**
 * No English left on a Spanish or Portuguese page: the rendered text (and the labels people hear:
 * aria-label, placeholder, title, alt) of the main public and member pages is compared with the
 * English catalogue. A message whose translation is the same word in that language ("Chat",
 * "Premium") is allowed, and so are names and brands, which are not in the catalogue.
 */
type Locale = "es" | "pt";
const messagesDir = join(__dirname, "..", "messages");

function flatten(tree: unknown, prefix: string, out: Map<string, string>) {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function catalogue(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(messagesDir, locale)))
    flatten(
      JSON.parse(readFileSync(join(messagesDir, locale, file), "utf8")),
      file.replace(/\.json$/, ""),
      all,
    );
  return all;
}

/** The fixed words of an ICU message: the text between its arguments, each piece trimmed. */
const literalPieces = (message: string) =>
  message
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "\u0000")
    .split("\u0000")
    .map((piece) =>
      piece
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^[.,:;·–—-]+|[.,:;·–—-]+$/g, "")
        .trim(),
    )
    .filter((piece) => /[A-Za-z]{2}/.test(piece));

/** English pieces that must not appear on a page in `locale`. */
const leftovers = new Map<Locale, ReturnType<typeof findEnglishLeftovers>>();
const englishLeftovers = (locale: Locale) => {
  if (!leftovers.has(locale)) leftovers.set(locale, findEnglishLeftovers(locale));
  return leftovers.get(locale)!;
};

function findEnglishLeftovers(locale: Locale) {
  const english = catalogue("en");
  const translated = catalogue(locale);
  const whole = new Set<string>();
  const phrases = new Set<string>();
  for (const [key, message] of english) {
    // The PDF's and the emails' words never show on a page; the same text in both languages is fine.
    if (key.startsWith("guides.pdf") || key.startsWith("emails.")) continue;
    if (translated.get(key) === message) continue;
    const kept = new Set(literalPieces(translated.get(key) ?? ""));
    for (const piece of literalPieces(message)) {
      if (kept.has(piece)) continue;
      whole.add(piece);
      if (piece.split(" ").length >= 3) phrases.add(piece);
    }
  }
  return { whole, phrases };
}

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Members' messages are in their authors' language, whatever the page's.
      if (
        !parent ||
        parent.closest("script,style,noscript,[hidden],[aria-hidden='true'],[data-user-content]")
      )
        continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label],[placeholder],[title],img[alt]"))
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}

/**
 * Names people and places keep in every language (cities, neighbourhoods, groups, countries): they
 * may be the same words on the English page and on a translated one.
 */
let keptNames: Set<string> | undefined;
const names = () => (keptNames ??= readNames());

function readNames(): Set<string> {
  const dir = join(__dirname, "..", "content", "cities");
  // The switcher names each language in its own words ("English" on a Spanish page too).
  const out = new Set<string>(["English", "Español", "Português"]);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const city = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
      name: string;
      country: string;
      neighborhoods: { name: string }[];
      groups: { name: string }[];
    };
    for (const name of [city.name, city.country, `${city.name}, ${city.country}`]) out.add(name);
    for (const item of [...city.neighborhoods, ...city.groups]) out.add(item.name);
  }
  // Official programmes and the titles of the official pages that state a visa fact keep their
  // own language.
  const visaDir = join(__dirname, "..", "content", "visa");
  const collect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.title === "string" && typeof record.url === "string") out.add(record.title);
      Object.values(record).forEach(collect);
    }
  };
  for (const file of readdirSync(visaDir).filter((f) => f.endsWith(".json"))) {
    const visa = JSON.parse(readFileSync(join(visaDir, file), "utf8")) as {
      nomadVisa?: { name: string } | null;
    };
    if (visa.nomadVisa) out.add(visa.nomadVisa.name);
    collect(visa);
  }
  // The fact records' programmes and sources, shown beside each visa figure.
  const factsDir = join(visaDir, "facts");
  for (const file of readdirSync(factsDir).filter((f) => f.endsWith(".json"))) {
    const facts = JSON.parse(readFileSync(join(factsDir, file), "utf8")) as {
      programs: { officialName: string }[];
    };
    for (const program of facts.programs) out.add(program.officialName);
    collect(facts);
  }
  // The pages that state a city's numbers and the exchange rates, shown beside each figure.
  for (const folder of ["numbers", "fx"]) {
    const recordsDir = join(__dirname, "..", "content", "cities", folder);
    for (const file of readdirSync(recordsDir).filter((f) => f.endsWith(".json")))
      collect(JSON.parse(readFileSync(join(recordsDir, file), "utf8")));
  }
  return out;
}

async function expectNoEnglish(page: Page, locale: Locale, path: string, englishTexts: string[]) {
  const { whole, phrases } = englishLeftovers(locale);
  const texts = await visibleTexts(page);
  const kept = names();
  const found = new Set<string>();
  for (const text of texts) {
    const cleaned = text.replace(/^[.,:;·–—-]+|[.,:;·–—-]+$/g, "").trim();
    if (whole.has(cleaned) && !kept.has(cleaned)) found.add(cleaned);
    for (const phrase of phrases) if (text.includes(phrase)) found.add(phrase);
  }
  // Text not in the catalogue yet (written in a component): a sentence of three words or more that
  // reads the same on the English page.
  const english = new Set(englishTexts);
  for (const text of texts)
    if (english.has(text) && text.split(" ").length >= 3 && /[a-z]{3}/.test(text) && !kept.has(text))
      found.add(text);
  expect([...found], `English text on /${locale}${path}`).toEqual([]);
}

/** The texts of the English version of a page, to compare a translation with. */
async function englishTextsOf(page: Page, path: string): Promise<string[]> {
  // Through /en, which also makes English the remembered language again (the cookie).
  await page.goto(`/en${path === "/" ? "" : path}`);
  return visibleTexts(page);
}

const publicPages = [
  "/",
  "/cities",
  // Filtered and ranked: the filters' rules, each card's numbers with the month's weather and the
  // ranked figure, the time difference.
  "/cities?month=7&sort=english&within=3&tz=America%2FBogota",
  "/cities/budget?home=medellin-colombia&cowork=no",
  "/cities/medellin-colombia",
  "/cities/compare?c=medellin-colombia,mexico-city-mexico,sao-paulo-brazil",
  "/visa",
  "/groups",
  "/services",
  "/subscription",
  "/join",
  "/forgot-password",
  "/coming-soon",
  "/terms-of-service",
  "/privacy-policy",
  "/this-page-does-not-exist",
];
const memberPages = ["/profile", "/chat"];

for (const locale of ["es", "pt"] as const) {
  test.describe(`no English left in ${locale}`, () => {
    // One test per page: they run side by side, and a slow page cannot time out the others.
    for (const path of publicPages)
      test(`public page ${path}`, async ({ page }) => {
        const english = await englishTextsOf(page, path);
        await page.goto(`/${locale}${path === "/" ? "" : path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoEnglish(page, locale, path, english);
      });

    test("member pages", async ({ page }) => {
      await apiLogin(page, demo.subscriber);
      for (const path of memberPages) {
        const english = await englishTextsOf(page, path);
        await page.goto(`/${locale}${path}`);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectNoEnglish(page, locale, path, english);
      }
    });
  });
}
