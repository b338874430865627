import "server-only";
import { writeAudit } from "@/lib/admin/audit";
import { AppError } from "@/lib/errors";
import { formatMoney } from "@/lib/i18n/format";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { db, type Prisma, type Refund } from "@/lib/services/database/index";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { paymentProvider } from "@/lib/services/payments/index";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { requireAdmin } from "../admin-guard";
import { sendRefundEmail } from "./email";

/**
 * Refunds, full or partial, of an approved charge. Our Refund row is inserted first (its
 * idempotency key is unique: a replay answers the first refund), then the amount is reserved on the
 * payment with one conditional UPDATE (so parallel refunds never exceed the charge), then the
 * provider is asked with the same key. A provider failure gives the reservation back.
 */
export type RefundRequest = {
  paymentId: string;
  amountCents: number;
  reason: string | null;
  idempotencyKey: string;
};

export type RefundResult = {
  refundId: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Refunded from the charge so far, this refund included. */
  refundedCents: number;
};

const WAIT_MS = 15_000;
const POLL_MS = 100;
/** A pending refund of ours this recent may still get its provider answer (see refund-handlers.ts). */
export const REFUND_IN_FLIGHT_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds `cents` to the payment's refunded total while it stays within the charge; the new total, or
 * null when it does not fit (or the payment is not an approved charge).
 */
export async function reserveRefund(
  paymentId: string,
  cents: number,
  client: Prisma.TransactionClient = db,
): Promise<number | null> {
  const [row] = await client.$queryRaw<{ refunded_cents: number }[]>`
    UPDATE payments SET refunded_cents = refunded_cents + ${cents}
     WHERE id = ${paymentId}::uuid AND status = 'approved' AND refunded_cents + ${cents} <= amount_cents
    RETURNING refunded_cents`;
  return row ? row.refunded_cents : null;
}

const giveBack = (paymentId: string, cents: number, client: Prisma.TransactionClient) =>
  client.$executeRaw`
    UPDATE payments SET refunded_cents = refunded_cents - ${cents} WHERE id = ${paymentId}::uuid`;

async function words() {
  return translator(messageLocale(), "billingHistory");
}

async function resultOf(refund: Refund): Promise<RefundResult> {
  const { refundedCents } = await db.payment.findUniqueOrThrow({ where: { id: refund.paymentId } });
  return {
    refundId: refund.id,
    paymentId: refund.paymentId,
    amountCents: refund.amountCents,
    currency: refund.currency,
    refundedCents,
  };
}

/** The first refund of this key, once it has an answer (a replay of the same request). */
async function replay(input: RefundRequest, deadline: number): Promise<RefundResult | "retry"> {
  const t = await words();
  for (;;) {
    const first = await db.refund.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (!first) return "retry"; // the first one did not fit and was removed: try again
    if (first.paymentId !== input.paymentId || first.amountCents !== input.amountCents)
      throw new AppError("unprocessable", t("errors.keyReused"));
    if (first.status === "succeeded") return resultOf(first);
    if (first.status === "failed") throw new AppError("conflict", t("errors.earlierFailure"));
    if (Date.now() > deadline) throw new AppError("conflict", t("errors.inProgress"));
    await sleep(POLL_MS);
  }
}

export async function refundPayment(
  admin: { id: string },
  input: RefundRequest,
  provider: () => PaymentProvider = paymentProvider,
): Promise<RefundResult> {
  const t = await words();
  await requireAdmin(admin.id, t("errors.notAdmin"));
  const payment = await db.payment.findUnique({ where: { id: input.paymentId } });
  if (!payment || payment.status !== "approved") throw new AppError("not_found", t("errors.notFound"));
  const deadline = Date.now() + WAIT_MS;
  let refund: Refund | null = null;
  while (!refund) {
    try {
      refund = await db.refund.create({
        data: {
          paymentId: payment.id,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: payment.currency,
          status: "pending",
          reason: input.reason,
          requestedById: admin.id,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const first = await replay(input, deadline);
      if (first !== "retry") return first;
    }
  }
  const refundedCents = await reserveRefund(payment.id, input.amountCents);
  if (refundedCents === null) {
    await db.refund.delete({ where: { id: refund.id } });
    const { refundedCents: sofar } = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    const refundable = formatMoney(payment.amountCents - sofar, messageLocale(), payment.currency);
    throw new AppError("conflict", t("errors.tooMuch", { refundable }));
  }
  let providerRefundId: string;
  try {
    const answer = await provider().refund(
      payment.transactionId,
      { amountCents: input.amountCents, ...(input.reason ? { reason: input.reason } : {}) },
      input.idempotencyKey,
    );
    providerRefundId = answer.refundId;
  } catch (error) {
    await db.$transaction([
      giveBack(payment.id, input.amountCents, db),
      db.refund.update({ where: { id: refund.id }, data: { status: "failed" } }),
    ]);
    if (error instanceof ProviderError) throw new AppError("bad_gateway", t("errors.failed"));
    throw error;
  }
  const done = await finish(refund, providerRefundId);
  await writeAudit({
    actorId: admin.id,
    action: "payment.refund",
    target: `payment:${payment.id}`,
    before: { refundedCents: refundedCents - input.amountCents },
    after: { refundedCents, refundId: done.id, amountCents: input.amountCents, reason: input.reason },
  });
  if (done.id === refund.id) await sendRefundEmail(done.id);
  return resultOf(done);
}

/**
 * Our refund went through at the provider: it gets the provider's id. Should the provider's webhook
 * have recorded the same refund already (it waits for pending refunds, so only after a very slow
 * answer), that record stands and ours gives its reservation back: the money is counted once.
 */
async function finish(refund: Refund, providerRefundId: string): Promise<Refund> {
  try {
    return await db.refund.update({
      where: { id: refund.id },
      data: { providerRefundId, status: "succeeded" },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.$transaction([
      giveBack(refund.paymentId, refund.amountCents, db),
      db.refund.update({ where: { id: refund.id }, data: { status: "failed" } }),
    ]);
    return db.refund.findUniqueOrThrow({ where: { providerRefundId } });
  }
}
