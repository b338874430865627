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

/** The 👍 chip under a message, by its accessible name ("👍 2, Thumbs up, you reacted"). */
const thumbsUp = (page: Page, text: string, name: string) =>
  messageItem(page, text).getByRole("button", { name: `👍 ${name}`, exact: true });

for (const { name, viewport } of viewports) {
  test(`${name}: a member reacts and the other sees the count live; taking it back removes it for both`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const sofia = await openChat(browser, demo.subscriber, viewport);
    const ada = await openChat(browser, demo.admin, viewport);
    const text = `Sunset at Barranco, anyone? ${tag()}`;
    await send(sofia, text);
    await expect(messageItem(ada, text)).toBeVisible();

    // Ada reacts from the menu, with the keyboard only.
    const add = messageItem(ada, text).getByRole("button", { name: "Add reaction" });
    await add.focus();
    await add.press("Enter");
    const menu = ada.getByRole("menu", { name: "Add reaction" });
    await expect(menu.getByRole("menuitem")).toHaveCount(6);
    await expectNoSeriousA11yViolations(ada);
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await ada.keyboard.press("Enter");
    await expect(menu).toHaveCount(0);
    await expect(thumbsUp(ada, text, "1, Thumbs up, you reacted")).toHaveAttribute("aria-pressed", "true");

    // Live for Sofía: the count, not pressed for her; her press adds hers, for both.
    await expect(thumbsUp(sofia, text, "1, Thumbs up")).toHaveAttribute("aria-pressed", "false");
    await thumbsUp(sofia, text, "1, Thumbs up").click();
    await expect(thumbsUp(sofia, text, "2, Thumbs up, you reacted")).toHaveAttribute("aria-pressed", "true");
    await expect(thumbsUp(ada, text, "2, Thumbs up, you reacted")).toBeVisible();
    await expectNoSeriousA11yViolations(sofia);

    // Ada takes hers back: Sofía sees the count drop; then Sofía's goes and the chip leaves both pages.
    await thumbsUp(ada, text, "2, Thumbs up, you reacted").click();
    await expect(thumbsUp(sofia, text, "1, Thumbs up, you reacted")).toBeVisible();
    await expect(thumbsUp(ada, text, "1, Thumbs up")).toHaveAttribute("aria-pressed", "false");
    await thumbsUp(sofia, text, "1, Thumbs up, you reacted").click();
    await expect(messageItem(ada, text).getByRole("list", { name: "Reactions" })).toHaveCount(0);
    await expect(messageItem(sofia, text).getByRole("list", { name: "Reactions" })).toHaveCount(0);

    await ada.context().close();
    await sofia.context().close();
  });
}
