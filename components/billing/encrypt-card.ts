import { digitsOnly } from "@/lib/billing/card-rules";
import type { CardFormInput, EncryptedCard } from "@/lib/billing/schemas";

export class CardSetupError extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The browser half of a card payment, as in the checkout's card form: a cipher session from our
 * server (which holds the provider's tokens), then the number and CVV encrypted with its key.
 */
export async function encryptCard(values: CardFormInput): Promise<EncryptedCard> {
  const response = await fetch("/api/billing/cipher", { method: "POST" });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; title?: string };
    throw new CardSetupError(
      body.title ?? "Payment Error",
      body.error ?? "Unable to establish secure payment channel. Please try again.",
      response.status,
    );
  }
  const { cipherToken, transactionToken } = (await response.json()) as {
    cipherToken: string;
    transactionToken: string;
  };
  try {
    const { encryptCardField } = await import("@/lib/services/payments/crypto");
    return {
      transactionToken,
      encryptedCardNumber: encryptCardField(digitsOnly(values.cardNumber), cipherToken),
      encryptedCvv: encryptCardField(values.cvv, cipherToken),
      expirationMonth: values.expiryMonth,
      expirationYear: values.expiryYear,
      cardholderName: values.cardholderName,
    };
  } catch {
    throw new CardSetupError("Encryption Error", "Failed to encrypt card data. Please try again.", 0);
  }
}
