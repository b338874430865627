import { expect, test } from "@playwright/test";
import { apiLogin, demo } from "./support/auth";

/**
 * Languages: English at today's URLs, Spanish and Portuguese under /es and /pt. A first visit
 * follows Accept-Language; the switcher's choice is remembered (cookie) and keeps the page and its
 * query; the route guard keeps the language.
 */
test.describe("languages", () => {
  test("a first visit follows Accept-Language, once, without a loop", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "pt-BR",
      extraHTTPHeaders: { "accept-language": "pt-BR,pt;q=0.9" },
    });
    const page = await context.newPage();
    const redirects: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await page.goto("/cities");
    await expect(page).toHaveURL(/\/pt\/cities$/);
    expect(redirects.length).toBeLessThanOrEqual(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await context.close();
  });

  test("English visitors stay on the unprefixed URLs; /en/… goes to them", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/en/cities");
    await expect(page).toHaveURL(/\/cities$/);
  });

  test("the switcher keeps the page and its query, and the choice is remembered", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/cities?q=rio");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/cities\?q=rio$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The header's menu switches too.
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: /Idioma/ }).click();
    await header.getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL(/\/pt\/cities\?q=rio$/);
    // Remembered: an unprefixed address now opens in Portuguese, whatever Accept-Language says.
    await page.goto("/visa");
    await expect(page).toHaveURL(/\/pt\/visa$/);
    // And back to English, which sticks too.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/visa$/);
    await page.goto("/groups");
    await expect(page).toHaveURL(/\/groups$/);
  });

  test("/es/profile signed out goes to /es/join, and back to /es/profile after logging in", async ({
    page,
  }) => {
    await page.goto("/es/profile");
    await expect(page).toHaveURL(/\/es\/join\?next=%2Fes%2Fprofile$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await apiLogin(page, demo.member);
    await page.goto("/es/profile");
    await expect(page).toHaveURL(/\/es\/profile$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("public pages declare their languages: hreflang with x-default, og:locale and alternates", async ({
    page,
  }) => {
    await page.goto("/es/cities/medellin-colombia");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
      );
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", "/cities/medellin-colombia"],
        ["es", "/es/cities/medellin-colombia"],
        ["pt-BR", "/pt/cities/medellin-colombia"],
        ["x-default", "/cities/medellin-colombia"],
      ]),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_LA");
    const others = await page
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((m) => m.map((x) => x.getAttribute("content")));
    expect(others.sort()).toEqual(["en_US", "pt_BR"]);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe("/es/cities/medellin-colombia");
  });

  test("the sitemap lists every public page in the three languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/cities/medellin-colombia",
      "/es/cities/medellin-colombia",
      "/pt/cities/medellin-colombia",
      "/es/guides/peru.pdf",
      "/pt/terms-of-service",
    ])
      expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
  });

  test("each language's 404 page is in that language", async ({ page }) => {
    const response = await page.goto("/es/esto-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
