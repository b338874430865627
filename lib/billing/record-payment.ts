import { isUniqueViolation } from "@/lib/services/database/errors";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { paymentReceiptEmail, renewalReceiptEmail } from "./emails";
import { logger } from "@/lib/observability/logger";

export type ApprovedCharge = {
  userId: string;
  planId: string;
  providerSubscriptionId: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  cardBrand: string | null;
  cardLastFour: string | null;
  kind: "initial" | "renewal";
  occurredAt: Date;
};

/**
 * Records an approved charge: the subscription (created or moved to its new period) and the payment
 * (the receipt). Called by the checkout and by the webhook for the same charge; whichever comes
 * second changes nothing, and the receipt email goes out once.
 */
export async function recordApprovedCharge(charge: ApprovedCharge): Promise<{ subscriptionId: string; created: boolean }> {
  const subscription = await subscriptionOf(charge);
  if (charge.kind === "renewal") {
    // The paid period only moves forward, whatever order the events arrive in: a renewal delivered
    // after a newer cancellation still extends the access the member paid for.
    await db.subscription.updateMany({
      where: { id: subscription.id, currentPeriodEnd: { lt: charge.periodEnd } },
      data: { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd },
    });
    // The status follows the newest event only: an older renewal never undoes a newer failure or cancellation.
    await db.subscription.updateMany({
      where: { id: subscription.id, OR: [{ lastEventAt: null }, { lastEventAt: { lt: charge.occurredAt } }] },
      data: { status: "active", lastEventAt: charge.occurredAt },
    });
  }
  try {
    await db.payment.create({
      data: { subscriptionId: subscription.id, transactionId: charge.transactionId, amountCents: charge.amountCents, currency: charge.currency, status: "approved", kind: charge.kind, cardBrand: charge.cardBrand, cardLastFour: charge.cardLastFour },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { subscriptionId: subscription.id, created: false };
    throw error;
  }
  await sendReceipt(charge).catch((error) => logger.error({ detail: error instanceof Error ? error.message : error }, "[billing] receipt email failed:"));
  return { subscriptionId: subscription.id, created: true };
}

/**
 * The subscription of the charge, created by whichever of the checkout and the webhook comes first.
 * Both can arrive at the same moment: Prisma's upsert is a read then a write, so the slower one hits
 * the unique provider id and reads the row the other created.
 */
async function subscriptionOf(charge: ApprovedCharge) {
  const where = { billingProviderId: charge.providerSubscriptionId };
  try {
    return await db.subscription.upsert({
      where,
      create: {
        userId: charge.userId,
        planId: charge.planId,
        status: "active",
        billingProviderId: charge.providerSubscriptionId,
        currentPeriodStart: charge.periodStart,
        currentPeriodEnd: charge.periodEnd,
        cardBrand: charge.cardBrand,
        cardLastFour: charge.cardLastFour,
        lastEventAt: charge.occurredAt,
      },
      update: {},
    });
  } catch (error) {
    if (isUniqueViolation(error)) return db.subscription.findUniqueOrThrow({ where });
    throw error;
  }
}

async function sendReceipt(charge: ApprovedCharge) {
  const [user, plan] = await Promise.all([db.user.findUnique({ where: { id: charge.userId }, select: { email: true } }), db.subscriptionPlan.findUnique({ where: { id: charge.planId }, select: { name: true } })]);
  if (!user || !plan) return;
  const receipt = { planName: plan.name, amountCents: charge.amountCents, currency: charge.currency, transactionId: charge.transactionId, cardBrand: charge.cardBrand, cardLastFour: charge.cardLastFour, nextRenewal: charge.periodEnd };
  await sendEmail({ to: user.email, ...(charge.kind === "initial" ? paymentReceiptEmail(receipt) : renewalReceiptEmail(receipt)) });
}
