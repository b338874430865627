import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { demo } from "./support/auth";
import { messageItem, openChat, send, tag } from "./support/community";

// The demo premium accounts are shared by the chat's tests and the server's limits count per user.
test.describe.configure({ mode: "serial" });

const viewports = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

const panel = (page: Page) => page.locator("[data-thread-panel]");
const replies = (page: Page) => panel(page).getByRole("list", { name: "Replies" });
const replyBox = (page: Page) => panel(page).getByRole("textbox", { name: "Reply", exact: true });

async function reply(page: Page, text: string) {
  await replyBox(page).fill(text);
  await replyBox(page).press("Enter");
  await expect(replyBox(page)).toHaveValue("");
  await expect(replies(page)).toContainText(text);
}

for (const { name, viewport } of viewports) {
  test(`${name}: a member replies in a thread; the author sees the count and the reply live`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const sofia = await openChat(browser, demo.subscriber, viewport);
    const ada = await openChat(browser, demo.admin, viewport);
    const id = tag();
    const text = `Anyone up for the Salkantay trek next week? ${id}`;
    await send(sofia, text);
    await expect(messageItem(ada, text)).toBeVisible();

    // Ada opens the thread: the reply box has the focus; she replies.
    await messageItem(ada, text).getByRole("button", { name: "Reply in thread" }).click();
    await expect(panel(ada).getByRole("heading", { name: "Thread" })).toBeVisible();
    await expect(panel(ada)).toContainText("No replies yet");
    await expect(replyBox(ada)).toBeFocused();
    const first = `Count me in ${id}`;
    await reply(ada, first);

    // Sofia, live: her message now says "1 reply · last reply …"; the reply stays out of the list.
    const summary = messageItem(sofia, text).getByRole("button", { name: /^1 reply · last reply/ });
    await expect(summary).toBeVisible();
    await expect(messageItem(sofia, first)).toHaveCount(0);
    await summary.click();
    await expect(replies(sofia)).toContainText(first);
    await expectNoSeriousA11yViolations(sofia);

    // Ada replies again: the reply appears in Sofia's open thread and the count follows.
    const second = `I have a tent ${id}`;
    await reply(ada, second);
    await expect(replies(sofia)).toContainText(second);
    await expect(panel(sofia)).toContainText("2 replies");

    // Escape closes the thread and gives the focus back to what opened it.
    await sofia.keyboard.press("Escape");
    await expect(panel(sofia)).toHaveCount(0);
    const updated = messageItem(sofia, text).getByRole("button", { name: /^2 replies · last reply/ });
    await expect(updated).toBeFocused();
    await expectNoSeriousA11yViolations(sofia);

    // The close button closes it too.
    await panel(ada).getByRole("button", { name: "Close thread" }).click();
    await expect(panel(ada)).toHaveCount(0);

    // Sofía's bell has Ada's replies; one opens the thread at that reply, focused.
    await sofia.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
    const notification = sofia.getByRole("menuitem").filter({ hasText: second });
    await expect(notification).toContainText("Ada Admin replied to your thread");
    await notification.click();
    await expect(sofia).toHaveURL(/\/chat\?(?=.*thread=[0-9a-f-]{36})(?=.*message=[0-9a-f-]{36})/);
    await expect(replies(sofia)).toContainText(first);
    await expect(replies(sofia).getByRole("listitem").filter({ hasText: second })).toBeFocused();
    await expectNoSeriousA11yViolations(sofia);

    await ada.context().close();
    await sofia.context().close();
  });
}
