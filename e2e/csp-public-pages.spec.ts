import { expect, test } from "@playwright/test";
import { headerHydrated, visitWatchingPolicy } from "./support/csp";

/**
 * Every public page in each language, opened twice, each time in a fresh browser context (the
 * second visit gets what the first left in any cache: Next.js's, or the server's prerendered
 * documents, scripts/lib/prerendered-documents.mjs). A cached page carrying a stale nonce would
 * have its scripts blocked: no policy violation may be reported, the page's inline scripts must
 * have run and React must have hydrated it. e2e/csp.spec.ts covers the other kinds of documents
 * (404s, the error page, pages rendered per request).
 */
const pages = [
  "/",
  "/cities",
  "/cities/medellin-colombia",
  "/cities/budget",
  "/cities/compare?c=medellin-colombia&c=lima-peru",
  "/visa",
  "/visa/eligibility",
  "/visa/stays",
  "/services",
  "/subscription",
  "/groups",
  "/coming-soon",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
  "/safety-information",
  "/cancellation-policy",
];
/** Each language's pages visited by a browser in that language (the server then answers them from memory). */
const languages = [
  { prefix: "", locale: "en-US" },
  { prefix: "/es", locale: "es-419" },
  { prefix: "/pt", locale: "pt-BR" },
];

for (const { prefix, locale } of languages) {
  for (const page of pages) {
    const path = prefix && page === "/" ? prefix : `${prefix}${page}`;
    test(`${path}: no policy violation, hydrated, twice`, async ({ browser }) => {
      for (const round of ["first visit", "second visit"]) {
        const { page: tab, context, ...seen } = await visitWatchingPolicy(browser, path, locale);
        await expect.poll(() => headerHydrated(tab), { message: `${round}: hydrated` }).toBe(true);
        expect({ round, ...seen }).toEqual({
          round,
          status: 200,
          hasPolicy: true,
          violations: [],
          inlineScriptsRan: true,
        });
        await context.close();
      }
    });
  }
}
