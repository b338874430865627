import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { db, type Payment, type Prisma } from "@/lib/services/database";

/**
 * The one writer of `payments`: every charge the provider reports, approved or declined, once per
 * provider transaction id. An approved charge gets its receipt number in the same transaction:
 * `<year>-<6-digit sequence>`, the sequence taken from receipt_counters by one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so parallel charges never share a number, and a
 * charge recorded twice (checkout and webhook) takes no number the second time.
 */
export type PaymentInput = {
  subscriptionId: string;
  /** The plan the charge paid for (or tried to). */
  planId: string | null;
  transactionId: string;
  amountCents: number;
  currency: string;
  status: "approved" | "declined";
  kind: "initial" | "renewal" | "proration" | "retry";
  cardBrand: string | null;
  cardLastFour: string | null;
  declineCode?: string | null;
  createdAt?: Date;
};

/** The next receipt number of the year, e.g. 2026-000042. */
export async function nextReceiptNumber(
  year: number,
  client: Prisma.TransactionClient = db,
): Promise<string> {
  const [row] = await client.$queryRaw<{ last: number }[]>`
    INSERT INTO receipt_counters (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = receipt_counters.last + 1
    RETURNING last`;
  return `${year}-${String(row!.last).padStart(6, "0")}`;
}

/** Records a charge; `created` false when this transaction id was recorded before (nothing changed). */
export async function insertPayment(input: PaymentInput): Promise<{ payment: Payment; created: boolean }> {
  const createdAt = input.createdAt ?? new Date();
  try {
    const payment = await db.$transaction(async (tx) => {
      const receiptNumber =
        input.status === "approved" ? await nextReceiptNumber(createdAt.getUTCFullYear(), tx) : null;
      return tx.payment.create({
        data: {
          subscriptionId: input.subscriptionId,
          planId: input.planId,
          transactionId: input.transactionId,
          amountCents: input.amountCents,
          currency: input.currency,
          status: input.status,
          kind: input.kind,
          cardBrand: input.cardBrand,
          cardLastFour: input.cardLastFour,
          declineCode: input.declineCode ?? null,
          receiptNumber,
          createdAt,
        },
      });
    });
    return { payment, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const payment = await db.payment.findUnique({ where: { transactionId: input.transactionId } });
    if (!payment) throw error;
    return { payment, created: false };
  }
}

/**
 * The card update's charge retries a failed renewal, and only the card update knows it for sure:
 * its webhook, handled once the plan was active again, may have recorded it first as a renewal.
 */
export async function markRetryCharge(transactionId: string): Promise<void> {
  await db.payment.updateMany({ where: { transactionId, kind: "renewal" }, data: { kind: "retry" } });
}
