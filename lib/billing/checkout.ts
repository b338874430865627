import "server-only";
import { isUniqueViolation } from "@/lib/services/database/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { ErrorStatus } from "@/lib/errors";
import { db, Prisma } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { callerStatusFor, providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { logger } from "@/lib/observability/logger";
import { messageLocale } from "@/lib/i18n/server-messages";
import { DECLINED_TITLE, declineMessage } from "./decline-messages";
import { heldPlanMessage, releaseReservation, reservePlan } from "./plan-slot";
import { findPlanForCheckout, type PlanView } from "./plans";
import { providerPlanToken } from "./provider-plan";
import { recordApprovedCharge } from "./record-payment";
import { cardOf, type SubscribeInput } from "./schemas";

export type CheckoutResponse =
  | { ok: true; subscriptionId: string; planName: string; nextRenewalDate: string; transactionId: string }
  | { ok: false; status: ErrorStatus; title: string; error: string; code?: string };

/**
 * Subscribes the user to a plan with an encrypted card. Each attempt has an idempotency key: the
 * first request does the work and stores its answer; a double click or a retry with the same key
 * gets that answer back, and the provider sees the same key, so a card is never charged twice.
 * Attempts with different keys meet at the member's plan slot (plan-slot.ts): it is reserved in
 * the database before the provider is called, so only one of them is ever charged. Titles and
 * messages are English, translated where they are answered (the route), except those that name a
 * plan, written in the request's language here.
 */
export async function subscribe(
  user: CurrentUser,
  input: SubscribeInput,
  provider: PaymentProvider = paymentProvider(),
): Promise<CheckoutResponse> {
  const plan = await findPlanForCheckout(input.planCode, { isAdmin: user.role === "admin" });
  if (!plan)
    return {
      ok: false,
      status: 404,
      title: "Plan Not Found",
      error: "Invalid plan selection. Please try again.",
    };
  if (plan.isAdminOnly && user.role !== "admin")
    return { ok: false, status: 403, title: "Invalid Plan", error: "This plan is for administrators only." };
  if (plan.audience === "lawyer" && user.role !== "lawyer" && user.role !== "admin")
    return { ok: false, status: 403, title: "Invalid Plan", error: "This plan is for lawyers on Latitud." };

  try {
    await db.checkoutAttempt.create({
      data: {
        idempotencyKey: input.idempotencyKey,
        userId: user.id,
        planCode: plan.code,
        status: "processing",
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.checkoutAttempt.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (earlier?.userId === user.id && earlier.response) return earlier.response as CheckoutResponse;
    return {
      ok: false,
      status: 409,
      title: "Payment in progress",
      error: "This payment is already being processed.",
    };
  }

  const answer = await reserveAndCharge(user, plan, input, provider);
  // A provider outage leaves the attempt open to a retry with a new key; any other answer is final.
  await db.checkoutAttempt.update({
    where: { idempotencyKey: input.idempotencyKey },
    data: {
      status: answer.ok ? "approved" : "refused",
      response: answer.ok || answer.status !== 502 ? answer : Prisma.DbNull,
    },
  });
  return answer;
}

async function reserveAndCharge(
  user: CurrentUser,
  plan: PlanView,
  input: SubscribeInput,
  provider: PaymentProvider,
): Promise<CheckoutResponse> {
  const reservation = await reservePlan(user.id, plan);
  if (!reservation.ok) {
    if (reservation.reason === "account_gone")
      return { ok: false, status: 401, title: "Account closed", error: "This account no longer exists." };
    return { ok: false, status: 409, ...(await heldPlanMessage(reservation.held, plan, messageLocale())) };
  }
  const { answer, release } = await charge(user, plan, input, provider);
  if (release) await releaseReservation(reservation.id);
  return answer;
}

/**
 * The provider's charge under the reservation. `release`: whether the reservation goes back. A
 * decline or a refusal is final and charged nothing; when the provider gave no answer at all, the
 * charge may have happened, so the reservation stays for its webhook until it lapses.
 */
async function charge(
  user: CurrentUser,
  plan: PlanView,
  input: SubscribeInput,
  provider: PaymentProvider,
): Promise<{ answer: CheckoutResponse; release: boolean }> {
  try {
    const result = await provider.subscribe({
      planToken: await providerPlanToken(provider, plan),
      card: cardOf(input),
      customer: { reference: user.id, email: user.email },
      idempotencyKey: input.idempotencyKey,
    });
    if (result.status === "declined")
      return {
        answer: {
          ok: false,
          status: 402,
          title: DECLINED_TITLE,
          error: declineMessage(result.code),
          code: result.code,
        },
        release: true,
      };
    await recordApprovedCharge({
      userId: user.id,
      planId: plan.id,
      providerSubscriptionId: result.subscriptionId,
      transactionId: result.transactionId,
      amountCents: result.amountCents,
      currency: result.currency,
      periodStart: new Date(result.currentPeriodStart),
      periodEnd: new Date(result.currentPeriodEnd),
      cardBrand: result.cardInfo.brand,
      cardLastFour: result.cardInfo.lastFourDigits,
      kind: "initial",
      occurredAt: new Date(),
    });
    return {
      answer: {
        ok: true,
        subscriptionId: result.subscriptionId,
        planName: plan.name,
        nextRenewalDate: result.nextRenewalDate,
        transactionId: result.transactionId,
      },
      release: false,
    };
  } catch (error) {
    if (error instanceof ProviderError) {
      logger.error(`[billing] provider error ${error.status} during checkout of ${plan.code}`);
      return {
        answer: {
          ok: false,
          status: callerStatusFor(error),
          title: "Payment Setup Error",
          error: providerErrorMessage(error.status),
        },
        release: error.status !== 0,
      };
    }
    throw error;
  }
}
