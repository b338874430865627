import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { untilHydrated } from "./support/hydration";
import { citiesIn } from "@/lib/cities";
import { budgetCities } from "@/lib/cities/budget/cities";
import { budgetRows, defaultBudgetChoices, type BudgetChoices } from "@/lib/cities/budget/plan";
import { exploreEntries } from "@/lib/cities/explore/entries";
import { parseExploreQuery } from "@/lib/cities/explore/query";
import { exploreCities } from "@/lib/cities/explore/rules";
import {
  budgetSteps,
  defaultExploreState,
  exploreSearch,
  internetSteps,
  type ExploreState,
} from "@/lib/cities/explore/state";
import { countrySlug } from "@/lib/cities/country-names";
import { formatMonth } from "@/lib/i18n/format";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en/cities.json";
import es from "@/messages/es/cities.json";
import pt from "@/messages/pt/cities.json";

/**
 * /cities filters and ranking, and /cities/budget, in a browser: every control narrows or orders
 * the list as lib/cities/explore's rules say (worked out here from the same records, so the test
 * follows the numbers files as research fills them in), the URL follows, a shared link is rendered
 * on the server with only its cities, and the state survives a reload and a visit to a city page.
 * At 360 and 1280 px, in English and Spanish (the budget in English and Portuguese).
 */

const messages = { en, es, pt } as const;
// The visitor's browser is in Bogotá: the time-difference filter measures from there.
const visitorZone = "America/Bogota";
test.use({ timezoneId: visitorZone });

const entries = (locale: Locale) => exploreEntries(citiesIn(locale));
const allIds = citiesIn("en").map((city) => city.id);
const expectedIds = (locale: Locale, state: ExploreState) =>
  exploreCities(entries(locale), state, { now: Date.now(), locale }).map((city) => city.id);
const stateOf = (patch: Partial<ExploreState>): ExploreState => ({ ...defaultExploreState, ...patch });

/** The first value of `candidates` whose filter keeps some cities but not all (else the first). */
function splitting<T>(candidates: readonly T[], stateFor: (value: T) => ExploreState): T {
  const count = (value: T) => expectedIds("en", stateFor(value)).length;
  return candidates.find((value) => count(value) > 0 && count(value) < allIds.length) ?? candidates[0]!;
}
const budget = splitting(budgetSteps, (step) => stateOf({ budget: step }));
const internet = splitting(internetSteps, (step) => stateOf({ internet: step }));
const month = splitting(
  Array.from({ length: 12 }, (_, i) => i + 1),
  (m) => stateOf({ month: m }),
);
const country = entries("en")[0]!.metrics.country;

/** The cities the list shows, in order. */
const shownIds = (page: Page) =>
  page
    .locator("li[data-city]:not([hidden])")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-city")));

/** The cities a page's HTML (the server's render) lists, in order. */
const idsInHtml = (html: string) => [...html.matchAll(/<li[^>]*\sdata-city="([^"]+)"/g)].map((m) => m[1]);

async function expectList(page: Page, locale: Locale, state: ExploreState) {
  const ids = expectedIds(locale, state);
  await expect.poll(() => shownIds(page), { message: exploreSearch(state) }).toEqual(ids);
  await expect(page).toHaveURL((url) => url.search.slice(1) === exploreSearch(state));
  const t = messages[locale].explorer;
  await expect(page.getByRole("status").filter({ hasText: /\d/ }).first()).toContainText(String(ids.length));
  return { ids, t };
}

function shot(name: string) {
  mkdirSync("test-results/screens", { recursive: true });
  return `test-results/screens/${name}.png`;
}

