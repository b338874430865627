import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { grantsAccess } from "./access";
import { graceDays } from "./grace";
import { paymentIssueAmong, type PaymentIssue } from "./dunning/payment-issue";
import { heldPlan } from "./plan-slot";

/** The states in which a subscription may still grant access (grantsAccess decides). */
const MAY_GRANT_ACCESS = ["active", "canceled", "past_due", "paused"] as const;

/** True while one of the user's plans of this audience grants access (member premium, or lawyer premium). */
async function hasAccess(userId: string, audience: "member" | "lawyer", now: Date): Promise<boolean> {
  const subscriptions = await db.subscription.findMany({
    where: { userId, status: { in: [...MAY_GRANT_ACCESS] }, plan: { audience } },
    select: { status: true, currentPeriodEnd: true, pastDueSince: true },
  });
  return subscriptions.some((s) => grantsAccess(s, now));
}

/**
 * What every session check needs from billing, in one query: member premium (as hasPremiumAccess)
 * and the failed payment the banner asks to fix (a plan of any audience).
 */
export async function sessionStanding(
  userId: string,
  now = new Date(),
): Promise<{ premium: boolean; paymentIssue: PaymentIssue | null }> {
  const subscriptions = await db.subscription.findMany({
    where: { userId, status: { in: [...MAY_GRANT_ACCESS] } },
    select: {
      status: true,
      currentPeriodEnd: true,
      pastDueSince: true,
      billingProviderId: true,
      audience: true,
    },
  });
  return {
    // A subscription's audience is its plan's (a foreign key keeps them equal).
    premium: subscriptions.some((s) => s.audience === "member" && grantsAccess(s, now)),
    paymentIssue: paymentIssueAmong(subscriptions, now),
  };
}

/**
 * A subscription that grants member premium now, as a query filter: grantsAccess's rule (active;
 * canceled or paused until the period ends; past due for the grace period) for lists that must
 * filter before their limit. A test holds the two to the same answers.
 */
export function memberPremiumWhere(now = new Date()): Prisma.SubscriptionWhereInput {
  const graceStarted = new Date(now.getTime() - graceDays() * 86_400_000);
  return {
    audience: "member",
    OR: [
      { status: "active" },
      { status: { in: ["canceled", "paused"] }, currentPeriodEnd: { gt: now } },
      {
        status: "past_due",
        OR: [
          { pastDueSince: { gt: graceStarted } },
          { pastDueSince: null, currentPeriodEnd: { gt: graceStarted } },
        ],
      },
    ],
  };
}

/** Member premium: unlimited visa chat, the community chat. */
export const hasPremiumAccess = (userId: string, now = new Date()) => hasAccess(userId, "member", now);

/** Lawyer premium: unlimited lead unlocks. */
export const hasLawyerPremium = (userId: string, now = new Date()) => hasAccess(userId, "lawyer", now);

/**
 * The user's subscriptions, newest first, with their plan and payments; a checkout's reservation
 * (pending) is not one yet.
 */
export async function listUserSubscriptions(userId: string) {
  return db.subscription.findMany({
    where: { userId, status: { not: "pending" } },
    orderBy: { createdAt: "desc" },
    include: { plan: true, scheduledPlan: true, payments: { orderBy: { createdAt: "desc" } } },
  });
}

/** A subscription by the provider id in /cancellation-options/{id}, only if it is the user's. */
export async function findOwnSubscription(userId: string, billingProviderId: string) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(billingProviderId)) return null;
  return db.subscription.findFirst({
    where: { billingProviderId, userId },
    include: { plan: true, scheduledPlan: true },
  });
}

/**
 * The member plan a user is on, as the plans page marks it: the one holding their slot, else a
 * cancelled one with access left.
 */
export type CurrentPlan = {
  planId: string;
  planCode: string;
  planName: string;
  status: "pending" | "active" | "past_due" | "paused" | "canceled";
  until: Date;
};

export async function currentMemberPlan(userId: string, now = new Date()): Promise<CurrentPlan | null> {
  const held = await heldPlan(userId, "member", now);
  if (held)
    return {
      planId: held.planId,
      planCode: held.planCode,
      planName: held.planName,
      status: held.status,
      until: held.currentPeriodEnd,
    };
  const cancelled = await db.subscription.findFirst({
    where: { userId, audience: "member", status: "canceled", currentPeriodEnd: { gt: now } },
    orderBy: { currentPeriodEnd: "desc" },
    include: { plan: { select: { code: true, name: true } } },
  });
  return cancelled
    ? {
        planId: cancelled.planId,
        planCode: cancelled.plan.code,
        planName: cancelled.plan.name,
        status: "canceled",
        until: cancelled.currentPeriodEnd,
      }
    : null;
}
