import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { messageLocale } from "@/lib/i18n/server-messages";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import type { Subscription } from "@/lib/services/database/index";
import { paymentProvider } from "@/lib/services/payments/index";
import type { CardUpdateAnswer, PaymentProvider } from "@/lib/services/payments/types";
import type { CardUpdateInput } from "./card-update-schema";
import { billingDate } from "../dates";
import { declineMessage } from "../decline-messages";
import { graceEndsAt } from "../grace";
import { insertPayment, markRetryCharge } from "../payments";
import { planName } from "../plan-text";
import { recordApprovedCharge } from "../record-payment";
import { cardOf } from "../schemas";
import { takeMarkerOrRefuse, underMarker } from "../subscription-changes";
import { findOwnSubscription } from "../subscriptions";

/** The plans that still renew, so have a card on file. */
const RENEWING = ["active", "past_due", "paused"] as const;

export type CardUpdateResult =
  | { ok: true; status: Subscription["status"]; paid: boolean; message: string }
  | { ok: false; status: 402; title: string; error: string };

/**
 * What our row becomes once the provider answered: its card (unless the provider refused the card,
 * then nothing was stored), and, when the provider's subscription is active again (the retry was
 * approved, or a renewal won meanwhile), active with the provider's period and the dunning cleared.
 */
function rowAfter(answer: CardUpdateAnswer, before: Subscription) {
  const refused = answer.retry?.status === "declined" && answer.retry.transactionId === null;
  const card = refused
    ? {}
    : {
        cardBrand: answer.subscription.cardInfo.brand,
        cardLastFour: answer.subscription.cardInfo.lastFourDigits,
      };
  if (before.status !== "past_due" || answer.subscription.status !== "active") return card;
  return {
    ...card,
    status: "active" as const,
    currentPeriodStart: new Date(answer.subscription.currentPeriodStart),
    currentPeriodEnd: new Date(answer.subscription.currentPeriodEnd),
    pastDueSince: null,
    dunningStep: 0,
  };
}

/**
 * 'Fix your card' (owner only): the provider stores the new card, and a past-due plan's charge is
 * tried on it at once. Runs under the subscription's change marker, so it never crosses a cancel,
 * another card update or the dunning's expiry. Approved → active, a new period, the payment and its
 * receipt; declined → still past due, the attempt in the history, a 402 that says why.
 */
export async function updateCard(
  user: CurrentUser,
  input: CardUpdateInput,
  provider: () => PaymentProvider = paymentProvider,
  now = new Date(),
): Promise<CardUpdateResult> {
  const subscription = await findOwnSubscription(user.id, input.subscriptionId);
  if (!subscription) throw new AppError("not_found", "Subscription not found");
  const t = await translator(messageLocale(), "dunning");
  const taken = await takeMarkerOrRefuse(
    subscription.id,
    { status: { in: [...RENEWING] } },
    now,
    () => new AppError("conflict", t("server.notRenewing")),
  );
  const { row, answer } = await underMarker(
    taken,
    "card",
    (id, key) => provider().updateCard(id, cardOf(input), key),
    // The browser's attempt key: a retry of this attempt replays the provider's answer.
    {
      key: `card-${taken.billingProviderId}-${input.idempotencyKey}`,
      finish: (a) => rowAfter(a, taken),
      undo: {},
    },
  );

  const { retry } = answer;
  const words = { plan: await planName(subscription.plan, messageLocale()) };
  if (retry?.status === "approved") {
    await recordApprovedCharge({
      userId: user.id,
      planId: row.planId,
      providerSubscriptionId: input.subscriptionId,
      transactionId: retry.transactionId,
      amountCents: retry.amountCents,
      currency: retry.currency,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      cardBrand: row.cardBrand,
      cardLastFour: row.cardLastFour,
      kind: "retry",
      occurredAt: now,
    });
    await markRetryCharge(retry.transactionId);
    const date = billingDate(row.currentPeriodEnd, messageLocale());
    return { ok: true, status: row.status, paid: true, message: t("server.paid", { ...words, date }) };
  }
  if (retry?.status === "declined") {
    if (retry.transactionId)
      await insertPayment({
        subscriptionId: row.id,
        planId: row.scheduledPlanId ?? row.planId,
        transactionId: retry.transactionId,
        amountCents: answer.subscription.amountCents,
        currency: answer.subscription.currency,
        status: "declined",
        kind: "retry",
        cardBrand: row.cardBrand,
        cardLastFour: row.cardLastFour,
        declineCode: retry.code,
      });
    const reason = localizeMessage(declineMessage(retry.code));
    return {
      ok: false,
      status: 402,
      title: t("server.declinedTitle"),
      error:
        row.status === "past_due"
          ? t("server.stillPastDue", { reason, date: billingDate(graceEndsAt(row), messageLocale()) })
          : reason,
    };
  }
  return { ok: true, status: row.status, paid: false, message: t("server.updated") };
}