for (const width of [360, 1280]) {
  test.describe(`/cities at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of ["en", "es"] as const) {
      test(`${locale}: each filter and the sort apply at once, the URL follows`, async ({ page }) => {
        test.setTimeout(90_000);
        const t = messages[locale].explorer;
        const label = (name: string) => page.getByLabel(name, { exact: true });
        await page.goto(localizedPath("/cities", locale));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        expect(await shownIds(page)).toEqual(allIds);
        // The prerendered list arrives at once; a choice before hydration waits for "Apply" (no JS).
        await untilHydrated(label(t.budget));

        const checks: [string, string, Partial<ExploreState>][] = [
          [t.budget, String(budget), { budget }],
          [t.internet, String(internet), { internet }],
          [t.month, String(month), { month }],
          [t.country, countrySlug(country), { country }],
          [t.timeZone, "1", { within: 1, tz: visitorZone }],
        ];
        for (const [name, value, patch] of checks) {
          await label(name).selectOption(value);
          await expectList(page, locale, stateOf(patch));
          await label(name).selectOption("");
          await expectList(page, locale, defaultExploreState);
        }

        // The text search is one more filter.
        const firstName = entries(locale)[0]!.name;
        await page.getByLabel(t.searchLabel).fill(firstName);
        await expectList(page, locale, stateOf({ q: firstName }));
        await page.getByRole("button", { name: t.clear }).click();
        await expectList(page, locale, defaultExploreState);

        // Ranked by fixed internet, with a month chosen: each card shows that month's weather.
        await label(t.sort).selectOption("internet");
        await label(t.month).selectOption(String(month));
        const { ids } = await expectList(page, locale, stateOf({ sort: "internet", month }));
        const weatherLabel = messages[locale].cardNumbers.weather.replace(
          "{month}",
          formatMonth(month, locale),
        );
        for (const id of ids) await expect(page.locator(`li[data-city="${id}"]`)).toContainText(weatherLabel);
        // A figure nobody sourced reads "unknown", never 0.
        const unknownTotal = entries(locale).find(
          (city) => ids.includes(city.id) && city.metrics.total === null,
        );
        if (unknownTotal)
          await expect(page.locator(`li[data-city="${unknownTotal.id}"]`)).toContainText(
            messages[locale].cardNumbers.unknown,
          );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: shot(`cities-explore-${locale}-${width}`), fullPage: false });
        await page
          .getByRole("search")
          .screenshot({ path: shot(`cities-explore-${locale}-${width}-filters`) });
        if (ids[0])
          await page
            .locator(`li[data-city="${ids[0]}"]`)
            .screenshot({ path: shot(`cities-explore-${locale}-${width}-card`) });
        if (width === 1280) await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe("a shared /cities link", () => {
  const state = stateOf({ internet, month, sort: "english" });
  const query = exploreSearch(state);

  for (const locale of ["en", "es"] as const) {
    test(`${locale}: the server's HTML lists only the matching cities; a reload keeps them`, async ({
      page,
      request,
    }) => {
      const path = `${localizedPath("/cities", locale)}?${query}`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(idsInHtml(await response.text())).toEqual(expectedIds(locale, state));

      await page.goto(path);
      const t = messages[locale].explorer;
      await expect(page.getByLabel(t.internet, { exact: true })).toHaveValue(String(internet));
      await expect(page.getByLabel(t.month, { exact: true })).toHaveValue(String(month));
      await expect(page.getByLabel(t.sort, { exact: true })).toHaveValue("english");
      await expectList(page, locale, state);
      await page.reload();
      await expectList(page, locale, state);
    });
  }

  test("the visitor's time zone in the URL is what the server measures from", async ({ request }) => {
    for (const tz of ["America/Bogota", "Europe/Madrid", "America/Sao_Paulo"]) {
      const zoned = stateOf({ within: 2, tz });
      const html = await (await request.get(`/cities?${exploreSearch(zoned)}`)).text();
      expect(idsInHtml(html), tz).toEqual(expectedIds("en", zoned));
    }
  });

  test("values it cannot read are ignored, never an error", async ({ page, request }) => {
    const odd = "budget=lots&internet=-1&month=13&country=atlantis&within=3&tz=Mars%2FOlympus&sort=vibes";
    expect(parseExploreQuery(Object.fromEntries(new URLSearchParams(odd)))).toEqual(defaultExploreState);
    const response = await request.get(`/pt/cities?${odd}&q=${"x".repeat(2000)}`);
    expect(response.status()).toBe(200);
    const response2 = await page.goto(`/cities?${odd}`);
    expect(response2?.status()).toBe(200);
    expect(await shownIds(page)).toEqual(allIds);
    await expect(page.getByLabel(en.explorer.sort, { exact: true })).toHaveValue("featured");
  });

  test("a query that sets nothing (a campaign's tags) gets the whole list; /cities/filtered is no address of its own", async ({
    request,
  }) => {
    const tagged = await request.get("/pt/cities?utm_source=blog&utm_medium=post");
    expect(tagged.status()).toBe(200);
    expect(idsInHtml(await tagged.text())).toEqual(expectedIds("pt", defaultExploreState));
    const direct = await request.get(`/es/cities/filtered?${query}`, { maxRedirects: 0 });
    expect(direct.status()).toBe(308);
    expect(new URL(direct.headers().location!, "http://x").pathname).toBe("/es/cities");
    expect(new URL(direct.headers().location!, "http://x").search).toBe(`?${query}`);
  });

  test("Back from a city page finds the filters as they were left", async ({ page }) => {
    await page.goto("/cities");
    await untilHydrated(page.getByLabel(en.explorer.internet, { exact: true }));
    await page.getByLabel(en.explorer.internet, { exact: true }).selectOption(String(internet));
    const { ids } = await expectList(page, "en", stateOf({ internet }));
    expect(ids.length, "cities with a fixed-internet figure at least that fast").toBeGreaterThan(0);
    const name = entries("en").find((city) => city.id === ids[0])!.name;
    await page.getByRole("link", { name: en.card.exploreCity.replace("{city}", name) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel(en.explorer.internet, { exact: true })).toHaveValue(String(internet));
    await expectList(page, "en", stateOf({ internet }));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });

  test("the filters are a GET form the server reads the same way", async ({ page }) => {
    await page.goto("/es/cities");
    await page.getByLabel(es.explorer.month, { exact: true }).selectOption(String(month));
    await page.getByRole("button", { name: es.explorer.apply }).click();
    await page.waitForURL(/month=/);
    expect(await shownIds(page)).toEqual(expectedIds("es", stateOf({ month })));
  });
});

