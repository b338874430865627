import { billing } from "@/lib/config/billing";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import { renewalFailedEmail } from "../emails";
import { recordApprovedCharge } from "../record-payment";
import type { WebhookEvent } from "./schema";

/** What applying an event did, kept on the stored event for the admin's event list. */
export type HandlerOutcome = "applied" | "stale" | "ignored" | "unknown_subscription";

type Handler = (event: WebhookEvent, occurredAt: Date) => Promise<HandlerOutcome>;

/** The subscription an event is about, and whether the event is older than what we already applied. */
async function subscriptionFor(event: WebhookEvent, occurredAt: Date) {
  if (!event.data.subscriptionId) return null;
  const subscription = await db.subscription.findUnique({ where: { billingProviderId: event.data.subscriptionId }, include: { plan: true, user: { select: { email: true } } } });
  if (!subscription) return null;
  return { subscription, stale: Boolean(subscription.lastEventAt && subscription.lastEventAt > occurredAt) };
}

/** A first payment. Usually the checkout recorded it already; if not (the browser left), we do. */
const paymentApproved: Handler = async (event, occurredAt) => {
  const { subscriptionId, transactionId, amountCents, currentPeriodStart, currentPeriodEnd, customerReference } = event.data;
  if (!subscriptionId || !transactionId || amountCents === undefined || !currentPeriodStart || !currentPeriodEnd) return "ignored";
  const existing = await db.subscription.findUnique({ where: { billingProviderId: subscriptionId }, select: { userId: true, planId: true } });
  let owner = existing;
  if (!owner) {
    // Ask the provider which plan it is; the customer reference is our user id.
    const remote = await paymentProvider().getSubscription(subscriptionId);
    const plan = await db.subscriptionPlan.findFirst({ where: { caliPlanToken: remote.planToken }, select: { id: true } });
    const user = customerReference ? await db.user.findUnique({ where: { id: customerReference }, select: { id: true } }) : null;
    if (!plan || !user) return "unknown_subscription";
    owner = { userId: user.id, planId: plan.id };
  }
  await recordApprovedCharge({
    userId: owner.userId,
    planId: owner.planId,
    providerSubscriptionId: subscriptionId,
    transactionId,
    amountCents,
    currency: event.data.currency ?? "USD",
    periodStart: new Date(currentPeriodStart),
    periodEnd: new Date(currentPeriodEnd),
    cardBrand: event.data.cardInfo?.brand ?? null,
    cardLastFour: event.data.cardInfo?.lastFourDigits ?? null,
    kind: "initial",
    occurredAt,
  });
  return "applied";
};

const renewed: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  const { transactionId, amountCents, currentPeriodStart, currentPeriodEnd } = event.data;
  if (!transactionId || amountCents === undefined || !currentPeriodStart || !currentPeriodEnd) return "ignored";
  await recordApprovedCharge({
    userId: found.subscription.userId,
    planId: found.subscription.planId,
    providerSubscriptionId: found.subscription.billingProviderId,
    transactionId,
    amountCents,
    currency: event.data.currency ?? "USD",
    periodStart: new Date(currentPeriodStart),
    periodEnd: new Date(currentPeriodEnd),
    cardBrand: event.data.cardInfo?.brand ?? found.subscription.cardBrand,
    cardLastFour: event.data.cardInfo?.lastFourDigits ?? found.subscription.cardLastFour,
    kind: "renewal",
    occurredAt,
  });
  return found.stale ? "stale" : "applied";
};

const renewalFailed: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  if (found.stale) return "stale";
  const changed = await db.subscription.updateMany({ where: { id: found.subscription.id, status: "active" }, data: { status: "past_due", lastEventAt: occurredAt } });
  if (changed.count) {
    const graceUntil = new Date(found.subscription.currentPeriodEnd.getTime() + billing.pastDueGraceDays * 86_400_000);
    await sendEmail({ to: found.subscription.user.email, ...renewalFailedEmail({ planName: found.subscription.plan.name, graceUntil }) }).catch(() => {});
  }
  return "applied";
};

const canceled: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  if (found.stale) return "stale";
  await db.subscription.updateMany({
    where: { id: found.subscription.id, status: { in: ["active", "past_due"] } },
    data: { status: "canceled", canceledAt: event.data.canceledAt ? new Date(event.data.canceledAt) : occurredAt, lastEventAt: occurredAt },
  });
  return "applied";
};

/** One handler per event type; unknown types are acknowledged and only stored. */
export const webhookHandlers: Record<string, Handler | undefined> = {
  "payment.approved": paymentApproved,
  "subscription.renewed": renewed,
  "subscription.renewal_failed": renewalFailed,
  "subscription.canceled": canceled,
  "payment.declined": async () => "applied",
};
