import { expect, test, type Browser, type Page } from "@playwright/test";
import { takeOwnAddress, visitorAddress } from "./support/address";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo, registerConfirmedMember } from "./support/auth";
import { fillCardFields, VISA } from "./support/card";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Lead requests are limited per IP address: every test comes from its own (forwarded) address.
test.beforeEach(async ({ context }) => {
  await takeOwnAddress(context);
});

/** A visitor's 'Talk to a lawyer' request from /visa, in its own browser context. */
async function sendLawyerRequest(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
) {
  await page.goto("/visa");
  await page.getByRole("button", { name: "Talk to a lawyer" }).click();
  const dialog = page.getByRole("dialog", { name: "Talk to a lawyer" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Country").selectOption({ label: "Colombia" });
  await dialog.getByLabel("Preferred language").selectOption({ label: "Spanish" });
  await dialog.getByLabel("How can a lawyer help?").fill(message);
  await dialog.getByRole("checkbox", { name: /I agree that Latitud shares my request/ }).check();
  await dialog.getByRole("button", { name: "Send request" }).click();
  const sent = page.getByRole("dialog", { name: "Request sent" });
  await expect(sent.getByRole("status")).toContainText("will contact you by email");
  return sent;
}

async function creditBalance(page: Page): Promise<number> {
  const text = await page.getByRole("region", { name: "Credit balance" }).innerText();
  return Number(text.match(/(\d+)\s+credits?/)?.[1] ?? NaN);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": visitorAddress() } });
  return context.newPage();
}

test.describe("lawyer marketplace", () => {
  test("a visitor sends a 'Talk to a lawyer' request from /visa, only with consent", async ({ page }) => {
    await page.goto("/visa");
    await page.getByRole("button", { name: "Talk to a lawyer" }).click();
    const dialog = page.getByRole("dialog", { name: "Talk to a lawyer" });
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByText("Please agree to share your request with a lawyer.")).toBeVisible();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Talk to a lawyer" })).toBeFocused();

    const sent = await sendLawyerRequest(page, {
      name: "Valeria Gómez",
      email: `valeria-${unique()}@example.com`,
      message: "Quiero ayuda con la visa de nómada digital para Colombia el próximo mes.",
    });
    await sent.getByRole("button", { name: "Close" }).first().click();
    await expect(sent).toBeHidden();
    await expect(page.getByRole("button", { name: "Talk to a lawyer" })).toBeFocused();
  });

  test("a signed-in person asks the visa chat, then gets help from a lawyer with the conversation", async ({
    page,
  }) => {
    await apiLogin(page, demo.admin);
    await page.goto("/?focus=chat");
    const input = page.getByLabel("Your question");
    await expect(input).toBeFocused({ timeout: 15_000 });
    await input.fill("Can I get the digital nomad visa in Colombia in 3 months?");
    await input.press("Enter");
    await expect(page.getByRole("status", { name: "The visa team is typing" })).toHaveCount(0, {
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Get help from a lawyer" }).click();
    const dialog = page.getByRole("dialog", { name: "Talk to a lawyer" });
    await expect(dialog.getByLabel("How can a lawyer help?")).toHaveValue(
      "Can I get the digital nomad visa in Colombia in 3 months?",
    );
    await expect(dialog.getByLabel("Country")).toHaveValue("colombia");
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(demo.admin);
    const consent = dialog.getByRole("checkbox", { name: /and the last \d+ messages of my visa chat/ });
    await dialog.getByLabel("Name", { exact: true }).fill("Ada Admin");
    await consent.check();
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("dialog", { name: "Request sent" })).toBeVisible();
  });

  test("a lawyer buys credits, unlocks a lead (one credit) and finds the contact details in My Leads", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ref = unique();
    const name = `Tomás Lead ${ref}`;
    const email = `tomas-${ref}@example.com`;
    const visitor = await newPage(browser);
    await sendLawyerRequest(visitor, {
      name,
      email,
      message: `Necesito una visa de trabajo para Colombia, referencia ${ref}.`,
    });
    await visitor.context().close();

    await apiLogin(page, demo.lawyer);
    await page.goto("/lawyer/dashboard");
    await expect(page).toHaveURL("/lawyer/dashboard/marketplace");
    await expect(page.getByRole("heading", { name: "Lawyer dashboard" })).toBeVisible();

    // Credits first, through the card sandbox: a one-off charge of the 5-credit pack.
    await page
      .getByRole("navigation", { name: "Lawyer dashboard sections" })
      .getByRole("link", { name: "Billing" })
      .click();
    await expect(page).toHaveURL("/lawyer/dashboard/billing");
    const before = await creditBalance(page);
    const form = page.getByRole("form", { name: "Buy credits" });
    await form.getByRole("radio", { name: /^5 credits/ }).check();
    await fillCardFields(page, form, VISA, "Lucas Lawyer");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByText("Payment Successful")).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => creditBalance(page)).toBe(before + 5);
    await expect(page.getByRole("table", { name: "Credit pack purchases" })).toContainText("$25.00");

    // The marketplace: anonymised, filtered by country in the URL.
    await page.getByRole("link", { name: "Marketplace" }).click();
    await page.getByLabel("Country").selectOption({ label: "Colombia" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/lawyer\/dashboard\/marketplace\?country=colombia/);
    const card = page.getByRole("article").filter({ hasText: ref });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(name);
    await expect(card).not.toContainText(email);
    await expectNoSeriousA11yViolations(page);
    // A confirmation states the cost and the credits left; cancelling spends nothing.
    await card.getByRole("button", { name: "Unlock (1 credit)" }).click();
    const confirm = page.getByRole("dialog", { name: "Unlock this lead?" });
    await expect(confirm).toContainText(
      `This uses 1 credit. You have ${before + 5} credits; ${before + 4} credit${before + 4 === 1 ? "" : "s"} left after.`,
    );
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(card.getByRole("button", { name: "Unlock (1 credit)" })).toBeVisible();
    expect(await creditBalance(page)).toBe(before + 5);
    await card.getByRole("button", { name: "Unlock (1 credit)" }).click();
    await page
      .getByRole("dialog", { name: "Unlock this lead?" })
      .getByRole("button", { name: "Unlock for 1 credit" })
      .click();
    await expect(card.getByText("Unlocked")).toBeVisible();
    await expect.poll(() => creditBalance(page)).toBe(before + 4);

    await page.getByRole("link", { name: "My Leads" }).click();
    await expect(page).toHaveURL("/lawyer/dashboard/leads");
    const lead = page.getByRole("article", { name });
    await expect(lead).toBeVisible();
    await expect(lead.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(lead).toContainText(`referencia ${ref}`);
    await expectNoSeriousA11yViolations(page);
  });

  test("the lawyer pages fit a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await apiLogin(page, demo.lawyer);
    for (const path of [
      "/lawyer/dashboard/marketplace",
      "/lawyer/dashboard/leads",
      "/lawyer/dashboard/billing",
      "/lawyer/dashboard/settings",
      "/lawyer/billing",
      "/lawyer/apply",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.goto("/visa");
    await page.getByRole("button", { name: "Talk to a lawyer" }).click();
    await expect(
      page.getByRole("dialog", { name: "Talk to a lawyer" }).getByRole("button", { name: "Send request" }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  // Depends on the admin dashboard (the team lead's): /admin?tab=users must list each pending lawyer
  // application as a list item, table row or article that shows the applicant's full name and has a
  // button named 'Approve' calling approveApplicationAction (lib/lawyers/admin-actions.ts).
  test("a member applies as a lawyer, an admin approves, and the applicant opens the lawyer dashboard", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { email, password } = await registerConfirmedMember(page);
    await apiLogin(page, email, password);
    await page.goto("/lawyer/dashboard");
    await expect(page.getByRole("heading", { name: "Authorization Required" })).toBeVisible();
    await page.getByRole("link", { name: "Apply as a Lawyer" }).click();
    await expect(page).toHaveURL("/lawyer/apply");

    const fullName = `Camila Rojas ${unique()}`;
    const form = page.getByRole("form", { name: "Lawyer application" });
    await form.getByRole("button", { name: "Submit application" }).click();
    await expect(form.getByText("Please enter your bar registration number.")).toBeVisible();
    await expect(form.getByText("Choose at least one country.")).toBeVisible();
    await form.getByLabel("Full name").fill(fullName);
    await form.getByLabel("Bar registration number").fill("TP 456.789 CSJ");
    await form
      .getByRole("group", { name: "Countries you practise in" })
      .getByRole("checkbox", { name: "Colombia" })
      .check();
    await form
      .getByRole("group", { name: "Countries you practise in" })
      .getByRole("checkbox", { name: "Peru" })
      .check();
    await form
      .getByRole("group", { name: "Languages you work in" })
      .getByRole("checkbox", { name: "Spanish" })
      .check();
    await form
      .getByRole("group", { name: "Specialities" })
      .getByRole("checkbox", { name: "Digital nomad visas" })
      .check();
    await expect(form.getByLabel("Contact email")).toHaveValue(email);
    await form.getByLabel("Website (optional)").fill("https://rojas-abogados.example.com");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("heading", { name: "Your application is under review" })).toBeVisible();

    const admin = await newPage(browser);
    await apiLogin(admin, demo.admin);
    await admin.goto("/admin?tab=users");
    const application = admin
      .getByRole("listitem")
      .or(admin.getByRole("row"))
      .or(admin.getByRole("article"))
      .filter({ hasText: fullName });
    await application.first().getByRole("button", { name: "Approve", exact: true }).click();

    // The role comes from the database on every request: no new login needed.
    await expect
      .poll(
        async () => {
          await page.goto("/lawyer/dashboard");
          return page.getByRole("heading", { level: 1 }).first().innerText();
        },
        { timeout: 20_000 },
      )
      .toBe("Lawyer dashboard");
    await expect(page).toHaveURL("/lawyer/dashboard/marketplace");
    expect(await creditBalance(page)).toBe(3);
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByLabel("Display name")).toHaveValue(fullName);
    await admin.context().close();
  });
});
