import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { db, type PlanAudience } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { paymentProvider } from "@/lib/services/payments";
import { paymentReceiptEmail, renewalReceiptEmail } from "./emails";
import { lastEventBefore } from "./event-order";
import { insertPayment } from "./payments";
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
  /** retry: a past-due plan's failed charge tried again (a card update). */
  kind: "initial" | "renewal" | "retry";
  occurredAt: Date;
};

/**
 * Records an approved charge: the subscription (created or moved to its new period) and the payment
 * (the receipt). Called by the checkout and by the webhook for the same charge; whichever comes
 * second changes nothing, and the receipt email goes out once.
 */
export async function recordApprovedCharge(
  charge: ApprovedCharge,
): Promise<{ subscriptionId: string; created: boolean }> {
  const subscription = await subscriptionOf(charge);
  if (charge.kind !== "initial") {
    // The paid period only moves forward, whatever order the events arrive in: a renewal delivered
    // after a newer cancellation still extends the access the member paid for.
    await db.subscription.updateMany({
      where: { id: subscription.id, currentPeriodEnd: { lt: charge.periodEnd } },
      data: { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd },
    });
    // The status follows the newest event only: an older renewal never undoes a newer failure or
    // cancellation.
    await db.subscription.updateMany({
      where: { id: subscription.id, ...lastEventBefore(charge.occurredAt) },
      data: {
        status: "active",
        resumesAt: null,
        lastEventAt: charge.occurredAt,
        pastDueSince: null,
        dunningStep: 0,
      },
    });
  }
  const { payment, created } = await insertPayment({
    subscriptionId: subscription.id,
    planId: charge.planId,
    transactionId: charge.transactionId,
    amountCents: charge.amountCents,
    currency: charge.currency,
    status: "approved",
    kind: charge.kind,
    cardBrand: charge.cardBrand,
    cardLastFour: charge.cardLastFour,
  });
  if (!created) return { subscriptionId: subscription.id, created: false };
  await sendReceipt(charge, payment.receiptNumber).catch((error) =>
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[billing] receipt email failed:",
    ),
  );
  return { subscriptionId: subscription.id, created: true };
}

/** Our row's copy of the provider's subscription as the charge describes it. */
const providerFields = (charge: ApprovedCharge) => ({
  billingProviderId: charge.providerSubscriptionId,
  currentPeriodStart: charge.periodStart,
  currentPeriodEnd: charge.periodEnd,
  cardBrand: charge.cardBrand,
  cardLastFour: charge.cardLastFour,
  lastEventAt: charge.occurredAt,
});
const owner = (charge: ApprovedCharge, audience: PlanAudience) => ({
  userId: charge.userId,
  planId: charge.planId,
  audience,
});

/**
 * The subscription of the charge, made by whichever of the checkout and the webhook comes first:
 * the checkout's reservation (the member's `pending` row of this plan; the one-plan index allows
 * one) becomes it, by one conditional update that only one of them can win; the other finds it by
 * the provider's subscription id. Without a reservation (a webhook after the reservation lapsed)
 * it is inserted, which the one-plan index may refuse.
 */
async function subscriptionOf(charge: ApprovedCharge) {
  const where = { billingProviderId: charge.providerSubscriptionId };
  const existing = await db.subscription.findUnique({ where });
  if (existing) return existing;
  const active = { status: "active" as const, ...providerFields(charge) };
  const [claimed] = await db.subscription.updateManyAndReturn({
    where: { userId: charge.userId, planId: charge.planId, status: "pending" },
    data: active,
  });
  if (claimed) return claimed;
  const { audience } = await db.subscriptionPlan.findUniqueOrThrow({
    where: { id: charge.planId },
    select: { audience: true },
  });
  try {
    return await db.subscription.create({ data: { ...owner(charge, audience), ...active } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const created = await db.subscription.findUnique({ where });
    if (created) return created;
    return recordSecondPlan(charge, audience);
  }
}

/**
 * A charge for a plan the member cannot hold, because another plan holds the slot (it came without
 * a reservation, long after the checkout). Renewals are stopped at the provider first, then the
 * subscription is kept as cancelled so the payment has its receipt; support refunds it.
 */
async function recordSecondPlan(charge: ApprovedCharge, audience: PlanAudience) {
  await paymentProvider().cancelSubscription(
    charge.providerSubscriptionId,
    `cancel-second-plan-${charge.providerSubscriptionId}`,
  );
  logger.error(
    { subscriptionId: charge.providerSubscriptionId },
    "[billing] a second paid plan was charged for one member: renewals stopped, refund it",
  );
  try {
    return await db.subscription.create({
      data: {
        ...owner(charge, audience),
        status: "canceled",
        canceledAt: new Date(),
        ...providerFields(charge),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error))
      return db.subscription.findUniqueOrThrow({
        where: { billingProviderId: charge.providerSubscriptionId },
      });
    throw error;
  }
}

async function sendReceipt(charge: ApprovedCharge, receiptNumber: string | null) {
  const [email, locale, plan] = await Promise.all([
    userEmail(charge.userId),
    userLanguage(charge.userId),
    db.subscriptionPlan.findUnique({ where: { id: charge.planId }, select: { code: true, name: true } }),
  ]);
  if (!email || !plan) return;
  const receipt = {
    plan,
    amountCents: charge.amountCents,
    currency: charge.currency,
    transactionId: charge.transactionId,
    cardBrand: charge.cardBrand,
    cardLastFour: charge.cardLastFour,
    nextRenewal: charge.periodEnd,
    receiptNumber,
  };
  await sendEmail({
    to: email,
    ...(await (charge.kind === "initial" ? paymentReceiptEmail : renewalReceiptEmail)(receipt, locale)),
  });
}
