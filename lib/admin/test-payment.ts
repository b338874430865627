import "server-only";
import { randomUUID } from "node:crypto";
import { paymentProvider } from "@/lib/services/payments";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type CardPayload } from "@/lib/services/payments/types";
import { writeAudit } from "./audit";

export type TestPaymentReport = {
  success: boolean;
  transactionId: string | null;
  status: string;
  message: string;
  error?: string;
};

/** The $1.00 live payment test: a real charge through the configured provider. */
export async function runTestPayment(actorId: string, card: CardPayload): Promise<TestPaymentReport> {
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
            message: `${payment.cardInfo.brand.toUpperCase()} •••• ${payment.cardInfo.lastFourDigits}, authorization ${payment.authorizationCode}`,
          }
        : {
            success: false,
            transactionId: payment.transactionId,
            status: "declined",
            message: payment.message,
            error: payment.code,
          };
  } catch (error) {
    const message =
      error instanceof ProviderError
        ? providerErrorMessage(error.status)
        : "Payment service error. Please try again.";
    result = { success: false, transactionId: null, status: "error", message, error: message };
  }
  await writeAudit({
    actorId,
    action: "payment.test",
    target: "provider",
    after: { status: result.status, transactionId: result.transactionId },
  });
  return result;
}
