import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";
import { untilHydrated } from "./support/hydration";

// The demo premium accounts are shared with the chat's tests and the server's limits count per user.
test.describe.configure({ mode: "serial" });

async function signedIn(browser: Browser, email: string, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await apiLogin(page, email);
  await page.goto(path);
  return page;
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

/** Starts from nothing unread: 'Mark all read' when the bell counts something. */
async function clearBell(page: Page) {
  await expect(bell(page)).toBeVisible({ timeout: 20_000 });
  await expect(bell(page)).toHaveAttribute("data-unread", /\d+/);
  if ((await bell(page).getAttribute("data-unread")) !== "0") {
    await bell(page).click();
    await page.getByRole("menuitem", { name: "Mark all read" }).click();
  }
  await expect(bell(page)).toHaveAccessibleName("Notifications");
}

for (const width of [360, 1280]) {
  test(`at ${width} px: A mentions B from the composer, B's bell counts it live and opens the message`, async ({
    browser,
  }) => {
    // Two members, the chat and three accessibility scans: longer than one page's test.
    test.setTimeout(90_000);
    const tag = `${width}-${Math.random().toString(36).slice(2, 8)}`;
    // Any page shows the bell; the home page is lighter to scan than the list of every city.
    const sofia = await signedIn(browser, demo.subscriber, width, "/");
    await clearBell(sofia);

    const ada = await signedIn(browser, demo.admin, width, "/chat");
    await expect(ada.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
    const box = ada.getByLabel("Message", { exact: true });
    await box.click();
    await box.pressSequentially("Hola @Sof");
    const suggestions = ada.getByRole("listbox", { name: "Members to mention" });
    await expect(suggestions.getByRole("option", { name: "Sofía Subscriber" })).toBeVisible();
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await expectNoSeriousA11yViolations(ada);
    await box.press("Enter");
    await expect(box).toHaveValue("Hola @Sofía Subscriber ");
    await expect(suggestions).toBeHidden();
    await box.pressSequentially(`see you at the meetup ${tag}`);
    await box.press("Enter");
    await expect(box).toHaveValue("");
    const sent = ada.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: tag });
    await expect(sent).toContainText("@Sofía Subscriber see you at the meetup");

    // Live: B's bell counts it without a reload.
    await expect(bell(sofia)).toHaveAccessibleName("Notifications, 1 unread");
    await bell(sofia).click();
    const item = sofia.getByRole("menuitem").filter({ hasText: tag });
    await expect(item).toContainText("Ada Admin mentioned you");
    await expect(item).toContainText(`Hola @Sofía Subscriber see you at the meetup ${tag}`);
    await expectNoSeriousA11yViolations(sofia);
    await item.click();
    await expect(sofia).toHaveURL(/\/chat\?room=general/);
    await expect(
      sofia.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: tag }),
    ).toBeVisible();
    await expect(bell(sofia)).toHaveAccessibleName("Notifications");
    await expectNoSeriousA11yViolations(sofia);
    await Promise.all([ada.context().close(), sofia.context().close()]);
  });
}

test("the profile's 'Email me about' switches: mentions and replies on by default, each saved as it changes", async ({
  browser,
}) => {
  const page = await signedIn(browser, demo.subscriber, 360, "/profile");
  const meetups = page.getByRole("switch", { name: "Meetups" });
  await expect(page.getByRole("switch", { name: "Mentions" })).toBeVisible();
  await expect(page.getByText("Email notifications", { exact: true })).toBeVisible();
  const before = await meetups.getAttribute("aria-checked");
  await untilHydrated(meetups);
  await meetups.click();
  await expect(meetups).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Meetups" })).toHaveAttribute(
    "aria-checked",
    before === "true" ? "false" : "true",
  );
  await expectNoSeriousA11yViolations(page);
  // Back as it was, for the other tests.
  await untilHydrated(page.getByRole("switch", { name: "Meetups" }));
  await page.getByRole("switch", { name: "Meetups" }).click();
  await expect(page.getByRole("switch", { name: "Meetups" })).toHaveAttribute(
    "aria-checked",
    before ?? "false",
  );
  await page.context().close();
});
