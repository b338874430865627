import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, apiLogout, demo, demoPassword, registerConfirmedMember } from "./support/auth";
import { fillCardFields, VISA } from "./support/card";

async function fillCard(page: Page, number: string) {
  const form = page.getByRole("form", { name: "Card details" });
  await fillCardFields(page, form, number, "Valentina Ruiz");
  return form;
}

/** A new member, registered and logged in on the way to the monthly plan's checkout. */
async function newMemberAtCheckout(page: Page) {
  const { email, password } = await registerConfirmedMember(page);
  await page.goto("/join?next=%2Fcheckout%3Fplan%3Dmonthly");
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/checkout?plan=monthly");
  return { email, password };
}

test.describe("billing", () => {
  test("plan choice while logged out → login → checkout → approved card → success → profile shows Active", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email, password } = await registerConfirmedMember(page);
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
    const quarterly = page.getByRole("article", { name: "Quarterly" });
    await expect(quarterly.getByText("Most Popular")).toBeVisible();
    await expect(quarterly.getByText("Save 14%")).toBeVisible();
    await expect(quarterly.getByText("/quarterly")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await quarterly.getByRole("button", { name: "Choose the Quarterly plan" }).click();
    await expect(page.getByText("Please log in").first()).toBeVisible();
    await expect(page).toHaveURL("/join");
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/checkout?plan=quarterly");

    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("$49.00");
    await expect(summary).toContainText("Quarterly");
    await expect(summary).toContainText("every 3 months");
    const form = page.getByRole("form", { name: "Card details" });
    await expect(form.getByRole("button", { name: "Pay Now" })).toBeDisabled();
    await form.getByLabel("Card number").pressSequentially("4242424242424241");
    await expect(form.getByText("Please enter a valid card number")).toBeVisible();
    await form.getByLabel("Card number").fill("");
    await fillCard(page, VISA);
    await expect(form.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Payment Successful").first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/checkout-success\?session_id=sub_/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByText(/Quarterly/).first()).toBeVisible();

    await page.getByRole("link", { name: "View Profile" }).click();
    await expect(page).toHaveURL("/profile?tab=subscription");
    const list = page.getByRole("tabpanel", { name: "Subscription" });
    await expect(list.getByText("Active").first()).toBeVisible();
    await expect(list.getByText(/Renews automatically on/)).toBeVisible();
    const history = list.getByTestId("billing-history-row");
    await expect(history.first()).toContainText("First payment");
    await expect(history.first()).toContainText("$49.00");

    // Premium now: the header menu offers the community chat.
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Community Chat" })).toBeVisible();
    await page.keyboard.press("Escape");

    // No card number in the database dumps we can reach, nor in the server's output.
    const log = readFileSync(
      process.env.E2E_LOG_FILE ?? join(process.cwd(), ".data", "e2e-server.log"),
      "utf8",
    );
    expect(log).not.toContain(VISA);
    expect(log).not.toContain("4242 4242 4242 4242");
  });

  test("a declined card shows the declined panel and Try Again", async ({ page }) => {
    await newMemberAtCheckout(page);
    const form = await fillCard(page, "4000000000000002");
    await form.getByRole("button", { name: "Pay Now" }).click();
    const panel = page.getByRole("alert").filter({ hasText: "Payment Declined" });
    await expect(panel).toContainText("Your card was declined. Please try again with a different card.", {
      timeout: 20_000,
    });
    // The title says it was declined; the message says why, without saying it twice.
    await expect(panel).not.toContainText("Payment Declined:");
    await panel.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
  });

  test("a session that ended while the card was typed: 'Session Expired', then back to the checkout after logging in", async ({
    page,
  }) => {
    await apiLogin(page, demo.member);
    await page.goto("/checkout?plan=monthly");
    const form = await fillCard(page, VISA);
    // Signed out in another tab while this one was open: the cookie goes, the page does not know yet.
    await apiLogout(page);
    await form.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Session Expired")).toBeVisible();
    await expect(page.getByText("Please sign in again to continue.")).toBeVisible();
    await expect(page).toHaveURL("/join?next=%2Fcheckout%3Fplan%3Dmonthly");
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Email").fill(demo.member);
    await login.getByLabel("Password", { exact: true }).fill(demoPassword);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/checkout?plan=monthly");
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
  });

  test("cancellation with a reason and feedback keeps access until the period ends", async ({ page }) => {
    test.setTimeout(90_000);
    await newMemberAtCheckout(page);
    const form = await fillCard(page, VISA);
    await form.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout-success/, { timeout: 20_000 });

    await page.goto("/profile?tab=subscription");
    await page.getByRole("link", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("heading", { name: "We're sorry to see you go" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Keep My Subscription" })).toHaveAttribute(
      "href",
      "/profile?tab=subscription",
    );
    await page.getByLabel("It's too expensive").check();
    await page
      .getByLabel("Anything else you'd like to tell us? (optional)")
      .fill("Loved the visa chat, back next season.");
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await expect(page.getByText(/subscription is cancelled/)).toBeVisible();
    await expect(page.getByText(/You keep premium access until/)).toBeVisible();

    await page.goto("/profile?tab=subscription");
    const list = page.getByRole("tabpanel", { name: "Subscription" });
    await expect(list.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await expect(list.getByText(/premium access until/)).toBeVisible();
    await expect(list.getByRole("link", { name: "Cancel Subscription" })).toHaveCount(0);
  });

  test("a member's plan: marked on the plans page, one plan at a time, cancelled and resumed, named in the deletion dialog; then 'account deleted'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { password } = await newMemberAtCheckout(page);
    const form = await fillCard(page, VISA);
    await form.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout-success/, { timeout: 20_000 });

    // The plans page marks the member's plan and says how to switch.
    await page.goto("/subscription");
    const monthly = page.getByRole("article", { name: "Monthly" });
    await expect(monthly.getByText("Your plan", { exact: true })).toBeVisible();
    await expect(monthly.getByRole("link", { name: "Manage your plan" })).toHaveAttribute(
      "href",
      "/profile?tab=subscription",
    );
    await expect(page.getByRole("status").filter({ hasText: "You're on the Monthly plan" })).toContainText(
      "To switch plans, use Change plan in your profile",
    );
    await expect(
      page.getByRole("article", { name: "Quarterly" }).getByText("Your plan", { exact: true }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A second plan is refused before the card is asked for.
    await page.goto("/checkout?plan=quarterly");
    await expect(page.getByRole("status").filter({ hasText: "Already subscribed" })).toContainText(
      "You already have the Monthly plan. To switch to Quarterly, cancel Monthly from your profile",
    );
    await expect(page.getByRole("form", { name: "Card details" })).toHaveCount(0);

    // Cancel, then resume before the period ends.
    await page.goto("/profile?tab=subscription");
    await page.getByRole("link", { name: "Cancel Subscription" }).click();
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await expect(page.getByText(/subscription is cancelled/)).toBeVisible();
    await page.goto("/profile?tab=subscription");
    const list = page.getByRole("tabpanel", { name: "Subscription" });
    await expect(list.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await list.getByRole("button", { name: "Resume the Monthly plan" }).click();
    await expect(page.getByText("Your Monthly plan is active again.")).toBeVisible();
    await expect(list.getByText(/Renews automatically on/)).toBeVisible();
    await expect(list.getByRole("link", { name: "Cancel Subscription" })).toBeVisible();

    // The deletion dialog names the plan and what happens to it; the deleted account lands on a
    // page that says so.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByRole("region", { name: "Your paid plan" })).toContainText(
      /Monthly: renews on .+\. We cancel it at our card provider first, so you are not charged again\./,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Your password").fill(password);
    await dialog.getByLabel(/Type DELETE to confirm/).fill("DELETE");
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page).toHaveURL("/account-deleted", { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
    await expect(
      page.getByText("Any paid plan was cancelled first, so you won't be charged again."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  });

  test("another member's subscription id in the cancellation URL is not found", async ({ page }) => {
    const { email, password } = await registerConfirmedMember(page);
    await page.goto("/join?next=%2Fcancellation-options%2Fsub_demo_subscriber");
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "This page took a wrong turn" })).toBeVisible();
  });

  test("the billing APIs refuse visitors and bad input", async ({ request, baseURL }) => {
    const headers = { origin: baseURL! };
    expect((await request.post("/api/billing/cipher", { headers })).status()).toBe(401);
    expect(
      (await request.post("/api/billing/subscribe", { headers, data: { planCode: "monthly" } })).status(),
    ).toBe(401);
    expect(
      (
        await request.post("/api/webhooks/cali", {
          data: {
            id: "evt_forged",
            type: "subscription.canceled",
            created: new Date().toISOString(),
            data: {},
          },
        })
      ).status(),
    ).toBe(401);
  });
});
