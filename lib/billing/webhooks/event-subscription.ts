import "server-only";
import { db } from "@/lib/services/database";
import type { WebhookEvent } from "./schema";

/** The subscription an event is about, and whether the event is older than what we already applied. */
export async function subscriptionFor(event: WebhookEvent, occurredAt: Date) {
  if (!event.data.subscriptionId) return null;
  const subscription = await db.subscription.findUnique({
    where: { billingProviderId: event.data.subscriptionId },
    include: { plan: true },
  });
  if (!subscription) return null;
  return { subscription, stale: Boolean(subscription.lastEventAt && subscription.lastEventAt > occurredAt) };
}

export type EventSubscription = NonNullable<Awaited<ReturnType<typeof subscriptionFor>>>;
