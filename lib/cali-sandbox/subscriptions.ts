import { db } from "@/lib/services/database";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { toProviderSubscription } from "./subscription-view";
import { sendWebhook } from "./webhooks";

/** POST /v1/subscriptions/{id}/cancel: ends renewals now. Canceling twice answers the same and notifies once. */
export async function cancelSubscription(id: string): Promise<SandboxAnswer> {
  const { count } = await db.caliSandboxSubscription.updateMany({ where: { id, status: { not: "canceled" } }, data: { status: "canceled", canceledAt: new Date() } });
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!row) return errorAnswer(404, "Unknown subscription");
  const subscription = toProviderSubscription(row);
  if (count === 1) {
    sendWebhook("subscription.canceled", {
      subscriptionId: row.id,
      status: "canceled",
      canceledAt: subscription.canceledAt ?? undefined,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      customerReference: row.customerReference,
    });
  }
  return answer(200, subscription);
}

export async function getSubscription(id: string): Promise<SandboxAnswer> {
  const row = await db.caliSandboxSubscription.findUnique({ where: { id } });
  return row ? answer(200, toProviderSubscription(row)) : errorAnswer(404, "Unknown subscription");
}
