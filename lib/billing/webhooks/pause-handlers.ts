import "server-only";
import { db, type Subscription } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { lastEventBefore } from "../event-order";
import { subscriptionFor } from "./event-subscription";
import type { Handler } from "./handlers";

/**
 * subscription.paused: the provider stopped renewals until `resumesAt`. Usually our pause already
 * wrote it (the event is then older and stale); otherwise the row follows, only if the event is the
 * newest. A pause from past_due forgives the failed charge: dunning stops.
 */
export const pausedEvent: Handler = async (event, occurredAt) => {
  const found = await subscriptionFor(event, occurredAt);
  if (!found) return "unknown_subscription";
  if (found.stale) return "stale";
  const { resumesAt, currentPeriodEnd } = event.data;
  if (!resumesAt) return "ignored";
  await db.subscription.updateMany({
    where: {
      id: found.subscription.id,
      status: { in: ["active", "past_due", "paused"] },
      ...lastEventBefore(occurredAt),
    },
    data: {
      status: "paused",
      resumesAt: new Date(resumesAt),
      ...(currentPeriodEnd ? { currentPeriodEnd: new Date(currentPeriodEnd) } : {}),
      pastDueSince: null,
      dunningStep: 0,
      lastEventAt: occurredAt,
    },
  });
  return "applied";
};

/**
 * A renewal event about a row we hold paused: older than the pause (the provider still holds it
 * paused: "still_paused", the event changes no state) or the pause is over at the provider
 * ("pause_over": the event applies whatever our clock says). Null for a row that is not paused.
 */
export async function pauseDecides(
  subscription: Pick<Subscription, "status" | "billingProviderId">,
): Promise<"still_paused" | "pause_over" | null> {
  if (subscription.status !== "paused" || !subscription.billingProviderId) return null;
  const remote = await paymentProvider().getSubscription(subscription.billingProviderId);
  return remote.status === "paused" ? "still_paused" : "pause_over";
}
