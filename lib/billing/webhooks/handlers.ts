import "server-only";
import { userEmail, userExists, userLanguage } from "@/lib/auth/users";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import { ProviderError, type ProviderSubscription } from "@/lib/services/payments/types";
import { paymentFailedEmail } from "../dunning/emails";
import { graceEndsAt } from "../grace";
import { lastEventBefore } from "../event-order";
import { followProvider } from "../provider-sync";
import { insertPayment } from "../payments";
import { recordApprovedCharge } from "../record-payment";
import { pauseDecides, pausedEvent } from "./pause-handlers";
import { subscriptionFor } from "./event-subscription";
import { planChanged, renewedPlan } from "./plan-handlers";
import { paymentRefunded } from "./refund-handlers";
import type { WebhookEvent } from "./schema";

/** What applying an event did, kept on the stored event for the admin's event list. */
export type HandlerOutcome = "applied" | "stale" | "ignored" | "unknown_subscription";

export type Handler = (event: WebhookEvent, occurredAt: Date) => Promise<HandlerOutcome>;

/**
 * The provider's record of a subscription, or null when the provider does not know it (a signed
 * event about a subscription it never had is acknowledged, not retried). Other failures throw: the
 * provider is asked again when it delivers the event again.
 */
async function providerSubscription(id: string): Promise<ProviderSubscription | null> {
  try {
    return await paymentProvider().getSubscription(id);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

type KnownCard = { cardBrand: string | null; cardLastFour: string | null };

/**
 * The charge an approved-payment event reports, or null when the event lacks a field the payment
 * record needs. The card is the event's, else the one we already know.
 */
function reportedCharge(event: WebhookEvent, known: KnownCard = { cardBrand: null, cardLastFour: null }) {
  const { subscriptionId, transactionId, amountCents, currentPeriodStart, currentPeriodEnd } = event.data;
  if (
    !subscriptionId ||
    !transactionId ||
    amountCents === undefined ||
    !currentPeriodStart ||
    !currentPeriodEnd
  )
    return null;
  return {
    providerSubscriptionId: subscriptionId,
    transactionId,
    amountCents,
    currency: event.data.currency ?? "USD",
    periodStart: new Date(currentPeriodStart),
    periodEnd: new Date(currentPeriodEnd),
    cardBrand: event.data.cardInfo?.brand ?? known.cardBrand,
    cardLastFour: event.data.cardInfo?.lastFourDigits ?? known.cardLastFour,
  };
}

/** A first payment. Usually the checkout recorded it already; if not (the browser left), we do. */
const paymentApproved: Handler = async (event, occurredAt) => {
  const charge = reportedCharge(event);
  if (!charge) return "ignored";
  const existing = await db.subscription.findUnique({
    where: { billingProviderId: charge.providerSubscriptionId },
    select: { userId: true, planId: true },
  });
  let owner = existing;
  if (!owner) {
    // Ask the provider which plan it is; the customer reference is our user id.
    const remote = await providerSubscription(charge.providerSubscriptionId);
    if (!remote) return "unknown_subscription";
    const plan = await db.subscriptionPlan.findFirst({
      where: { caliPlanToken: remote.planToken },
      select: { id: true },
    });
    const { customerReference } = event.data;
    const userId = customerReference && (await userExists(customerReference)) ? customerReference : null;
    if (!plan || !userId) return "unknown_subscription";
    owner = { userId, planId: plan.id };
  }
  await recordApprovedCharge({ ...charge, ...owner, kind: "initial", occurredAt });
  return "applied";
};

/** A renewal charged while past due is the failed charge tried again (a card update's retry). */
const chargeKind = (status: string) => (status === "past_due" ? "retry" : "renewal");

const renewed: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  const { userId, status } = found.subscription;
  const charge = reportedCharge(event, found.subscription);
  if (!charge) return "ignored";
  const planId = await renewedPlan(found, event, occurredAt);
  await recordApprovedCharge({ ...charge, userId, planId, kind: chargeKind(status), occurredAt });
  // A renewal that ended a pause while our pause was being written: the provider's state wins.
  if (found.stale && (await pauseDecides(found.subscription)) === "pause_over") {
    await followProvider(found.subscription.billingProviderId!);
    return "applied";
  }
  return found.stale ? "stale" : "applied";
};

/**
 * A declined renewal or retry: the attempt goes into the history (once per transaction, even when
 * the event is stale), and an active or paused plan turns past_due with the day-0 email. A past_due
 * plan stays as it is: a failed retry never restarts the grace period.
 */
const renewalFailed: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  const { subscription } = found;
  const { transactionId, amountCents } = event.data;
  if (transactionId && amountCents !== undefined)
    await insertPayment({
      subscriptionId: subscription.id,
      // A renewal charges the scheduled plan when a downgrade waits.
      planId: subscription.scheduledPlanId ?? subscription.planId,
      transactionId,
      amountCents,
      currency: event.data.currency ?? subscription.plan.currency,
      status: "declined",
      kind: chargeKind(subscription.status),
      cardBrand: event.data.cardInfo?.brand ?? subscription.cardBrand,
      cardLastFour: event.data.cardInfo?.lastFourDigits ?? subscription.cardLastFour,
      declineCode: event.data.declineCode ?? null,
      createdAt: occurredAt,
    });
  // A paused row: the provider tells whether the failure came before the pause or after it ended.
  const pause = await pauseDecides(found.subscription);
  if (pause === "still_paused" || (found.stale && pause !== "pause_over")) return "stale";
  const changed = await db.subscription.updateMany({
    where: {
      id: subscription.id,
      status: { in: ["active", "paused"] },
      ...(pause === "pause_over" ? {} : lastEventBefore(occurredAt)),
    },
    data: {
      status: "past_due",
      lastEventAt: occurredAt,
      pastDueSince: occurredAt,
      dunningStep: 1,
      resumesAt: null,
    },
  });
  if (changed.count && subscription.billingProviderId) {
    const graceUntil = graceEndsAt({
      pastDueSince: occurredAt,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    const { userId, plan } = subscription;
    const providerId = subscription.billingProviderId;
    const to = await userEmail(userId).catch(() => null);
    if (to)
      await userLanguage(userId)
        .then((locale) => paymentFailedEmail({ plan, providerId, graceUntil }, locale))
        .then((message) => sendEmail({ to, ...message }))
        .catch(() => {});
  }
  return "applied";
};

const canceled: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  if (found.stale) return "stale";
  await db.subscription.updateMany({
    where: {
      id: found.subscription.id,
      status: { in: ["active", "past_due", "paused"] },
      ...lastEventBefore(occurredAt),
    },
    data: {
      status: "canceled",
      resumesAt: null,
      canceledAt: event.data.canceledAt ? new Date(event.data.canceledAt) : occurredAt,
      lastEventAt: occurredAt,
    },
  });
  return "applied";
};

/** A cancelled or paused subscription renews again (resumed before its paid period ended). */
const resumed: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  if (found.stale) return "stale";
  await db.subscription.updateMany({
    where: {
      id: found.subscription.id,
      status: { in: ["canceled", "paused"] },
      ...lastEventBefore(occurredAt),
    },
    data: { status: "active", canceledAt: null, resumesAt: null, lastEventAt: occurredAt },
  });
  return "applied";
};

/** One handler per event type; unknown types are acknowledged and only stored. */
export const webhookHandlers: Record<string, Handler | undefined> = {
  "payment.approved": paymentApproved,
  "subscription.renewed": renewed,
  "subscription.renewal_failed": renewalFailed,
  "subscription.canceled": canceled,
  "subscription.resumed": resumed,
  "subscription.paused": pausedEvent,
  "subscription.plan_changed": planChanged,
  "payment.declined": async () => "applied",
  "payment.refunded": (event) => paymentRefunded(event),
};
