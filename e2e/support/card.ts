import { expect, type Locator, type Page } from "@playwright/test";
import { apiLogin, registerConfirmedMember } from "./auth";

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

/**
 * A new confirmed member, logged in, who paid `plan` with `card` at the checkout; the provider's
 * subscription id (the success page's session_id).
 */
export async function newPaidMember(
  page: Page,
  { plan = "monthly", card = VISA }: { plan?: string; card?: string } = {},
): Promise<{ email: string; password: string; subscriptionId: string }> {
  const { email, password } = await registerConfirmedMember(page);
  await apiLogin(page, email, password);
  await page.goto(`/checkout?plan=${plan}`);
  const form = page.getByRole("form", { name: "Card details" });
  await fillCardFields(page, form, card, "Valentina Ruiz");
  await form.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=sub_/, { timeout: 20_000 });
  return { email, password, subscriptionId: new URL(page.url()).searchParams.get("session_id")! };
}
