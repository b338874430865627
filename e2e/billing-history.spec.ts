import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiLogin, demo } from "./support/auth";
import { newPaidMember } from "./support/card";

/**
 * Billing history, receipts and refunds at a phone's width and a desktop's: a member sets their
 * billing details, sees the first payment in the history and downloads its PDF receipt; an admin
 * refunds part of it from the Payments tab, with a confirmation; the member sees the refund.
 */
const shots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A new member who paid the monthly plan, on the profile's Subscription tab. */
async function paidMember(page: Page) {
  return newPaidMember(page);
}

for (const width of [360, 1280]) {
  test.describe(`billing history at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("billing details, the history, a PDF receipt; a partial refund with confirmation shows in the history", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const { email, password } = await paidMember(page);
      await page.goto("/profile?tab=subscription");
      const tab = page.getByRole("tabpanel", { name: "Subscription" });

      const details = tab.getByRole("form", { name: "Billing details" });
      await details.getByLabel("Name or company on receipts").fill("Ruiz Studio SpA");
      await details.getByLabel("Tax ID").fill("76.543.210-K");
      await details.getByRole("button", { name: "Save billing details" }).click();
      await expect(page.getByText("Billing details saved.")).toBeVisible();

      const rows = tab.getByTestId("billing-history-row");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText("First payment");
      await expect(rows.first()).toContainText("$19.00");
      await expect(rows.first()).toContainText("Paid");
      await expect(rows.first()).toContainText("VISA •••• 4242");
      const receipt = rows.first().getByRole("link", { name: /^Download receipt \d{4}-\d{6} \(PDF\)$/ });
      const response = await page.request.get((await receipt.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      // Nothing of the history runs off a phone's screen.
      for (const row of await rows.all()) {
        const box = (await row.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await tab.getByRole("heading", { name: "Billing history" }).scrollIntoViewIfNeeded();
      await shot(page, `history-member-${width}`);
      await expectNoSeriousA11yViolations(page);

      // The admin refunds $5.00 of it, confirming the member and the amount.
      await apiLogin(page, demo.admin);
      await page.goto(`/admin?tab=payments&q=${encodeURIComponent(email)}`);
      const payment = page.getByTestId("admin-payment-row").filter({ hasText: email });
      await expect(payment).toHaveCount(1);
      await payment.getByRole("button", { name: "Refund" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel("Amount to refund (USD)")).toHaveValue("19.00");
      await dialog.getByLabel("Amount to refund (USD)").fill("5");
      await dialog.getByLabel("Reason (optional, shown to the member)").fill("Late access");
      await dialog.getByRole("button", { name: "Review refund" }).click();
      await expect(dialog.getByRole("heading", { name: "Confirm the refund" })).toBeVisible();
      await expect(dialog).toContainText(`Refund $5.00 to ${email}?`);
      await shot(page, `refund-confirm-${width}`);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: "Refund $5.00" }).click();
      await expect(page.getByText("Refunded $5.00.")).toBeVisible({ timeout: 20_000 });
      await expect(payment).toContainText("Partly refunded");
      await shot(page, `admin-payments-${width}`);

      // The member sees the refund.
      await apiLogin(page, email, password);
      await page.goto("/profile?tab=subscription");
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText("Refund");
      await expect(rows.first()).toContainText("−$5.00");
      await expect(rows.nth(1)).toContainText("Partly refunded");
      // The billing details were kept.
      await expect(details.getByLabel("Tax ID")).toHaveValue("76.543.210-K");
      await shot(page, `history-refunded-${width}`);
    });
  });
}
