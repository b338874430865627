import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { db, Prisma } from "@/lib/services/database";
import { claimEvent, runClaimed } from "./claim";
import type { HandlerOutcome } from "./handlers";
import type { WebhookEvent } from "./schema";

export type AppliedEvent = { duplicate: true } | { duplicate: false; outcome: HandlerOutcome };

/**
 * A verified webhook: stored first (its id is unique, so the same event delivered twice, even at
 * the same moment, is stored once), then applied under the event's claim (./claim.ts): of parallel
 * deliveries one applies it. An event already applied, or being applied right now, is a duplicate.
 * A delivery of an event whose handler failed, or that was never finished, applies it again. A
 * handler failure is recorded on the event and thrown as EventNotApplied (the route answers 5xx,
 * so the provider delivers it again).
 */
export async function applyWebhookEvent(event: WebhookEvent, rawPayload: unknown): Promise<AppliedEvent> {
  try {
    await db.paymentEvent.create({
      data: {
        eventId: event.id,
        eventType: event.type,
        transactionId: event.data.transactionId ?? null,
        amountCents: event.data.amountCents ?? null,
        currency: event.data.currency ?? "USD",
        status: event.data.status ?? null,
        paymentMethod: event.data.cardInfo
          ? `${event.data.cardInfo.brand} •••• ${event.data.cardInfo.lastFourDigits}`
          : null,
        metadata: {
          cardInfo: event.data.cardInfo ?? null,
          authorizationCode: event.data.authorizationCode ?? null,
          reference: event.data.subscriptionId ?? null,
          declineCode: event.data.declineCode ?? null,
        },
        rawPayload: rawPayload as Prisma.InputJsonValue,
        occurredAt: new Date(event.created),
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const claim = await claimEvent(event.id, { onlyUnapplied: true });
  if (!claim) return { duplicate: true };
  return { duplicate: false, outcome: await runClaimed(event, claim) };
}
