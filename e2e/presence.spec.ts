import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";

/**
 * Presence with two premium members, at a phone's width and a desktop's: Sofía shares her city in her
 * profile and Ada sees her on that city's page; a member without premium sees an invitation, not
 * names; in the chat each sees the other under "Online now".
 */

// The demo accounts' sharing is shared state: one width at a time.
test.describe.configure({ mode: "serial" });

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await apiLogin(page, email);
  return page;
}

async function shareCity(page: Page, city: string) {
  await page.goto("/profile?tab=sharing");
  await page.getByLabel("My current city").selectOption({ label: city });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

const inTown = (page: Page) => page.getByRole("region", { name: "Who's in town" });

/**
 * Opens a city page; the "Added … to your interests" toast of a first visit is closed before the
 * page is scanned (a toast over the page is the shell's, not what this test checks).
 */
async function openCity(page: Page, id: string) {
  await page.goto(`/cities/${id}`);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "to your interests" });
  if (
    await toast.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  ) {
    await toast.getByRole("button").first().click();
    await expect(toast).toHaveCount(0);
  }
}

for (const width of [360, 1280]) {
  test.describe(`presence at ${width} px`, () => {
    test("a shared city shows on its page to other premium members only", async ({ browser }) => {
      test.setTimeout(120_000);
      const sofia = await signedIn(browser, demo.subscriber, width);
      await sofia.goto("/profile?tab=sharing");
      await expect(sofia.getByText(/counts as current for 30 days/)).toBeVisible();
      await shareCity(sofia, "Medellín, Colombia");
      await expect(sofia.getByText(/Shown on the page of Medellín until/)).toBeVisible();
      await expectNoSeriousA11yViolations(sofia);

      // Sofía does not see herself; Ada does.
      await openCity(sofia, "medellin-colombia");
      await expect(inTown(sofia).getByText("No other member shares")).toBeVisible();

      const ada = await signedIn(browser, demo.admin, width);
      await openCity(ada, "medellin-colombia");
      const list = inTown(ada).getByRole("list", { name: "Members in Medellín" });
      await expect(list.getByRole("listitem").filter({ hasText: "Sofía S." })).toBeVisible();
      await expect(list).toContainText(/Here until/);
      await inTown(ada).scrollIntoViewIfNeeded();
      const box = (await inTown(ada).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(ada);

      // A member without premium sees the invitation, never the names.
      const marina = await signedIn(browser, demo.member, width);
      await openCity(marina, "medellin-colombia");
      await expect(inTown(marina).getByRole("link", { name: "Join the community" })).toBeVisible();
      await expect(inTown(marina)).not.toContainText("Sofía");
      expect((await marina.request.get("/api/presence/town?city=medellin-colombia")).status()).toBe(403);
      await expectNoSeriousA11yViolations(marina);

      // Stopping: "Don't share" takes her off the page.
      await shareCity(sofia, "Don't share");
      await expect(sofia.getByText("You are not sharing a city.")).toBeVisible();
      await ada.reload();
      await expect(inTown(ada).getByText("No other member shares")).toBeVisible();
      for (const page of [sofia, ada, marina]) await page.context().close();
    });

    test("each premium member in the chat sees the other under Online now", async ({ browser }) => {
      test.setTimeout(90_000);
      const ada = await signedIn(browser, demo.admin, width);
      const sofia = await signedIn(browser, demo.subscriber, width);
      for (const page of [ada, sofia]) await page.goto("/chat");
      for (const [page, other] of [
        [ada, "Sofía S."],
        [sofia, "Ada A."],
      ] as const) {
        await expect(async () => {
          // Sofía came after Ada's first heartbeat: a reload sends the next one at once.
          await page.reload();
          // Closed on a phone, open on a wide screen.
          if (width < 768)
            await page
              .locator("[data-online-now]")
              .getByText(/^Online now/)
              .click();
          await expect(page.getByRole("list", { name: /^Online now \(\d+\)$/ })).toContainText(other, {
            timeout: 3000,
          });
        }).toPass({ timeout: 30_000 });
        await expect(page.getByRole("list", { name: /^Online now/ })).toContainText("(you)");
      }
      await expectNoSeriousA11yViolations(sofia);
      for (const page of [ada, sofia]) await page.context().close();
    });
  });
}
