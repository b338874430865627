import "server-only";
import { db } from "@/lib/services/database";
import { lastEventBefore } from "../event-order";
import { recordProrationCharge } from "../plan-change/proration-payment";
import { subscriptionFor, type EventSubscription } from "./event-subscription";
import type { Handler } from "./handlers";
import type { WebhookEvent } from "./schema";

/** The plan an event names by its provider token, among the subscription's audience; else its own. */
async function planOfEvent({ subscription }: EventSubscription, event: WebhookEvent) {
  const token = event.data.planToken;
  if (!token || token === subscription.plan.caliPlanToken) return subscription.plan;
  const plan = await db.subscriptionPlan.findFirst({
    where: { caliPlanToken: token, audience: subscription.audience },
  });
  return plan ?? subscription.plan;
}

/**
 * subscription.renewed charging another plan: a scheduled downgrade took effect. When the event is
 * the newest, our row switches to it (in the UPDATE itself). Returns the plan the renewal charged.
 */
export async function renewedPlan(found: EventSubscription, event: WebhookEvent, occurredAt: Date) {
  const plan = await planOfEvent(found, event);
  if (plan.id !== found.subscription.planId && !found.stale)
    await db.subscription.updateMany({
      where: { id: found.subscription.id, ...lastEventBefore(occurredAt) },
      data: { planId: plan.id, scheduledPlanId: null },
    });
  return plan.id;
}

/**
 * subscription.plan_changed: an upgrade's prorated charge is recorded once (whether or not our own
 * change recorded it first); the plan and period follow only when the event is the newest. A change
 * at renewal (no charge) was recorded by the change itself.
 */
export const planChanged: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  const { subscription } = found;
  const { transactionId, amountCents, currentPeriodStart, currentPeriodEnd, cardInfo } = event.data;
  if (!transactionId || amountCents === undefined || !currentPeriodStart || !currentPeriodEnd)
    return found.stale ? "stale" : "applied";
  const plan = await planOfEvent(found, event);
  const periodEnd = new Date(currentPeriodEnd);
  await recordProrationCharge({
    subscriptionId: subscription.id,
    userId: subscription.userId,
    plan,
    transactionId,
    amountCents,
    currency: event.data.currency ?? plan.currency,
    cardBrand: cardInfo?.brand ?? subscription.cardBrand,
    cardLastFour: cardInfo?.lastFourDigits ?? subscription.cardLastFour,
    renewsOn: periodEnd,
  });
  if (found.stale) return "stale";
  await db.subscription.updateMany({
    where: { id: subscription.id, status: "active", ...lastEventBefore(occurredAt) },
    data: {
      planId: plan.id,
      scheduledPlanId: null,
      currentPeriodStart: new Date(currentPeriodStart),
      currentPeriodEnd: periodEnd,
      lastEventAt: occurredAt,
    },
  });
  return "applied";
};
