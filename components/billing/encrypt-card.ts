import { digitsOnly } from "@/lib/billing/card-rules";
import type { CardFormInput, EncryptedCard } from "@/lib/billing/schemas";

/**
 * The card could not be made ready to send: the cipher session was refused (`status`, with the
 * server's `title` and message in the reader's language when it gave them) or encryption failed
 * (`status` 0). The message falls back to English for callers that show it as it is.
 */
export class CardSetupError extends Error {
  constructor(
    readonly status: number,
    readonly answer: { title?: string; error?: string } = {},
  ) {
    super(
      answer.error ??
        (status
          ? "Unable to establish secure payment channel. Please try again."
          : "Failed to encrypt card data. Please try again."),
    );
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
    throw new CardSetupError(response.status, body);
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
    throw new CardSetupError(0);
  }
}
