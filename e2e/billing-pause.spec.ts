import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { newPaidMember } from "./support/card";

/** Screenshots for review go outside the repository. */
const SHOTS = process.env.PAUSE_SHOTS ?? "/tmp/pause-shots";
mkdirSync(SHOTS, { recursive: true });

/** A new member on the monthly plan, paid with an approved card, on the profile's Subscription tab. */
async function memberWithMonthlyPlan(page: Page) {
  await newPaidMember(page);
  await page.goto("/profile?tab=subscription");
  return page.getByRole("tabpanel", { name: "Subscription" });
}

for (const width of [360, 1280]) {
  test.describe(`pause and resume at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("pause from the profile for 2 months, see the paused state, resume now", async ({ page }) => {
      test.setTimeout(90_000);
      const list = await memberWithMonthlyPlan(page);
      await list.getByRole("button", { name: "Pause the Monthly plan" }).click();
      const dialog = page.getByRole("dialog", { name: "Pause your Monthly plan" });
      await expect(dialog.getByRole("radio")).toHaveCount(3);
      await dialog.getByLabel(/2 months/).check();
      const resumes = (await dialog
        .getByText(/^resumes /)
        .nth(1)
        .textContent())!.replace("resumes ", "");
      await expect(dialog.getByText(/^Premium access lasts until \w+ \d+, \d{4}\.$/)).toBeVisible();
      await expect(
        dialog.getByText(`Nothing is charged until ${resumes}, when your plan resumes at $19.00.`),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/pause-dialog-${width}.png`, fullPage: true });

      await dialog.getByRole("button", { name: "Pause plan" }).click();
      await expect(page.getByText(`Your Monthly plan is paused until ${resumes}.`).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(list.getByText("Paused", { exact: true }).first()).toBeVisible();
      await expect(list.getByText(/^Paused — resumes /)).toBeVisible();
      await expect(list.getByText(/^No charges until then\. Premium access until /)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/paused-card-${width}.png`, fullPage: true });

      await list.getByRole("button", { name: "Resume the Monthly plan now" }).click();
      await expect(page.getByText("Your Monthly plan is active again.").first()).toBeVisible();
      await expect(list.getByText("Active", { exact: true }).first()).toBeVisible();
      await expect(list.getByText(/Renews automatically on/)).toBeVisible();
      await expect(list.getByRole("button", { name: "Pause the Monthly plan" })).toBeVisible();
    });

    test("the cancellation page offers to pause instead", async ({ page }) => {
      test.setTimeout(90_000);
      const list = await memberWithMonthlyPlan(page);
      await list.getByRole("link", { name: "Cancel Subscription" }).click();
      const offer = page.getByRole("region", { name: "Need a break instead?" });
      await expect(offer).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/cancel-offer-${width}.png`, fullPage: true });
      await offer.getByRole("button", { name: "Pause instead" }).click();
      const dialog = page.getByRole("dialog", { name: "Pause your Monthly plan" });
      await dialog.getByLabel(/1 month/).check();
      await dialog.getByRole("button", { name: "Pause plan" }).click();
      await expect(page).toHaveURL("/profile?tab=subscription");
      await expect(page.getByText(/^Paused — resumes /)).toBeVisible();
    });
  });
}
