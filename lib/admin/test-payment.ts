import "server-only";
import { randomUUID } from "node:crypto";
import { paymentProvider } from "@/lib/services/payments";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type CardPayload } from "@/lib/services/payments/types";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { writeAudit } from "./audit";

/** The test's outcome; a refusal's `message` is in the admin's language. */
export type TestPaymentReport =
  | {
      success: true;
      transactionId: string;
      status: "approved";
      card: { brand: string; lastFour: string; authorizationCode: string };
    }
  | {
      success: false;
      transactionId: string | null;
      status: "declined" | "error";
      message: string;
      error?: string;
    };

/** The $1.00 live payment test: a real charge through the configured provider. */
export async function runTestPayment(
  actorId: string,
  card: CardPayload,
  locale: Locale = defaultLocale,
): Promise<TestPaymentReport> {
  let result: TestPaymentReport;
  try {
    const payment = await paymentProvider().testPayment({
      card,
      amountCents: 100,
      currency: "USD",
      idempotencyKey: randomUUID(),
    });
    result =
      payment.status === "approved"
        ? {
            success: true,
            transactionId: payment.transactionId,
            status: "approved",
            card: {
              brand: payment.cardInfo.brand.toUpperCase(),
              lastFour: payment.cardInfo.lastFourDigits,
              authorizationCode: payment.authorizationCode,
            },
          }
        : {
            success: false,
            transactionId: payment.transactionId,
            status: "declined",
            message: localizeMessage(payment.message, locale),
            error: payment.code,
          };
  } catch (error) {
    const message =
      error instanceof ProviderError
        ? providerErrorMessage(error.status)
        : "Payment service error. Please try again.";
    result = {
      success: false,
      transactionId: null,
      status: "error",
      message: localizeMessage(message, locale),
      error: message,
    };
  }
  await writeAudit({
    actorId,
    action: "payment.test",
    target: "provider",
    after: { status: result.status, transactionId: result.transactionId },
  });
  return result;
}
