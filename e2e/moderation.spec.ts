import { expect, test, type Browser } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";
import { newPaidMember } from "./support/card";
import { messageItem, openChat, send, tag } from "./support/community";

// The demo accounts are shared with the other chat tests: one at a time.
test.describe.configure({ mode: "serial" });

/** A new premium member (paid at the checkout) in the chat: the e2e server hides a message at 1 report. */
async function newMemberInChat(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await newPaidMember(page);
  await page.goto("/chat");
  await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
  return page;
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`a reported message is hidden live, and back live once an admin dismisses the report (${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const sofia = await openChat(browser, demo.subscriber, viewport);
    const bruno = await newMemberInChat(browser, viewport);
    const text = `Visa stamps for sale, DM me ${tag()}`;
    await send(sofia, text);
    await expect(messageItem(bruno, text)).toBeVisible();
    // One's own messages have no Report button.
    await expect(messageItem(sofia, text).getByRole("button", { name: "Report message" })).toHaveCount(0);

    await messageItem(bruno, text).getByRole("button", { name: "Report message" }).click();
    const dialog = bruno.getByRole("dialog", { name: "Report this message" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Choose a reason")).toBeVisible();
    await dialog.getByRole("radio", { name: "Scam or fraud" }).check();
    await dialog.getByLabel("Note for the moderators (optional)").fill("Selling fake entry stamps");
    await expectNoSeriousA11yViolations(bruno);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(bruno.getByText("Report sent")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Hidden live for everyone in the room, its author too.
    await expect(messageItem(bruno, text)).toHaveCount(0);
    await expect(messageItem(sofia, text)).toHaveCount(0);

    const admin = await (await browser.newContext({ viewport })).newPage();
    await apiLogin(admin, demo.admin);
    await admin.goto("/admin?tab=reports");
    await expect(admin.getByRole("heading", { name: "Reported messages" })).toBeVisible();
    const row = admin.getByRole("row").filter({ hasText: text });
    await expect(row).toContainText("Hidden from members");
    await expect(row).toContainText("Scam or fraud");
    await expect(row).toContainText("Selling fake entry stamps");
    await expectNoSeriousA11yViolations(admin);
    await row.getByRole("button", { name: "Dismiss" }).click();
    await expect(admin.getByText("Reports dismissed")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(admin.getByRole("list", { name: "Moderation log" })).toContainText(
      "dismissed the reports of",
    );

    // Back for members, live, in its place.
    await expect(messageItem(sofia, text)).toBeVisible();
    await expect(messageItem(bruno, text)).toBeVisible();
  });
}
