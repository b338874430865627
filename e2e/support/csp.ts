import type { Browser, Page } from "@playwright/test";

/**
 * Opens `path` in a new browser context, as a first-time visitor would (speaking `locale`, the
 * browser's Accept-Language), and collects every
 * Content-Security-Policy violation the page reports: the console's "Refused to …" messages and
 * the `securitypolicyviolation` events (some violations only raise the event).
 */
export async function visitWatchingPolicy(browser: Browser, path: string, locale = "en-US") {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy|^refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(path);
  await page.waitForLoadState("load");
  const inlineScriptsRan = await page.evaluate(() => "__next_f" in self);
  const hasPolicy = Boolean(response?.headers()["content-security-policy"]);
  return { page, context, status: response?.status(), hasPolicy, violations, inlineScriptsRan };
}

/**
 * Whether React has hydrated the page's header: it marks every element it hydrates with its fiber
 * (`__reactFiber…`), which server-rendered HTML never has. A page whose scripts were blocked never
 * gets there.
 */
export function headerHydrated(page: Page): Promise<boolean> {
  return page
    .getByRole("banner")
    .first()
    .evaluate((header) => Object.keys(header).some((key) => key.startsWith("__reactFiber")));
}
