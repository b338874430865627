import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { demo } from "./support/auth";
import { messageItem, openChat, send, tag } from "./support/community";

// The demo premium accounts are shared by the chat's tests and the server's limits count per user.
test.describe.configure({ mode: "serial" });

const viewports = [
  { name: "phone", viewport: { width: 360, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of viewports) {
  test(`${name}: an author edits and deletes their message; the other member sees both live`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const sofia = await openChat(browser, demo.subscriber, viewport);
    const ada = await openChat(browser, demo.admin, viewport);
    const id = tag();
    const text = `Coworking at Selina tomorrow at 9 ${id}`;
    await send(sofia, text);
    await expect(messageItem(ada, text)).toBeVisible();
    // Only the author edits; an admin deletes but never edits someone's words.
    await expect(messageItem(ada, text).getByRole("button", { name: "Edit message" })).toHaveCount(0);

    // Escape leaves the message as it was.
    await messageItem(sofia, text).getByRole("button", { name: "Edit message" }).click();
    const box = sofia.getByRole("textbox", { name: "Edit your message" });
    await expect(box).toBeFocused();
    await box.fill("Never mind");
    await box.press("Escape");
    await expect(box).toHaveCount(0);
    await expect(messageItem(sofia, text)).toBeVisible();

    const edited = `Coworking at Selina tomorrow at 10 ${id}`;
    await messageItem(sofia, text).getByRole("button", { name: "Edit message" }).click();
    await expectNoSeriousA11yViolations(sofia);
    await box.fill(edited);
    await box.press("Enter");
    await expect(messageItem(sofia, edited)).toContainText("(edited)");
    // Live for the other member: the new text, marked edited, in the same place.
    await expect(messageItem(ada, edited)).toContainText("(edited)");
    await expect(messageItem(ada, text)).toHaveCount(0);

    await messageItem(sofia, edited).getByRole("button", { name: "Delete message" }).click();
    await sofia
      .getByRole("alertdialog", { name: "Delete this message?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(messageItem(sofia, edited)).toHaveCount(0);
    await expect(messageItem(ada, edited)).toHaveCount(0);

    await ada.context().close();
    await sofia.context().close();
  });
}
