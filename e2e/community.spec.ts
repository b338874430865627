import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";
import { newPaidMember } from "./support/card";
import { composer, disconnect, messageItem, openChat, reconnect, send, tag } from "./support/community";

// The demo premium accounts are shared by these tests and the server's limits count per user: one at a time.
test.describe.configure({ mode: "serial" });

test.describe("community chat", () => {
  test("visitors go to log in first; members without a subscription see the Premium Feature upsell", async ({
    page,
  }) => {
    await page.goto("/chat");
    await expect(page).toHaveURL(/\/join\?next=%2Fchat/);

    await apiLogin(page, demo.member);
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: "Premium Feature" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveCount(0);
    // The API refuses too, whatever the page shows.
    expect((await page.request.get("/api/community/messages?room=general")).status()).toBe(403);
    await expectNoSeriousA11yViolations(page);
  });

  test("two premium members see each other's messages and deletions live", async ({ browser }) => {
    test.setTimeout(90_000);
    const ada = await openChat(browser, demo.admin);
    const sofia = await openChat(browser, demo.subscriber);
    const id = tag();

    const fromAda = `Hola from Ada ${id}, see https://latitud.app/cities`;
    await send(ada, fromAda);
    await expect(messageItem(sofia, fromAda)).toBeVisible();
    // Plain text with a safe link.
    const link = messageItem(sofia, fromAda).getByRole("link", { name: "https://latitud.app/cities" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(link).toHaveAttribute("target", "_blank");

    const fromSofia = `Hi Ada, Sofía here ${id}`;
    await send(sofia, fromSofia);
    await expect(messageItem(ada, fromSofia)).toBeVisible();
    await expect(messageItem(ada, fromSofia)).toContainText("Sofía Subscriber");

    // Sofía deletes her own message; it disappears for Ada. She cannot delete Ada's.
    await expect(messageItem(sofia, fromAda).getByRole("button", { name: "Delete message" })).toHaveCount(0);
    await messageItem(sofia, fromSofia).getByRole("button", { name: "Delete message" }).click();
    await sofia
      .getByRole("alertdialog", { name: "Delete this message?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(messageItem(sofia, fromSofia)).toHaveCount(0);
    await expect(messageItem(ada, fromSofia)).toHaveCount(0);

    // Ada (admin) removes one of Sofía's messages: moderation reaches Sofía live.
    const another = `Another one ${id}`;
    await send(sofia, another);
    await expect(messageItem(ada, another)).toBeVisible();
    await messageItem(ada, another).getByRole("button", { name: "Delete message" }).click();
    await ada
      .getByRole("alertdialog", { name: "Delete this message?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(messageItem(sofia, another)).toHaveCount(0);

    // A message in another room reaches Ada as a notice, not in her list.
    await sofia.getByRole("navigation", { name: "Rooms" }).getByRole("button", { name: /Lima/ }).click();
    await expect(sofia.getByRole("heading", { level: 1 })).toContainText("Lima");
    await expect(sofia.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
    const inLima = `Anyone in Miraflores this week? ${id}`;
    await send(sofia, inLima);
    await expect(ada.getByText("New message in Lima")).toBeVisible();
    await expect(messageItem(ada, inLima)).toHaveCount(0);

    await expectNoSeriousA11yViolations(ada);
    await ada.context().close();
    await sofia.context().close();
  });

  test("deleting asks first, then the message leaves every other client: live, and one that was offline when it happened", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ada = await openChat(browser, demo.admin);
    const sofia = await openChat(browser, demo.subscriber);
    // Sofía's second device, which loses its connection before the deletion.
    const phone = await openChat(browser, demo.subscriber);
    const text = `Wrong room, sorry ${tag()}`;
    await send(sofia, text);
    await expect(messageItem(ada, text)).toBeVisible();
    await expect(messageItem(phone, text)).toBeVisible();

    await disconnect(phone);
    await expect(phone.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();

    // A click on the bin asks first; 'Cancel' keeps the message.
    await messageItem(sofia, text).getByRole("button", { name: "Delete message" }).click();
    const confirm = sofia.getByRole("alertdialog", { name: "Delete this message?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(text);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(messageItem(sofia, text)).toBeVisible();
    await expect(messageItem(ada, text)).toBeVisible();

    await messageItem(sofia, text).getByRole("button", { name: "Delete message" }).click();
    await sofia
      .getByRole("alertdialog", { name: "Delete this message?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(messageItem(sofia, text)).toHaveCount(0);
    // Live: the other member's page drops it at once.
    await expect(messageItem(ada, text)).toHaveCount(0);
    // Reconnecting: the device that was offline catches up on the deletion.
    await expect(messageItem(phone, text)).toBeVisible();
    await reconnect(phone);
    await expect(phone.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(messageItem(phone, text)).toHaveCount(0);

    await ada.context().close();
    await sofia.context().close();
    await phone.context().close();
  });

  test("the composer checks length and counts down when a new member sends too fast", async ({ browser }) => {
    test.setTimeout(120_000);
    // A member of their own: the refusals below must not spend a budget other tests count on.
    const context = await browser.newContext();
    const page = await context.newPage();
    await newPaidMember(page);
    await page.goto("/chat");
    await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
    const box = composer(page);

    await expect(page.getByText("500 characters remaining")).toBeVisible();
    await box.fill("x".repeat(505));
    await expect(page.getByText("5 characters over the limit")).toBeVisible();
    await box.press("Enter");
    await expect(page.getByText("Messages cannot exceed 500 characters.")).toBeVisible();
    // Shift+Enter adds a line instead of sending.
    await box.fill("first line");
    await box.press("Shift+Enter");
    await box.pressSequentially("second line");
    await expect(box).toHaveValue("first line\nsecond line");

    // An account younger than 3 days sends 3 messages per 30 s: the 4th (or a later one, should
    // the server's 30 s window turn during the burst) is refused and the composer counts down.
    const countdown = page.getByRole("status").filter({ hasText: /You can send again in \d+ s/ });
    const id = tag();
    let refusedAt = 0;
    for (let i = 1; i <= 7; i++) {
      const text = `Burst ${id} #${i}`;
      await box.fill(text);
      await box.press("Enter");
      await expect(async () => {
        const limited = await countdown.isVisible();
        expect(limited || (await box.inputValue()) === "").toBe(true);
      }).toPass();
      if (await countdown.isVisible()) {
        refusedAt = i;
        await expect(box).toHaveValue(text);
        await expect(messageItem(page, text)).toHaveCount(0);
        break;
      }
    }
    expect(refusedAt).toBeGreaterThanOrEqual(4);
    await expect(page.getByText("Please slow down")).toBeVisible();
    await expect(page.getByText(/New members can send 3 messages every 30 seconds/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    const seconds = async () => Number((await countdown.textContent())?.match(/in (\d+) s/)?.[1]);
    const first = await seconds();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    // It counts down; refused in the window's last second, it simply ends (0).
    const left = async () => ((await countdown.isVisible()) ? seconds() : 0);
    await expect.poll(left, { timeout: 5000 }).toBeLessThan(first);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
