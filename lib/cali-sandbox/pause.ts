import "server-only";
import { db } from "@/lib/services/database";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import type { PauseInput } from "./schemas";
import { toProviderSubscription } from "./subscription-view";
import { sendWebhook } from "./webhooks";

/** Pauses last at most this long, whatever the merchant asks (a guard against typos). */
const MAX_PAUSE_DAYS = 400;

/**
 * POST /v1/subscriptions/{id}/pause: no renewal until `resumesAt`, when the provider renews by itself
 * (clock.ts). From active the paid period runs on; from past_due the failed charge is forgiven and
 * the period ends now. One conditional UPDATE per starting state, so of parallel pauses one wins.
 */
export async function pauseSubscription(
  id: string,
  { resumesAt }: PauseInput,
  now = new Date(),
): Promise<SandboxAnswer> {
  if (resumesAt <= now || resumesAt.getTime() - now.getTime() > MAX_PAUSE_DAYS * 86_400_000)
    return errorAnswer(422, `resumesAt must lie within ${MAX_PAUSE_DAYS} days from now`);
  const fromActive = await db.caliSandboxSubscription.updateMany({
    where: { id, status: "active" },
    data: { status: "paused", resumesAt },
  });
  const { count } = fromActive.count
    ? fromActive
    : await db.caliSandboxSubscription.updateMany({
        where: { id, status: "past_due" },
        data: { status: "paused", resumesAt, currentPeriodEnd: now },
      });
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!row) return errorAnswer(404, "Unknown subscription");
  if (count === 0) return errorAnswer(409, `A ${row.status} subscription cannot be paused`);
  const subscription = await toProviderSubscription(row);
  sendWebhook("subscription.paused", {
    subscriptionId: row.id,
    status: "paused",
    resumesAt: subscription.resumesAt ?? undefined,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    customerReference: row.customerReference,
  });
  return answer(200, subscription);
}
