import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { authorizationCode } from "./ids";
import { addDays, cardInfoOf, toProviderSubscription } from "./subscription-view";
import { decide, type CardOutcome } from "./test-cards";
import { recordTransaction } from "./transactions";
import { sendWebhook } from "./webhooks";

class ChangedMeanwhile extends Error {}

/**
 * POST /v1/sandbox/subscriptions/{id}/advance (development control): renews now, as the provider
 * does when a period ends or a pause is over, by charging the card on file for the next plan (a
 * scheduled downgrade's, else the current one's). Its outcome class decides: approved → that plan,
 * a new period from now; declined → past_due. The update is conditional on the state read, so two
 * concurrent advances charge once (409 for the other). `onlyIf` narrows that update further (the
 * clock: only while still due); `now` is when the new period starts.
 */
export async function advanceSubscription(
  id: string,
  { now = new Date(), onlyIf = {} }: { now?: Date; onlyIf?: Prisma.CaliSandboxSubscriptionWhereInput } = {},
): Promise<SandboxAnswer> {
  const subscription = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!subscription) return errorAnswer(404, "Unknown subscription");
  if (!["active", "past_due", "paused"].includes(subscription.status))
    return errorAnswer(409, `A ${subscription.status} subscription does not renew`);
  const planToken = subscription.nextPlanToken ?? subscription.planToken;
  const plan = await db.caliSandboxPlan.findUnique({ where: { token: planToken } });
  if (!plan) return errorAnswer(409, "The subscription's plan no longer exists");

  const decision = decide(subscription.cardOutcome as CardOutcome, "renewal");
  if ("error" in decision) return errorAnswer(500, "Processing error at the card network. Please retry.");
  const money = { amountCents: plan.amountCents, currency: plan.currency };
  const change = decision.approved
    ? {
        status: "active",
        planToken,
        nextPlanToken: null,
        resumesAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: addDays(now, plan.intervalDays),
      }
    : { status: "past_due", resumesAt: null };

  let transactionId: string;
  try {
    transactionId = await db.$transaction(async (tx) => {
      const { count } = await tx.caliSandboxSubscription.updateMany({
        where: {
          id,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          ...onlyIf,
        },
        data: change,
      });
      if (count !== 1) throw new ChangedMeanwhile();
      return recordTransaction(
        {
          subscriptionId: id,
          kind: "renewal",
          ...money,
          status: decision.approved ? "approved" : "declined",
        },
        tx,
      );
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile)
      return errorAnswer(409, "The subscription changed meanwhile; try again");
    throw error;
  }

  const view = await toProviderSubscription(
    await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id } }),
  );
  const common = {
    subscriptionId: id,
    transactionId,
    ...money,
    currentPeriodStart: view.currentPeriodStart,
    currentPeriodEnd: view.currentPeriodEnd,
    cardInfo: cardInfoOf({ brand: subscription.cardBrand, lastFour: subscription.cardLastFour }),
    customerReference: subscription.customerReference,
    planToken: view.planToken,
  };
  if (decision.approved) {
    const code = authorizationCode();
    sendWebhook("subscription.renewed", { ...common, status: "active", authorizationCode: code });
    return answer(200, { ...view, renewal: { status: "approved", transactionId, authorizationCode: code } });
  }
  sendWebhook("subscription.renewal_failed", { ...common, status: "past_due", declineCode: decision.code });
  return answer(200, { ...view, renewal: { status: "declined", transactionId, declineCode: decision.code } });
}
