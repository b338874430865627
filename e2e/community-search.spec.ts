import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";

// Search within a room: a message with accents is found without them, shown marked, and opened in
// the conversation (scrolled to and focused when loaded, else in context inside the dialog).
const tag = () => `t${Math.random().toString(36).slice(2, 8)}`;

async function openChat(page: Page) {
  await apiLogin(page, demo.subscriber);
  await page.goto("/chat");
  await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
}

async function post(page: Page, message: string) {
  const response = await page.request.post("/api/community/messages", {
    data: { room: "general", message },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`community search at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("finds a message without its accents, marks the words and opens it in the conversation", async ({
      page,
    }) => {
      await openChat(page);
      const id = tag();
      const text = `Café de especialidad en Medellín ${id}`;
      await post(page, text);
      const item = messages(page).getByRole("listitem").filter({ hasText: text });
      await expect(item).toBeVisible();

      await page.getByRole("button", { name: "Search messages in General" }).click();
      const dialog = page.getByRole("dialog", { name: "Search General" });
      const box = dialog.getByLabel("Search messages");
      await box.fill("m");
      await box.press("Enter");
      await expect(dialog.getByText("Type at least 2 characters to search.")).toBeVisible();

      await box.fill(`medellin cafe ${id}`);
      await box.press("Enter");
      await expect(dialog.getByRole("status")).toHaveText(`1 message matches “medellin cafe ${id}”.`);
      const results = dialog.getByRole("list", { name: "Search results" });
      await expect(results.locator("mark")).toHaveText(["Café", "Medellín", id]);
      await expectNoSeriousA11yViolations(page);

      // Loaded in the list: the dialog closes and the message is scrolled to and focused.
      await results.getByRole("button").first().click();
      await expect(dialog).toBeHidden();
      await expect(item).toBeFocused();
      await expect(item).toBeInViewport();

      // Not loaded (stands in for an older message): shown with its neighbours inside the dialog.
      await item.evaluate((element) => element.removeAttribute("data-message-id"));
      await page.getByRole("button", { name: "Search messages in General" }).click();
      await dialog.getByLabel("Search messages").fill(`cafe ${id}`);
      await dialog.getByLabel("Search messages").press("Enter");
      await dialog.getByRole("list", { name: "Search results" }).getByRole("button").first().click();
      const context = dialog.getByRole("list", { name: "Messages around the result" });
      await expect(context.locator('[aria-current="true"]')).toContainText(text);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: "Back to results" }).click();
      await expect(dialog.getByRole("list", { name: "Search results" })).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
}
