import { expect, test, type Page } from "@playwright/test";
import { takeOwnAddress } from "./support/address";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo, loginThroughDialog, registerConfirmedMember } from "./support/auth";

// Anonymous quotas also count by IP: every test comes from its own (forwarded) address.
test.beforeEach(async ({ context }) => {
  await takeOwnAddress(context);
});

async function openChat(page: Page) {
  await page.goto("/?focus=chat");
  const input = page.getByLabel("Your question");
  await expect(input).toBeFocused({ timeout: 15_000 });
  return input;
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel("Your question");
  await input.fill(question);
  await input.press("Enter");
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log.getByText(question)).toBeVisible();
  await expect(page.getByRole("status", { name: "The visa team is typing" })).toHaveCount(0, {
    timeout: 20_000,
  });
}

test.describe("visa chat", () => {
  test("without the focus hint the chat loads when scrolled to, with the welcome already there", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByLabel("Loading the visa chat")).toBeAttached();
    await expect(page.getByLabel("Your question")).toHaveCount(0);
    await page.getByLabel("Loading the visa chat").scrollIntoViewIfNeeded();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("from the Latitud Visa Team", { timeout: 15_000 });
    await expect(page.getByLabel("Your question")).toBeVisible();
  });

  test("an anonymous visitor asks 3 questions, then meets the limit and the register modal", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openChat(page);
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("Latitud Visa Team");
    await expect(page.getByText("Messages today: 0/3")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade for more" })).toBeVisible();

    await ask(page, "Does Colombia have a digital nomad visa and how much income do I need?");
    await expect(log).toContainText(/minimum (monthly )?wage/i);
    await expect(log.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByText("Messages today: 1/3")).toBeVisible();

    await ask(page, "Can I stay in Brazil for more than 90 days as a tourist?");
    await expect(page.getByText("1 message left today")).toBeVisible();
    await expect(page.getByText("Sign up for more messages!").first()).toBeVisible();
    await ask(page, "What about Uruguay?");
    await expect(page.getByText("Daily limit reached")).toBeVisible();

    const modal = page.getByRole("dialog");
    await expect(modal.getByRole("heading", { name: "You've reached today's limit" })).toBeVisible();
    await expect(modal).toContainText("3 questions a day");
    await expect(modal.getByRole("link", { name: "Register Now" })).toHaveAttribute(
      "href",
      "/join?tab=register",
    );
    await modal.getByRole("button", { name: "Maybe Later" }).click();
    await expect(page.getByLabel("Your question")).toBeDisabled();
    await expect(page.getByLabel("Your question")).toHaveAttribute(
      "placeholder",
      "Daily message limit reached",
    );
    await expectNoSeriousA11yViolations(page);

    // Coming back later the same day: the chat itself says the questions are used up; no toast on load.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __toasts: string[] }).__toasts = seen;
      new MutationObserver(() =>
        document
          .querySelectorAll("[data-sonner-toast]")
          .forEach((toast) => seen.push(toast.textContent ?? "")),
      ).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await page.getByRole("heading", { name: "Ask the visa team" }).scrollIntoViewIfNeeded();
    const box = page.getByLabel("Your question");
    await expect(page.getByText("Daily limit reached")).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText("You've used today's free questions. Register to ask more every day."),
    ).toBeVisible();
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute("placeholder", "Daily message limit reached");
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual([]);

    // The server refuses a 4th message even if the page is bypassed.
    const token = await page.evaluate(() => localStorage.getItem("latitud:anonymous-token"));
    const refused = await page.request.post("/api/chat/visa/messages", {
      headers: { "x-anonymous-token": token!, origin: new URL(page.url()).origin },
      data: { message: "one more" },
    });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual(
      expect.objectContaining({
        limitType: "quota",
        currentCount: 3,
        maxCount: 3,
        error: "Daily message limit reached (3/3). Please try again tomorrow or upgrade your plan.",
      }),
    );
  });

  test("a member has 7 a day and their history survives a reload", async ({ page }) => {
    const { email, password } = await registerConfirmedMember(page);
    await loginThroughDialog(page, email, password);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await openChat(page);
    await expect(page.getByText("Messages today: 0/7")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get unlimited" })).toBeVisible();
    await ask(page, "How long can I stay in Peru as a tourist?");
    await expect(page.getByText("Chat saved")).toBeVisible();
    await page.reload();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("How long can I stay in Peru as a tourist?")).toBeVisible();
    await expect(page.getByText("Messages today: 1/7")).toBeVisible();
    await page.getByRole("button", { name: "New" }).click();
    await expect(log.getByText("How long can I stay in Peru as a tourist?")).toHaveCount(0);
    await expect(log).toContainText("Your conversations are saved");
  });

  test("an anonymous conversation moves to the account on login", async ({ page }) => {
    const { email, password } = await registerConfirmedMember(page);
    await page.evaluate(() => localStorage.removeItem("latitud:anonymous-token"));
    await openChat(page);
    await ask(page, "Do I need a yellow fever vaccine for Bolivia?");
    await loginThroughDialog(page, email, password);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("Do I need a yellow fever vaccine for Bolivia?")).toBeVisible();
    await page.reload();
    await expect(log.getByText("Do I need a yellow fever vaccine for Bolivia?")).toBeVisible();
  });

  test("an admin is never limited and sees no upsell", async ({ page }) => {
    await apiLogin(page, demo.admin);
    await openChat(page);
    await expect(page.getByText("Unlimited messages")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get unlimited" })).toHaveCount(0);
    await expect(page.getByText("Your Travel Visa Consultation (Premium)")).toBeVisible();
    await ask(page, "What is Costa Rica's digital nomad visa income requirement?");
    await expect(page.getByRole("log", { name: "Conversation" }).getByText("Premium").first()).toBeVisible();
  });

  test("replies render Markdown safely: no script runs, javascript: links are dropped", async ({ page }) => {
    await openChat(page);
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await ask(page, "<img src=x onerror=alert(1)> [click](javascript:alert(1)) visa for Chile?");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.locator("img")).toHaveCount(0);
    await expect(log.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("a Spanish page: the answer corrects a premise, footnotes its sources and links the eligibility check once prefixed", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/es?focus=chat");
    const input = page.getByLabel("Tu pregunta");
    await expect(input).toBeFocused({ timeout: 15_000 });
    const log = page.getByRole("log", { name: "Conversación" });
    const question = "Gano 1.200 dólares al mes, ¿califico para la visa de nómada digital de Ecuador?";
    await input.fill(question);
    await input.press("Enter");
    await expect(log.getByText(question)).toBeVisible();
    await expect(page.getByRole("status", { name: "El equipo de visas está escribiendo" })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(log).toContainText("por debajo");
    await expect(log).toContainText(/\[1\]/);
    await expect(log.getByRole("link", { name: "revisa tu elegibilidad" })).toHaveAttribute(
      "href",
      "/es/visa/eligibility?income=1200",
    );
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await log.getByRole("link", { name: "revisa tu elegibilidad" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/visa-assistant-es-${width}.png` });
    }
  });

  test("the API answers bad input with JSON errors", async ({ request, baseURL }) => {
    const headers = { origin: baseURL!, "x-anonymous-token": "anon_e2etokenforbadinput1" };
    expect(
      (await request.post("/api/chat/visa/messages", { headers, data: { message: "   " } })).status(),
    ).toBe(422);
    expect(
      (
        await request.post("/api/chat/visa/messages", { headers, data: { message: "x".repeat(3000) } })
      ).status(),
    ).toBe(422);
    expect(
      (
        await request.post("/api/chat/visa/messages", { headers, data: { message: "x".repeat(9000) } })
      ).status(),
    ).toBe(413);
    expect(
      (
        await request.post("/api/chat/visa/messages", {
          headers: { origin: baseURL! },
          data: { message: "hi" },
        })
      ).status(),
    ).toBe(400);
    expect((await request.get("/api/chat/visa/history?chatId=not-a-uuid", { headers })).status()).toBe(400);
    expect((await request.get("/api/chat/visa/chats")).status()).toBe(401);
  });
});
