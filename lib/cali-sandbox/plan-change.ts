import "server-only";
import { db } from "@/lib/services/database";
import { answer, declinedAnswer, errorAnswer, type SandboxAnswer } from "./answer";
import { authorizationCode } from "./ids";
import type { PlanChangeInput } from "./schemas";
import { addDays, cardInfoOf, toProviderSubscription } from "./subscription-view";
import { decide, type CardOutcome } from "./test-cards";
import { recordTransaction } from "./transactions";
import { sendWebhook } from "./webhooks";

class ChangedMeanwhile extends Error {}

const changedMeanwhile = () => errorAnswer(409, "The subscription changed meanwhile; try again");

/**
 * POST /v1/subscriptions/{id}/plan. timing "now" (an upgrade): charges `amountCents` on the card on
 * file and starts the plan with a new period from now; a decline answers 402 and changes nothing.
 * timing "renewal" (a downgrade): the next renewal charges and starts that plan; the current plan's
 * token clears a scheduled one. Updates are conditional on the state read, so of two concurrent
 * changes one applies and the other is answered 409.
 */
export async function changePlan(id: string, input: PlanChangeInput): Promise<SandboxAnswer> {
  const subscription = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!subscription) return errorAnswer(404, "Unknown subscription");
  if (subscription.status !== "active")
    return errorAnswer(409, `A ${subscription.status} subscription cannot change plan`);
  const plan = await db.caliSandboxPlan.findUnique({ where: { token: input.planToken } });
  if (!plan) return errorAnswer(404, "Unknown plan");
  const unchanged = {
    id,
    status: "active",
    planToken: subscription.planToken,
    nextPlanToken: subscription.nextPlanToken,
    currentPeriodEnd: subscription.currentPeriodEnd,
  };
  const notice = {
    subscriptionId: id,
    planToken: input.planToken,
    customerReference: subscription.customerReference,
    cardInfo: cardInfoOf({ brand: subscription.cardBrand, lastFour: subscription.cardLastFour }),
  };

  if (input.timing === "renewal") {
    const nextPlanToken = input.planToken === subscription.planToken ? null : input.planToken;
    const { count } = await db.caliSandboxSubscription.updateMany({
      where: unchanged,
      data: { nextPlanToken },
    });
    if (count !== 1) return changedMeanwhile();
    const view = await toProviderSubscription({ ...subscription, nextPlanToken });
    sendWebhook("subscription.plan_changed", {
      ...notice,
      planToken: subscription.planToken,
      status: "active",
      currentPeriodStart: view.currentPeriodStart,
      currentPeriodEnd: view.currentPeriodEnd,
    });
    return answer(200, { subscription: view, charge: null });
  }

  const money = { amountCents: input.amountCents, currency: plan.currency };
  const decision = decide(subscription.cardOutcome as CardOutcome, "renewal");
  if ("error" in decision) return errorAnswer(500, "Processing error at the card network. Please retry.");
  if (!decision.approved) {
    const transactionId = await recordTransaction({
      subscriptionId: id,
      kind: "proration",
      ...money,
      status: "declined",
    });
    return declinedAnswer(decision.code, transactionId);
  }
  const now = new Date();
  let transactionId: string;
  try {
    transactionId = await db.$transaction(async (tx) => {
      const { count } = await tx.caliSandboxSubscription.updateMany({
        where: unchanged,
        data: {
          planToken: input.planToken,
          nextPlanToken: null,
          currentPeriodStart: now,
          currentPeriodEnd: addDays(now, plan.intervalDays),
        },
      });
      if (count !== 1) throw new ChangedMeanwhile();
      return recordTransaction({ subscriptionId: id, kind: "proration", ...money, status: "approved" }, tx);
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return changedMeanwhile();
    throw error;
  }
  const view = await toProviderSubscription(
    await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id } }),
  );
  const charge = {
    status: "approved" as const,
    transactionId,
    authorizationCode: authorizationCode(),
    ...money,
  };
  sendWebhook("subscription.plan_changed", {
    ...notice,
    ...money,
    transactionId,
    authorizationCode: charge.authorizationCode,
    status: "active",
    currentPeriodStart: view.currentPeriodStart,
    currentPeriodEnd: view.currentPeriodEnd,
  });
  return answer(200, { subscription: view, charge });
}
