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

test.describe("billing", () => {
  test("plan choice while logged out → login → checkout → approved card → success → profile shows Active", async ({ page }) => {
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
    await list.getByText(/Payment history/).click();
    await expect(list.getByText("$49.00").first()).toBeVisible();

    // Premium now: the header menu offers the community chat.
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Community Chat" })).toBeVisible();
    await page.keyboard.press("Escape");

    // No card number in the database dumps we can reach, nor in the server's output.
    const log = readFileSync(process.env.E2E_LOG_FILE ?? join(process.cwd(), ".data", "e2e-server.log"), "utf8");
    expect(log).not.toContain(VISA);
    expect(log).not.toContain("4242 4242 4242 4242");
  });

  test("a declined card shows the declined panel and Try Again", async ({ page }) => {
    const { email, password } = await registerConfirmedMember(page);
    await page.goto("/join?next=%2Fcheckout%3Fplan%3Dmonthly");
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL("/checkout?plan=monthly");
    const form = await fillCard(page, "4000000000000002");
    await form.getByRole("button", { name: "Pay Now" }).click();
    const panel = page.getByRole("alert").filter({ hasText: "Payment Declined" });
    await expect(panel).toContainText("Your card was declined. Please try again with a different card.", { timeout: 20_000 });
    await panel.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
  });

  test("a session that ended while the card was typed: 'Session Expired', then back to the checkout after logging in", async ({ page }) => {
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
    const { email, password } = await registerConfirmedMember(page);
    await page.goto("/join?next=%2Fcheckout%3Fplan%3Dmonthly");
    const login = page.getByRole("form", { name: "Log in" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    const form = await fillCard(page, VISA);
    await form.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/checkout-success/, { timeout: 20_000 });

    await page.goto("/profile?tab=subscription");
    await page.getByRole("link", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("heading", { name: "We're sorry to see you go" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Keep My Subscription" })).toHaveAttribute("href", "/profile?tab=subscription");
    await page.getByLabel("It's too expensive").check();
    await page.getByLabel("Anything else you'd like to tell us? (optional)").fill("Loved the visa chat, back next season.");
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await expect(page.getByText(/subscription is cancelled/)).toBeVisible();
    await expect(page.getByText(/You keep premium access until/)).toBeVisible();

    await page.goto("/profile?tab=subscription");
    const list = page.getByRole("tabpanel", { name: "Subscription" });
    await expect(list.getByText("Canceled").first()).toBeVisible();
    await expect(list.getByText(/premium access until/)).toBeVisible();
    await expect(list.getByRole("link", { name: "Cancel Subscription" })).toHaveCount(0);
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
    expect((await request.post("/api/billing/subscribe", { headers, data: { planCode: "monthly" } })).status()).toBe(401);
    expect((await request.post("/api/webhooks/cali", { data: { id: "evt_forged", type: "subscription.canceled", created: new Date().toISOString(), data: {} } })).status()).toBe(401);
  });
});
