import "server-only";
import { db } from "@/lib/services/database";
import type { RefundAnswer } from "@/lib/services/payments/types";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { randomId } from "./ids";
import type { RefundInput } from "./schemas";
import { sendWebhook } from "./webhooks";

type Refunded = {
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  subscription_id: string | null;
  customer_reference: string | null;
};

/**
 * POST /v1/payments/{transactionId}/refunds: money back on an approved charge, fully or in parts.
 * One conditional UPDATE adds the amount only while the total stays within the charge, so parallel
 * refunds never exceed it (409 for the one that does not fit); then a payment.refunded webhook.
 */
export async function refundTransaction(transactionId: string, input: RefundInput): Promise<SandboxAnswer> {
  const refundId = randomId("rfd");
  const refunded = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Refunded[]>`
      UPDATE cali_sandbox_transactions t
         SET refunded_cents = t.refunded_cents + ${input.amountCents}
       WHERE t.id = ${transactionId} AND t.status = 'approved'
         AND t.refunded_cents + ${input.amountCents} <= t.amount_cents
      RETURNING t.amount_cents, t.refunded_cents, t.currency, t.subscription_id,
        COALESCE(t.customer_reference,
          (SELECT s.customer_reference FROM cali_sandbox_subscriptions s WHERE s.id = t.subscription_id))
          AS customer_reference`;
    if (!row) return null;
    await tx.caliSandboxRefund.create({
      data: {
        id: refundId,
        transactionId,
        amountCents: input.amountCents,
        currency: row.currency,
        reason: input.reason ?? null,
      },
    });
    return row;
  });
  if (!refunded) {
    const charge = await db.caliSandboxTransaction.findUnique({ where: { id: transactionId } });
    if (!charge) return errorAnswer(404, "Unknown transaction");
    if (charge.status !== "approved") return errorAnswer(409, "Only an approved charge can be refunded");
    return errorAnswer(409, "The refund would return more than was charged");
  }
  const body: RefundAnswer = {
    refundId,
    transactionId,
    amountCents: input.amountCents,
    currency: refunded.currency,
    status: "succeeded",
    refundedCents: refunded.refunded_cents,
  };
  sendWebhook("payment.refunded", {
    transactionId,
    refundId,
    amountCents: input.amountCents,
    currency: refunded.currency,
    subscriptionId: refunded.subscription_id ?? undefined,
    customerReference: refunded.customer_reference ?? undefined,
    reason: input.reason,
  });
  return answer(201, body);
}
