import "server-only";
import { db, type Subscription } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";

/**
 * Our row takes the provider's state of a subscription: its status, period and pause. Used when the
 * order of a change and a provider event cannot be told (an event applied while the change ran, a
 * renewal event about a paused row): the provider's present state is the newest there is.
 */
export async function followProvider(
  billingProviderId: string,
  provider: () => PaymentProvider = paymentProvider,
  now = new Date(),
): Promise<Subscription> {
  const remote = await provider().getSubscription(billingProviderId);
  const row = await db.subscription.findUniqueOrThrow({ where: { billingProviderId } });
  const pastDue = remote.status === "past_due";
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  return db.subscription.update({
    where: { id: row.id },
    data: {
      status: remote.status,
      currentPeriodStart: new Date(remote.currentPeriodStart),
      currentPeriodEnd: new Date(remote.currentPeriodEnd),
      resumesAt: date(remote.resumesAt),
      canceledAt: date(remote.canceledAt),
      pastDueSince: pastDue ? (row.pastDueSince ?? now) : null,
      dunningStep: pastDue ? Math.max(row.dunningStep, 1) : 0,
      lastEventAt: now,
    },
  });
}
