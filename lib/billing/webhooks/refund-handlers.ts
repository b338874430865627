import "server-only";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { sendRefundEmail } from "../refunds/email";
import { REFUND_IN_FLIGHT_MS, reserveRefund } from "../refunds/refunds";
import type { HandlerOutcome } from "./handlers";
import type { WebhookEvent } from "./schema";

class DoesNotFit extends Error {}

/**
 * payment.refunded. A refund we already have (its provider id) changes nothing. One made at the
 * provider's dashboard is recorded: its row (the provider id is unique, so parallel deliveries
 * insert one) and its reservation on the payment in one transaction, then the member is emailed by
 * the delivery that inserted it. While a refund of ours on the same payment waits for the
 * provider's answer, the event may be that one: it is refused (503) and the provider delivers it
 * again later, when our refund has its provider id.
 */
export async function paymentRefunded(event: WebhookEvent, now = new Date()): Promise<HandlerOutcome> {
  const { refundId, transactionId, amountCents } = event.data;
  if (!refundId || !transactionId || !amountCents) return "ignored";
  if (await db.refund.findUnique({ where: { providerRefundId: refundId } })) return "applied";
  const payment = await db.payment.findUnique({ where: { transactionId } });
  if (!payment) return "ignored";
  const ours = await db.refund.findFirst({
    where: {
      paymentId: payment.id,
      status: "pending",
      providerRefundId: null,
      createdAt: { gt: new Date(now.getTime() - REFUND_IN_FLIGHT_MS) },
    },
  });
  if (ours)
    throw new AppError(
      "unavailable",
      "A refund of this payment is in progress. Deliver the event again later.",
      {
        headers: { "retry-after": "5" },
      },
    );
  let created: string;
  try {
    created = await db.$transaction(async (tx) => {
      const refund = await tx.refund.create({
        data: {
          paymentId: payment.id,
          providerRefundId: refundId,
          amountCents,
          currency: event.data.currency ?? payment.currency,
          status: "succeeded",
          reason: event.data.reason ?? null,
        },
      });
      if ((await reserveRefund(payment.id, amountCents, tx)) === null) throw new DoesNotFit();
      return refund.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "applied";
    if (!(error instanceof DoesNotFit)) throw error;
    logger.error(
      { refundId, paymentId: payment.id },
      "[billing] a provider refund exceeds the charge we recorded",
    );
    return "ignored";
  }
  await sendRefundEmail(created);
  return "applied";
}
