import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { newPaidMember } from "./support/card";

/** Where the screenshots of each width go (outside the repository), for a person to look at. */
const shots = process.env.E2E_SCREENSHOTS_DIR;

for (const width of [360, 1280]) {
  test.describe(`change plan at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 800 : 900 } });

    test("a member sees the exact preview, confirms an upgrade, and the profile shows the new plan and the charge", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await newPaidMember(page);

      // The plans page points to Change plan.
      await page.goto("/subscription");
      await expect(page.getByRole("status").filter({ hasText: "You're on the Monthly plan" })).toContainText(
        "To switch plans, use Change plan in your profile",
      );

      await page.goto("/profile?tab=subscription");
      await page.getByRole("link", { name: "Change your Monthly plan" }).click();
      await expect(page).toHaveURL(/\/change-plan\/sub_/);
      await expect(page.getByRole("heading", { name: "Change plan" })).toBeVisible();

      // A new Monthly plan: all 30 days unused, credited in full.
      const annual = page.getByRole("listitem", { name: "Annual" });
      await expect(annual.getByTestId("plan-change-preview")).toHaveText(
        /^You pay \$160\.00 today: the Annual plan's \$179\.00 minus \$19\.00 for the 30 unused days of your Monthly plan\. It then renews on \w+ \d{1,2}, \d{4} at \$179\.00\.$/,
      );
      await expect(
        page.getByRole("listitem", { name: "Quarterly" }).getByTestId("plan-change-preview"),
      ).toHaveText(/^You pay \$30\.00 today: the Quarterly plan's \$49\.00 minus \$19\.00/);
      await expectNoSeriousA11yViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/change-plan-${width}.png`, fullPage: true });

      await annual.getByRole("button", { name: "Switch to Annual" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Switch to Annual?" });
      await expect(dialog).toContainText("You pay $160.00 today");
      await expect(dialog).toContainText("Charged to VISA •••• 4242.");
      if (shots) await page.screenshot({ path: `${shots}/change-plan-confirm-${width}.png` });
      await dialog.getByRole("button", { name: "Pay $160.00 and switch" }).click();

      await expect(page.getByText("You're now on the Annual plan").first()).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL("/profile?tab=subscription");
      const list = page.getByRole("tabpanel", { name: "Subscription" });
      await expect(list.getByRole("link", { name: "Change your Annual plan" })).toBeVisible();
      await expect(list.getByText("$179.00 every 365 days", { exact: false })).toBeVisible();
      // The billing history lists the prorated charge, and the first payment still under Monthly.
      const charge = list.getByTestId("billing-history-row").filter({ hasText: "Plan change" });
      await expect(charge).toContainText("$160.00");
      await expect(charge).toContainText("Annual");
      await expect(
        list.getByTestId("billing-history-row").filter({ hasText: "First payment" }),
      ).toContainText("Monthly");
      if (shots) await page.screenshot({ path: `${shots}/change-plan-profile-${width}.png`, fullPage: true });
    });
  });
}
