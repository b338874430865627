import "server-only";
import { writeAudit } from "@/lib/admin/audit";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/services/database";
import { requireAdmin } from "../admin-guard";
import { claimEvent, EventNotApplied, runClaimed } from "./claim";
import type { HandlerOutcome } from "./handlers";
import { webhookEventSchema } from "./schema";

export const EVENT_BEING_APPLIED = "This event is being applied right now. Please try again in a minute.";
export const EVENT_NOT_FOUND = "This event is not in the webhook log.";
export const EVENT_UNREADABLE = "This event's stored payload is no longer a valid event.";

/**
 * An admin applies a stored event again, as a new delivery would: its stored payload is parsed
 * again and its handler runs under the event's claim (even for an applied event: handlers are
 * idempotent), so a replay never runs alongside a delivery or another replay (409). The outcome and
 * replayedAt are recorded, and the audit log says who replayed what.
 */
export async function replayEvent(
  adminId: string,
  eventId: string,
  now = new Date(),
): Promise<HandlerOutcome> {
  await requireAdmin(adminId);
  const stored = await db.paymentEvent.findUnique({
    where: { eventId },
    select: { rawPayload: true, outcome: true },
  });
  if (!stored) throw new AppError("not_found", EVENT_NOT_FOUND);
  const parsed = webhookEventSchema.safeParse(stored.rawPayload);
  if (!parsed.success || parsed.data.id !== eventId) throw new AppError("unprocessable", EVENT_UNREADABLE);
  const claim = await claimEvent(eventId, { onlyUnapplied: false, now });
  if (!claim) throw new AppError("conflict", EVENT_BEING_APPLIED);
  const audit = (after: Record<string, string>) =>
    writeAudit({
      actorId: adminId,
      action: "payment-event.replay",
      target: `payment-event:${eventId}`,
      before: { outcome: stored.outcome },
      after,
    });
  try {
    const outcome = await runClaimed(parsed.data, claim);
    await audit({ outcome });
    return outcome;
  } catch (error) {
    if (!(error instanceof EventNotApplied)) throw error;
    await audit({ outcome: "failed", error: error.reason });
    throw new AppError("unavailable", `The event could not be applied: ${error.reason}`);
  }
}
