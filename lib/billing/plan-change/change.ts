import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { db, type Subscription, type SubscriptionPlan } from "@/lib/services/database/index";
import { paymentProvider } from "@/lib/services/payments/index";
import type { Declined, PaymentProvider, PlanChangeAnswer } from "@/lib/services/payments/types";
import { declineMessage } from "../decline-messages";
import { insertPayment } from "../payments";
import type { PlanChangeInput } from "./schema";
import { prorate, type Proration } from "./proration";
import { recordProrationCharge } from "./proration-payment";
import { providerPlanToken } from "../provider-plan";
import { refusedFor, takeMarkerOrRefuse, underMarker } from "../subscription-changes";
import { findOwnSubscription } from "../subscriptions";

/**
 * 'Change plan' (docs/BILLING.md). An upgrade (the new plan costs more per period) starts now: the
 * provider charges the prorated difference on the card on file and a new period starts. A downgrade
 * (or the same price) waits for the end of the paid period: the next renewal charges and starts it.
 * Choosing the current plan again cancels a scheduled downgrade. Only the owner of an active
 * subscription changes it, to a plan of the same audience (admin-only plans for admins). Each change
 * runs under the subscription's change marker (subscription-changes.ts): provider first, then our row.
 */
type OwnSubscription = Subscription & { plan: SubscriptionPlan };

type Refusal = "notActive" | "planNotFound" | "samePlan" | "alreadyScheduled" | "priceChanged";

/** A refusal in the reader's language (the planChange catalogue's errors). */
const refuse = async (code: "conflict" | "not_found", key: Refusal) =>
  new AppError(code, (await translator(messageLocale(), "planChange"))(`errors.${key}`));

async function ownActiveSubscription(user: CurrentUser, subscriptionId: string): Promise<OwnSubscription> {
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) throw new AppError("not_found", "Subscription not found");
  if (subscription.status !== "active" || !subscription.billingProviderId)
    throw await refuse("conflict", "notActive");
  return subscription;
}

/** The plans this subscription may switch to: its audience's, not archived, admin-only for admins. */
const switchablePlans = (user: CurrentUser, subscription: OwnSubscription) => ({
  audience: subscription.audience,
  archivedAt: null,
  ...(user.role === "admin" ? {} : { isAdminOnly: false }),
});

const prorationOf = (subscription: OwnSubscription, plan: SubscriptionPlan, now: Date): Proration =>
  prorate({
    current: {
      priceCents: subscription.plan.priceCents,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    },
    next: plan,
    now,
  });

export type PlanChangeOption = { plan: SubscriptionPlan; proration: Proration; scheduled: boolean };

/** The change-plan page: the member's active subscription and every other plan with its preview. */
export async function planChangeOptions(user: CurrentUser, subscriptionId: string, now = new Date()) {
  const subscription = await ownActiveSubscription(user, subscriptionId);
  const plans = await db.subscriptionPlan.findMany({
    where: { ...switchablePlans(user, subscription), id: { not: subscription.planId } },
    orderBy: [{ priceCents: "asc" }, { sortOrder: "asc" }],
  });
  const options: PlanChangeOption[] = plans.map((plan) => ({
    plan,
    proration: prorationOf(subscription, plan, now),
    scheduled: plan.id === subscription.scheduledPlanId,
  }));
  return { subscription, options };
}

async function targetPlan(user: CurrentUser, subscription: OwnSubscription, planCode: string) {
  const plan = await db.subscriptionPlan.findFirst({
    where: { ...switchablePlans(user, subscription), code: planCode },
  });
  if (!plan) throw await refuse("not_found", "planNotFound");
  return plan;
}

/** What switching to `planCode` would charge now and when it takes effect. */
export async function previewPlanChange(
  user: CurrentUser,
  subscriptionId: string,
  planCode: string,
  now = new Date(),
) {
  const subscription = await ownActiveSubscription(user, subscriptionId);
  const plan = await targetPlan(user, subscription, planCode);
  if (plan.id === subscription.planId) throw await refuse("conflict", "samePlan");
  return { subscription, plan, proration: prorationOf(subscription, plan, now) };
}

