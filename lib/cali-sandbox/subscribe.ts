import "server-only";
import { db } from "@/lib/services/database";
import type { SubscribeApproved } from "@/lib/services/payments/types";
import { answer, errorAnswer, type SandboxAnswer } from "./answer";
import { authorizeCard } from "./authorize";
import { declineCharge } from "./declined-charge";
import { authorizationCode, randomId } from "./ids";
import type { SubscribeInput } from "./schemas";
import { addDays, cardInfoOf } from "./subscription-view";
import { recordTransaction } from "./transactions";
import { sendWebhook } from "./webhooks";

/** POST /v1/subscriptions: charges the first period; approved → an active subscription, 201. */
export async function subscribe(input: SubscribeInput): Promise<SandboxAnswer> {
  const plan = await db.caliSandboxPlan.findUnique({ where: { token: input.planToken } });
  if (!plan) return errorAnswer(404, "Unknown plan");
  const authorization = await authorizeCard(input);
  if (authorization.kind === "failed") return authorization.answer;

  const money = { amountCents: plan.amountCents, currency: plan.currency };
  const customerReference = input.customer.reference;
  if (authorization.kind === "declined")
    return declineCharge(authorization, { kind: "subscription", money, customerReference });

  const { card } = authorization;
  const start = new Date();
  const end = addDays(start, plan.intervalDays);
  const subscriptionId = randomId("sub");
  const transactionId = await db.$transaction(async (tx) => {
    await tx.caliSandboxSubscription.create({
      data: {
        id: subscriptionId,
        planToken: plan.token,
        customerReference,
        customerEmail: input.customer.email,
        cardOutcome: card.outcome,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        status: "active",
        currentPeriodStart: start,
        currentPeriodEnd: end,
      },
    });
    return recordTransaction({ subscriptionId, kind: "subscription", ...money, status: "approved" }, tx);
  });
  const approved: SubscribeApproved = {
    status: "approved",
    subscriptionId,
    transactionId,
    authorizationCode: authorizationCode(),
    ...money,
    currentPeriodStart: start.toISOString(),
    currentPeriodEnd: end.toISOString(),
    nextRenewalDate: end.toISOString(),
    cardInfo: cardInfoOf(card),
  };
  sendWebhook("payment.approved", {
    subscriptionId,
    transactionId,
    ...money,
    status: "approved",
    currentPeriodStart: approved.currentPeriodStart,
    currentPeriodEnd: approved.currentPeriodEnd,
    cardInfo: approved.cardInfo,
    authorizationCode: approved.authorizationCode,
    customerReference,
  });
  return answer(201, approved);
}
