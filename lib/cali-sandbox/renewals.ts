import "server-only";
import { db, type CaliSandboxSubscription, type Prisma } from "@/lib/services/database";
import type { ChargeResult } from "@/lib/services/payments/types";
import { answer, declineText, errorAnswer, type SandboxAnswer } from "./answer";
import { authorizationCode } from "./ids";
import { addDays, cardInfoOf, toProviderSubscription } from "./subscription-view";
import { decide, type CardOutcome } from "./test-cards";
import { recordTransaction } from "./transactions";
import { sendWebhook } from "./webhooks";

class ChangedMeanwhile extends Error {}

export type ChargeOptions = { now?: Date; onlyIf?: Prisma.CaliSandboxSubscriptionWhereInput };

/** What charging the card on file did: the charge, or why nothing was charged. */
export type RenewalCharge =
  | { kind: "charged"; charge: ChargeResult }
  | { kind: "changed_meanwhile" }
  | { kind: "refused"; answer: SandboxAnswer };

/**
 * Charges the card on file for the next plan (a scheduled downgrade's, else the current one's), as a
 * renewal or as a past-due subscription's retry: approved → that plan, a new period from now;
 * declined → past_due. The update is conditional on the state read (`subscription`), so of two
 * concurrent charges of one period exactly one happens; the other finds it changed meanwhile.
 * `onlyIf` narrows that update further (the clock: only while still due); `now` starts the new period.
 */
export async function chargeCardOnFile(
  subscription: CaliSandboxSubscription,
  { now = new Date(), onlyIf = {} }: ChargeOptions = {},
): Promise<RenewalCharge> {
  const { id } = subscription;
  const planToken = subscription.nextPlanToken ?? subscription.planToken;
  const plan = await db.caliSandboxPlan.findUnique({ where: { token: planToken } });
  if (!plan) return { kind: "refused", answer: errorAnswer(409, "The subscription's plan no longer exists") };

  const decision = decide(subscription.cardOutcome as CardOutcome, "renewal");
  if ("error" in decision)
    return {
      kind: "refused",
      answer: errorAnswer(500, "Processing error at the card network. Please retry."),
    };
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
    if (error instanceof ChangedMeanwhile) return { kind: "changed_meanwhile" };
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
    return {
      kind: "charged",
      charge: { status: "approved", transactionId, authorizationCode: code, ...money },
    };
  }
  sendWebhook("subscription.renewal_failed", { ...common, status: "past_due", declineCode: decision.code });
  return {
    kind: "charged",
    charge: {
      status: "declined",
      transactionId,
      code: decision.code,
      message: declineText(decision.code),
    },
  };
}

/**
 * POST /v1/sandbox/subscriptions/{id}/advance (development control): renews now, as the provider
 * does when a period ends or a pause is over (chargeCardOnFile). Two concurrent advances charge
 * once (409 for the other).
 */
export async function advanceSubscription(id: string, options: ChargeOptions = {}): Promise<SandboxAnswer> {
  const subscription = await db.caliSandboxSubscription.findUnique({ where: { id } });
  if (!subscription) return errorAnswer(404, "Unknown subscription");
  if (!["active", "past_due", "paused"].includes(subscription.status))
    return errorAnswer(409, `A ${subscription.status} subscription does not renew`);
  const result = await chargeCardOnFile(subscription, options);
  if (result.kind === "refused") return result.answer;
  if (result.kind === "changed_meanwhile")
    return errorAnswer(409, "The subscription changed meanwhile; try again");
  const view = await toProviderSubscription(
    await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id } }),
  );
  const { charge } = result;
  return answer(200, {
    ...view,
    renewal:
      charge.status === "approved"
        ? {
            status: "approved",
            transactionId: charge.transactionId,
            authorizationCode: charge.authorizationCode,
          }
        : { status: "declined", transactionId: charge.transactionId, declineCode: charge.code },
  });
}