export type PlanChangeResult = {
  outcome: "upgraded" | "scheduled" | "kept";
  planCode: string;
  chargeCents: number;
  priceCents: number;
  currency: string;
  /** upgraded: the new period's end; scheduled/kept: when the paid period ends. */
  date: string;
};

/**
 * The marker, taken only while the row is still what the preview was computed from, so of parallel
 * changes one reaches the provider and the others are refused (409).
 */
const takeMarkerAsPreviewed = (subscription: OwnSubscription, now: Date) =>
  takeMarkerOrRefuse(
    subscription.id,
    {
      status: "active",
      planId: subscription.planId,
      scheduledPlanId: subscription.scheduledPlanId,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
    now,
    refusedFor("plan"),
  );

export async function changePlan(
  user: CurrentUser,
  input: PlanChangeInput,
  provider: () => PaymentProvider = paymentProvider,
  now = new Date(),
): Promise<PlanChangeResult> {
  const subscription = await ownActiveSubscription(user, input.subscriptionId);
  const plan = await targetPlan(user, subscription, input.planCode);
  const keeping = plan.id === subscription.planId;
  if (keeping && !subscription.scheduledPlanId) throw await refuse("conflict", "samePlan");
  if (plan.id === subscription.scheduledPlanId) throw await refuse("conflict", "alreadyScheduled");
  const proration = prorationOf(subscription, plan, now);
  if (!keeping && proration.chargeCents !== input.chargeCents) throw await refuse("conflict", "priceChanged");
  const planToken = await providerPlanToken(provider(), plan);
  const taken = await takeMarkerAsPreviewed(subscription, now);
  const result = {
    planCode: plan.code,
    chargeCents: 0,
    priceCents: plan.priceCents,
    currency: plan.currency,
    date: subscription.currentPeriodEnd.toISOString(),
  };

  if (keeping || proration.kind === "downgrade") {
    await underMarker(
      taken,
      "plan",
      (id, key) => provider().changePlan(id, { planToken, timing: "renewal" }, key),
      {
        finish: { scheduledPlanId: keeping ? null : plan.id },
        undo: {},
      },
    );
    return { ...result, outcome: keeping ? "kept" : "scheduled" };
  }

  let approved: PlanChangeAnswer | undefined;
  await underMarker(
    taken,
    "plan",
    async (id, key) => {
      const answer = await provider().changePlan(
        id,
        { planToken, timing: "now", amountCents: proration.chargeCents },
        key,
      );
      if ("code" in answer) {
        await recordDeclined(subscription, answer, proration.chargeCents, plan);
        throw new AppError("payment_required", declineMessage(answer.code));
      }
      approved = answer;
    },
    { finish: { planId: plan.id, scheduledPlanId: null }, undo: {} },
  );
  const { subscription: remote, charge } = approved!;
  const periodEnd = new Date(remote.currentPeriodEnd);
  // The period only moves forward: a renewal of the new plan recorded meanwhile is newer.
  await db.subscription.updateMany({
    where: { id: subscription.id, currentPeriodEnd: { lt: periodEnd } },
    data: { currentPeriodStart: new Date(remote.currentPeriodStart), currentPeriodEnd: periodEnd },
  });
  if (charge?.status === "approved")
    await recordProrationCharge({
      subscriptionId: subscription.id,
      userId: subscription.userId,
      plan,
      transactionId: charge.transactionId,
      amountCents: charge.amountCents,
      currency: charge.currency,
      cardBrand: subscription.cardBrand,
      cardLastFour: subscription.cardLastFour,
      renewsOn: periodEnd,
    });
  return {
    ...result,
    outcome: "upgraded",
    chargeCents: charge?.status === "approved" ? charge.amountCents : proration.chargeCents,
    date: periodEnd.toISOString(),
  };
}

/** A declined upgrade stays in the member's history as a failed attempt; nothing else changes. */
async function recordDeclined(
  subscription: OwnSubscription,
  declined: Declined,
  amountCents: number,
  plan: { id: string; currency: string },
) {
  if (!declined.transactionId) return;
  await insertPayment({
    subscriptionId: subscription.id,
    planId: plan.id,
    transactionId: declined.transactionId,
    amountCents,
    currency: plan.currency,
    status: "declined",
    kind: "proration",
    cardBrand: subscription.cardBrand,
    cardLastFour: subscription.cardLastFour,
    declineCode: declined.code,
  });
}
