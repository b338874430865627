import { expect, type Page } from "@playwright/test";

/**
 * The admin dashboard's live $1.00 test payment with the approved Visa, on /admin: the sandbox then
 * sends its signed payment webhook, which lands in the webhook log.
 */
export async function runAdminTestPayment(page: Page) {
  const form = page.getByRole("form", { name: "Live payment test" });
  await form.getByLabel("Card number").fill("4242424242424242");
  await form.getByLabel("Cardholder").fill("Ada Admin");
  await form.getByLabel("Month").fill("12");
  await form.getByLabel("Year").fill(String(new Date().getFullYear() + 1));
  await form.getByLabel("CVV").fill("123");
  await form.getByRole("button", { name: "Run $1.00 test payment" }).click();
  await expect(form.getByRole("status")).toContainText("Approved: VISA •••• 4242, authorization", {
    timeout: 20_000,
  });
  return form;
}
