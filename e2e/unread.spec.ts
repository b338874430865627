import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { demo } from "./support/auth";
import { messages, openChat, send, tag } from "./support/community";

/**
 * Unread state with two premium members, at a phone's width and a desktop's: Ada has read a room,
 * Sofía writes in it while Ada is elsewhere; Ada sees the room's unread count (live, and after a
 * reload from the server), and on opening it a "New messages" divider above Sofía's first message
 * and a "Jump to first unread" button that brings it into view.
 */

// The demo accounts post within the server's per-user limit (10 a minute): one width at a time.
test.describe.configure({ mode: "serial" });

const readMark = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes("/api/community/reads") && response.request().method() === "POST",
  );

async function openRoom(page: Page, room: { id: string; name: string }, width: number) {
  if (width < 768) await page.locator("#community-room").selectOption(room.id);
  else await page.getByRole("navigation", { name: "Rooms" }).getByRole("button", { name: room.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(room.name);
}

const unreadCount = (page: Page, room: { id: string; name: string }, width: number) =>
  width < 768
    ? page.locator(`#community-room option[value="${room.id}"]`)
    : page.getByRole("navigation", { name: "Rooms" }).getByRole("button", { name: new RegExp(room.name) });

for (const width of [360, 1280]) {
  test(`unread count, "New messages" divider and "Jump to first unread" at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: 640 };
    const room =
      width < 768 ? { id: "cuenca-ecuador", name: "Cuenca" } : { id: "oaxaca-mexico", name: "Oaxaca" };
    const ada = await openChat(browser, demo.admin, viewport);
    const marked = readMark(ada);
    await openRoom(ada, room, width);
    await marked;
    await openRoom(ada, { id: "general", name: "General" }, width);

    const sofia = await openChat(browser, demo.subscriber, viewport);
    await openRoom(sofia, room, width);
    await expect(sofia.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
    const id = tag();
    const texts = Array.from(
      { length: 5 },
      (_, i) =>
        `Unread ${id} number ${i + 1}: who is around this weekend for coffee and coworking? ` +
        "I know a quiet place with good wifi, big tables, plugs everywhere and a terrace with a view of the hills.",
    );
    for (const text of texts) await send(sofia, text);
    // Her own messages are never new to her.
    await expect(sofia.getByText("New messages", { exact: true })).toHaveCount(0);

    // Live, then from the server after a reload.
    await expect(unreadCount(ada, room, width)).toContainText("5");
    await ada.reload();
    await expect(unreadCount(ada, room, width)).toContainText("5", { timeout: 15_000 });

    await openRoom(ada, room, width);
    const divider = messages(ada)
      .getByRole("listitem")
      .filter({ hasText: /^New messages$/ });
    await expect(divider).toHaveCount(1);
    await expect(divider.locator("xpath=following-sibling::li[1]")).toContainText(texts[0]!);
    const jump = ada.getByRole("button", { name: "Jump to first unread" });
    await expect(jump).toBeVisible();
    await expectNoSeriousA11yViolations(ada);
    await jump.click();
    await expect(divider).toBeInViewport();
    await expect(divider).toBeFocused();
    await expect(jump).toHaveCount(0);
    for (const page of [ada, sofia]) await page.context().close();
  });
}
