import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, apiLogout, demo } from "./support/auth";
import { fillCardFields, newPaidMember, VISA } from "./support/card";

/** The sandbox's card that approves the first charge and declines every renewal. */
const DECLINES_RENEWALS = "4000000000000341";
const sandboxTokens = { "x-api-token": "sandbox_api_token", "x-business-unit-token": "sandbox_bu_token" };

/** A new member on the monthly plan paid with the failing-renewal card; its provider id. */
async function memberWithFailingCard(page: Page): Promise<string> {
  return (await newPaidMember(page, { card: DECLINES_RENEWALS })).subscriptionId;
}

/** The renewal fails at the provider; its webhook makes the plan past due. */
async function failRenewal(page: Page, subscriptionId: string) {
  const renewed = await page.request.post(
    `/api/cali-sandbox/v1/sandbox/subscriptions/${subscriptionId}/advance`,
    {
      headers: sandboxTokens,
    },
  );
  expect(renewed.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const session = (await (await page.request.get("/api/auth/session")).json()) as {
          user?: { paymentIssue: { subscriptionId: string } | null };
        };
        return session.user?.paymentIssue?.subscriptionId;
      },
      { timeout: 20_000 },
    )
    .toBe(subscriptionId);
}

for (const { name, width, height } of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`failed payment at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`the banner on member pages, fix card → active, banner gone (${name})`, async ({ page }) => {
      test.setTimeout(120_000);
      const subscriptionId = await memberWithFailingCard(page);
      await failRenewal(page, subscriptionId);

      for (const path of ["/", "/profile?tab=subscription", "/cities"]) {
        await page.goto(path);
        const banner = page.getByRole("status").filter({ hasText: "Your last payment failed." });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(/Update your card by \w+ \d{1,2}, \d{4} to keep premium\./);
        await expect(banner.getByRole("link", { name: "Fix your card" })).toBeVisible();
      }
      // The profile offers the fix next to Cancel, and no longer says to cancel and subscribe again.
      const list = page.getByRole("tabpanel", { name: "Subscription" });
      await page.goto("/profile?tab=subscription");
      await expect(list.getByRole("link", { name: "Fix your card" })).toBeVisible();
      await expect(list.getByText(/Update your card to keep premium access/)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`banner-${width}.png`), fullPage: false });
      await expectNoSeriousA11yViolations(page);

      await page
        .getByRole("status")
        .filter({ hasText: "Your last payment failed." })
        .getByRole("link", { name: "Fix your card" })
        .click();
      await expect(page).toHaveURL(`/billing/card/${subscriptionId}`);
      await expect(page.getByRole("heading", { name: "Update your card" })).toBeVisible();
      await expect(page.getByText(/Your last payment for the Monthly plan failed/)).toBeVisible();
      // Not on the page that fixes it.
      await expect(page.getByRole("status").filter({ hasText: "Your last payment failed." })).toHaveCount(0);
      const form = page.getByRole("form", { name: "Card details" });
      await fillCardFields(page, form, VISA, "Valentina Ruiz");
      await page.screenshot({ path: test.info().outputPath(`fix-card-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: /^Update card and pay \$\d+\.\d{2}$/ }).click();
      await expect(page.getByText("Payment Successful")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/your Monthly plan is active again/)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`fixed-${width}.png`), fullPage: false });

      await page.getByRole("link", { name: "Back to your subscription" }).click();
      await expect(page).toHaveURL("/profile?tab=subscription");
      await expect(
        page.getByRole("tabpanel", { name: "Subscription" }).getByText("Active").first(),
      ).toBeVisible();
      await expect(page.getByText("Your last payment failed.")).toHaveCount(0);
      await page.goto("/");
      await expect(page.getByRole("heading").first()).toBeVisible();
      await expect(page.getByText("Your last payment failed.")).toHaveCount(0);
    });
  });
}

test("an admin sees past-due members in the Payments tab", async ({ page }) => {
  test.setTimeout(120_000);
  const subscriptionId = await memberWithFailingCard(page);
  await failRenewal(page, subscriptionId);
  await apiLogout(page);
  await apiLogin(page, demo.admin);
  await page.goto("/admin?tab=payments");
  const section = page.getByRole("region", { name: "Past-due members" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("columnheader", { name: "Grace ends" })).toBeVisible();
  await expect(section.getByRole("row").filter({ hasText: "@example.com" }).first()).toContainText("1 of 3");
  await page.screenshot({ path: test.info().outputPath("admin-past-due.png"), fullPage: true });
});
