import "server-only";
import { errorFields, logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { failureReason } from "../failure-reason";
import { webhookHandlers, type HandlerOutcome } from "./handlers";
import type { WebhookEvent } from "./schema";

/** A claim left by a delivery or replay that died lapses after this long. */
export const CLAIM_LAPSES_MS = 2 * 60_000;

export type EventClaim = { eventId: string; applyingSince: Date; replay: boolean };

/** A handler failed: the event is recorded as failed, with `reason`; the cause is kept for the caller. */
export class EventNotApplied extends Error {
  constructor(
    readonly reason: string,
    readonly original: unknown,
  ) {
    super(reason);
    this.name = "EventNotApplied";
  }
}

/**
 * Takes the right to apply a stored event with one conditional UPDATE … RETURNING: no one else is
 * applying it (or their claim lapsed) and, for a delivery (`onlyUnapplied`), it is not applied yet
 * (outcome null or failed). Of parallel deliveries and replays, exactly one gets it.
 */
export async function claimEvent(
  eventId: string,
  { onlyUnapplied, now = new Date() }: { onlyUnapplied: boolean; now?: Date },
): Promise<EventClaim | null> {
  const [taken] = await db.paymentEvent.updateManyAndReturn({
    where: {
      eventId,
      ...(onlyUnapplied ? { OR: [{ outcome: null }, { outcome: "failed" }] } : {}),
      AND: [
        {
          OR: [{ applyingSince: null }, { applyingSince: { lt: new Date(now.getTime() - CLAIM_LAPSES_MS) } }],
        },
      ],
    },
    data: { applyingSince: now, attempts: { increment: 1 } },
    select: { eventId: true, applyingSince: true },
  });
  return taken?.applyingSince
    ? { eventId, applyingSince: taken.applyingSince, replay: !onlyUnapplied }
    : null;
}

/**
 * Runs the event's handler under `claim` and records what it did (outcome, processedAt; a replay
 * also replayedAt), releasing the claim. Only the holder of the claim (its time) writes the result.
 */
export async function runClaimed(event: WebhookEvent, claim: EventClaim): Promise<HandlerOutcome> {
  const ours = { eventId: claim.eventId, applyingSince: claim.applyingSince };
  const handler = webhookHandlers[event.type];
  const replayed = claim.replay ? { replayedAt: new Date() } : {};
  let outcome: HandlerOutcome;
  try {
    outcome = handler ? await handler(event, new Date(event.created)) : "ignored";
  } catch (error) {
    const reason = failureReason(error);
    logger.warn({ ...errorFields(error), eventId: event.id }, "webhook event not applied");
    await db.paymentEvent
      .updateMany({
        where: ours,
        data: { outcome: "failed", lastError: reason, applyingSince: null, ...replayed },
      })
      .catch(() => {});
    throw new EventNotApplied(reason, error);
  }
  await db.paymentEvent.updateMany({
    where: ours,
    data: { outcome, processedAt: new Date(), lastError: null, applyingSince: null, ...replayed },
  });
  return outcome;
}
