import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { db, Prisma } from "@/lib/services/database";
import { webhookHandlers, type HandlerOutcome } from "./handlers";
import type { WebhookEvent } from "./schema";

export type AppliedEvent = { duplicate: true } | { duplicate: false; outcome: HandlerOutcome };

/**
 * A verified webhook: stored first (its id is unique, so the same event delivered twice, even at
 * the same moment, is stored once and applied once), then handed to the handler of its type.
 */
export async function applyWebhookEvent(event: WebhookEvent, rawPayload: unknown): Promise<AppliedEvent> {
  const occurredAt = new Date(event.created);
  const metadata = {
    cardInfo: event.data.cardInfo ?? null,
    authorizationCode: event.data.authorizationCode ?? null,
    reference: event.data.subscriptionId ?? null,
    declineCode: event.data.declineCode ?? null,
  };
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
        metadata,
        rawPayload: rawPayload as Prisma.InputJsonValue,
        occurredAt,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true };
    throw error;
  }
  const handler = webhookHandlers[event.type];
  let outcome: HandlerOutcome;
  try {
    outcome = handler ? await handler(event, occurredAt) : "ignored";
  } catch (error) {
    // Not applied: forget it, so the provider's next delivery (it retries on a 5xx) applies it.
    await db.paymentEvent.delete({ where: { eventId: event.id } }).catch(() => {});
    throw error;
  }
  await db.paymentEvent.update({
    where: { eventId: event.id },
    data: { processedAt: new Date(), metadata: { ...metadata, outcome } },
  });
  return { duplicate: false, outcome };
}
