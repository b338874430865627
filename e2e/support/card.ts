import { expect, type Locator, type Page } from "@playwright/test";

/** The card sandbox's approved Visa test number. */
export const VISA = "4242424242424242";

/**
 * Types a card into a form with the card fields (components/billing/card-fields.tsx) the way a
 * person does, relying on the fields' auto-advance, but waits for each advance before typing on:
 * on a busy machine the next keys could otherwise land before the focus has moved.
 */
export async function fillCardFields(page: Page, form: Locator, number: string, holder: string) {
  await form.getByLabel("Card number").pressSequentially(number);
  await expect(form.getByLabel("Cardholder name")).toBeFocused();
  await form.getByLabel("Cardholder name").fill(holder);
  await form.getByLabel("Month").pressSequentially("12");
  await expect(form.getByLabel("Year")).toBeFocused();
  await page.keyboard.type(String(new Date().getFullYear() + 2));
  await expect(form.getByLabel("CVV")).toBeFocused();
  await page.keyboard.type("737");
}
