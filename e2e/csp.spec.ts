import { expect, test } from "@playwright/test";
import { visitWatchingPolicy } from "./support/csp";

/**
 * Every kind of document the server sends, opened twice, each time in a fresh browser context: the
 * second visit gets what the first left in Next.js's cache (a cached render keeps the nonce of the
 * request that made it). Each must carry a Content-Security-Policy, none may report a violation, and
 * the page's inline scripts must have run (Next.js's `self.__next_f`) and React hydrated it, so a
 * page whose scripts are all blocked cannot pass.
 */
const kinds: Array<{ kind: string; path: string; status: number; hydrates: boolean }> = [
  { kind: "a mistyped city", path: "/cities/nowhere-at-all", status: 404, hydrates: true },
  { kind: "an unknown path", path: "/no-such-page", status: 404, hydrates: true },
  { kind: "an unknown file", path: "/no-such-file.txt", status: 404, hydrates: true },
  { kind: "a mistyped guide PDF", path: "/guides/narnia.pdf", status: 404, hydrates: true },
  { kind: "a prerendered page", path: "/groups", status: 200, hydrates: true },
  {
    kind: "the city list, rendered per request from its filters",
    path: "/cities?month=3&sort=budget",
    status: 200,
    hydrates: true,
  },
  { kind: "a prerendered city", path: "/cities/lima-peru", status: 200, hydrates: true },
  { kind: "a page rendered per request", path: "/join", status: 200, hydrates: true },
  {
    kind: "a page rendered per request that is not found",
    path: "/profile/00000000-0000-4000-8000-000000000000",
    status: 404,
    hydrates: true,
  },
  { kind: "the error page", path: "/_global-error", status: 500, hydrates: false },
  { kind: "the authentication error screen", path: "/?error=Verification", status: 200, hydrates: true },
];

for (const { kind, path, status, hydrates } of kinds) {
  test(`${kind} (${path}): no policy violation, twice`, async ({ browser }) => {
    for (const round of ["first visit", "second visit"]) {
      const { page, context, ...seen } = await visitWatchingPolicy(browser, path);
      if (hydrates)
        await expect(
          page.getByRole("banner").getByRole("button", { name: "Log in" }),
          `${round}: hydrated`,
        ).toBeVisible();
      expect({ round, ...seen }).toEqual({
        round,
        status,
        hasPolicy: true,
        violations: [],
        inlineScriptsRan: true,
      });
      await context.close();
    }
  });
}
