import "server-only";
import { db, type CaliSandboxSubscription } from "@/lib/services/database";
import type { ProviderSubscription } from "@/lib/services/payments/types";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { advanceSubscription } from "./renewals";
import { toProviderSubscription } from "./subscription-view";
import { sendWebhook } from "./webhooks";

/** What a notice of a subscription's new state carries besides its status. */
const stateNotice = (row: CaliSandboxSubscription, subscription: ProviderSubscription) => ({
  subscriptionId: row.id,
  currentPeriodStart: subscription.currentPeriodStart,
  currentPeriodEnd: subscription.currentPeriodEnd,
  customerReference: row.customerReference,
});

/**
 * POST /v1/subscriptions/{id}/cancel: ends renewals now. Canceling twice answers the same and
 * notifies once.
 */
export async function cancelSubscription(id: string): Promise<SandboxAnswer> {
  const { count } = await db.caliSandboxSubscription.updateMany({
    where: { id, status: { not: "canceled" } },
    data: { status: "canceled", canceledAt: new Date() },
  });
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!row) return errorAnswer(404, "Unknown subscription");
  const subscription = await toProviderSubscription(row);
  if (count === 1) {
    sendWebhook("subscription.canceled", {
      ...stateNotice(row, subscription),
      status: "canceled",
      canceledAt: subscription.canceledAt ?? undefined,
    });
  }
  return answer(200, subscription);
}

/**
 * POST /v1/subscriptions/{id}/resume: a cancelled subscription renews again, while its paid period
 * lasts (409 after). A paused one is active again at once: with its paid period left it renews at
 * its end, without it is renewed (charged) now through advance's conditional path. Resuming an
 * active subscription answers the same and notifies nothing.
 */
export async function resumeSubscription(id: string, now = new Date()): Promise<SandboxAnswer> {
  const { count } = await db.caliSandboxSubscription.updateMany({
    where: { id, status: { in: ["canceled", "paused"] }, currentPeriodEnd: { gt: now } },
    data: { status: "active", canceledAt: null, resumesAt: null },
  });
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!row) return errorAnswer(404, "Unknown subscription");
  if (count === 0 && row.status === "paused")
    return advanceSubscription(id, { now, onlyIf: { status: "paused" } });
  if (count === 0 && row.status !== "active") {
    return errorAnswer(
      409,
      row.status === "canceled"
        ? "The subscription's paid period has ended; it cannot be resumed"
        : `A ${row.status} subscription cannot be resumed`,
    );
  }
  const subscription = await toProviderSubscription(row);
  if (count === 1) {
    sendWebhook("subscription.resumed", { ...stateNotice(row, subscription), status: "active" });
  }
  return answer(200, subscription);
}

export async function getSubscription(id: string): Promise<SandboxAnswer> {
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  return row ? answer(200, await toProviderSubscription(row)) : errorAnswer(404, "Unknown subscription");
}