/** The budget page's expected rows for the choices, in order. */
const budgetOrder = (locale: Locale, choices: BudgetChoices) =>
  budgetRows(budgetCities(citiesIn(locale)), choices).map((row) => row.city.id);

for (const width of [360, 1280]) {
  test.describe(`/cities/budget at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of ["en", "pt"] as const) {
      test(`${locale}: choices give each city's month, the difference to home, and stay in the URL`, async ({
        page,
      }) => {
        const t = messages[locale].budget;
        await page.goto(localizedPath("/cities", locale));
        await page.getByRole("link", { name: messages[locale].list.budgetLink }).click();
        await expect(page).toHaveURL((url) => url.pathname === localizedPath("/cities/budget", locale));
        await expect.poll(() => shownIds(page)).toEqual(budgetOrder(locale, defaultBudgetChoices));

        await page.getByText(t.rentHigh, { exact: true }).click();
        await page.getByText(t.foodOut, { exact: true }).click();
        await page.getByText(t.coworkingNo, { exact: true }).click();
        const choices: BudgetChoices = { rent: "high", food: "out", coworking: false, home: null };
        await expect(page).toHaveURL((url) => url.search === "?rent=high&food=out&cowork=no");
        await expect.poll(() => shownIds(page)).toEqual(budgetOrder(locale, choices));

        // "I live in…" the first city with a total: every other city with one says more or less.
        const cities = budgetCities(citiesIn(locale));
        const rows = budgetRows(cities, choices);
        const home = rows.find((row) => row.budget.status === "known");
        if (home) {
          await page.getByLabel(t.home).selectOption(home.city.id);
          await expect(page).toHaveURL((url) => url.searchParams.get("home") === home.city.id);
          await expect(page.locator(`li[data-city="${home.city.id}"]`)).toContainText(t.yourCity);
          const other = budgetRows(cities, { ...choices, home: home.city.id }).find(
            (row) => row.city.id !== home.city.id && row.difference !== null,
          );
          if (other)
            await expect(page.locator(`li[data-city="${other.city.id}"]`)).toContainText(home.city.name);
        }
        // A city with an unknown part names it instead of a total.
        for (const row of rows.filter((r) => r.budget.status === "unknown").slice(0, 3)) {
          const parts = row.budget.status === "unknown" ? row.budget.unknown : [];
          const item = page.locator(`li[data-city="${row.city.id}"] [data-unknown]`);
          await expect(item).toHaveAttribute("data-unknown", parts.join(" "));
          for (const part of parts) await expect(item).toContainText(t.unknownParts[part]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: shot(`cities-budget-${locale}-${width}`), fullPage: false });
        await page
          .locator("form")
          .first()
          .screenshot({ path: shot(`cities-budget-${locale}-${width}-form`) });
        if (width === 1280) await expectNoSeriousA11yViolations(page);

        // A reload (the server's render) keeps the choices.
        const url = page.url();
        await page.reload();
        expect(page.url()).toBe(url);
        await expect(page.getByLabel(t.rentHigh)).toBeChecked();
        await expect(page.getByLabel(t.coworkingNo)).toBeChecked();
        if (home) await expect(page.getByLabel(t.home)).toHaveValue(home.city.id);
      });
    }
  });
}

test("the budget page's HTML is the server's render of its choices", async ({ request }) => {
  const response = await request.get("/cities/budget?rent=high&food=out&cowork=maybe&home=atlantis");
  expect(response.status()).toBe(200);
  const choices: BudgetChoices = { ...defaultBudgetChoices, rent: "high", food: "out" };
  expect(idsInHtml(await response.text())).toEqual(budgetOrder("en", choices));
});
