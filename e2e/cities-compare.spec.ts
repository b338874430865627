import { expect, test, type Page } from "@playwright/test";
import { cities } from "@/lib/cities";
import { cityNumbers } from "@/lib/cities/numbers/records";
import { expectNoSeriousA11yViolations } from "./support/axe";

// Three cities with numbers files; the page must show what their records say.
const [a, b, c] = cities
  .filter((city) => cityNumbers.has(city.id))
  .slice(0, 3)
  .map((city) => city.id) as [string, string, string];
const nameOf = (id: string) => cities.find((city) => city.id === id)!.name;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe("compare cities", () => {
  test("a shared link puts three cities side by side, each figure with its source or 'unknown'", async ({
    page,
  }) => {
    await page.goto(`/cities/compare?c=${a},${b},${c}`);
    const table = page.getByRole("table");
    for (const id of [a, b, c])
      await expect(table.getByRole("columnheader").getByRole("link", { name: nameOf(id) })).toBeVisible();
    const rent = table.getByRole("row", { name: /^Rent/ });
    // Each of the three rent cells: a source link (deep link) or "Unknown".
    for (const [i, id] of [a, b, c].entries()) {
      const record = cityNumbers.get(id)!.budget.rent;
      const cell = rent.getByRole("cell").nth(i);
      if ("value" in record)
        await expect(cell.getByRole("link", { name: record.source.title })).toHaveAttribute(
          "href",
          record.source.url,
        );
      else await expect(cell).toContainText("Unknown");
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, "compare-1280");
  });

  test("the form chooses cities without script, and bad ids are ignored", async ({ page, browser }) => {
    await page.goto(`/cities/compare?c=atlantis,${a},${a}`);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
    await page.getByLabel("City 2").selectOption(b);
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(new RegExp(`c=${a}&c=${b}`));
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);

    const phone = await browser.newContext({
      viewport: { width: 360, height: 780 },
      javaScriptEnabled: false,
    });
    const small = await phone.newPage();
    await small.goto(`/es/cities/compare?c=${a},${b},${c}`);
    await expect(small.getByRole("heading", { level: 1 })).toHaveText("Ciudades lado a lado");
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await shot(small, "compare-es-360");
    await phone.close();
  });

  test("empty or unknown choices say what to do, never an error", async ({ page }) => {
    const response = await page.goto("/pt/cities/compare?c=%00");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Escolha pelo menos uma cidade para comparar.")).toBeVisible();
  });
});

test.describe("city numbers and the map", () => {
  test("a city page shows its numbers with their sources and links to compare", async ({ page }) => {
    const numbers = cityNumbers.get(a)!;
    await page.goto(`/cities/${a}`);
    const budget = page.locator("#budget");
    await expect(budget.getByRole("heading", { name: "Monthly budget for one nomad" })).toBeVisible();
    const rent = numbers.budget.rent;
    if ("value" in rent)
      await expect(budget.getByRole("link", { name: rent.source.title })).toHaveAttribute(
        "href",
        rent.source.url,
      );
    await expect(page.locator("#climate")).toBeVisible();
    await page.getByRole("link", { name: `Compare ${nameOf(a)} with other cities` }).click();
    await expect(page).toHaveURL(new RegExp(`/cities/compare\\?c=${a}$`));
  });

  for (const width of [360, 1280])
    test(`the map links every city to its page at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/cities");
      const map = page.getByRole("group", { name: "On the map" });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole("link")).toHaveCount(cities.length);
      const box = await map.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      await map.screenshot({ path: test.info().outputPath(`map-${width}.png`) });
      await map.getByRole("link", { name: new RegExp(`^${nameOf(b)},`) }).click();
      await expect(page).toHaveURL(new RegExp(`/cities/${b}$`));
      await context.close();
    });
});
