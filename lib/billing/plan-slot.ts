import "server-only";
import { billing } from "@/lib/config/billing";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { db, type PlanAudience } from "@/lib/services/database";
import { isForeignKeyViolation, isUniqueViolation } from "@/lib/services/database/errors";
import { billingDate } from "./dates";
import { planWords } from "./plan-text";

/**
 * One paid plan per member and audience: one member plan (monthly, quarterly, annual, or the test
 * plan) and, for lawyers, one lawyer plan. Credit packs are one-off charges, not plans. The rows
 * that hold the plan (pending, active, past_due) fall under a partial unique index on
 * (user, audience), so the database, not a read before the write, decides who gets the slot: a
 * checkout inserts its `pending` row before the card provider is called, and of any number of
 * parallel checkouts exactly one reserves it; the others are refused before any charge.
 */
export type HeldPlan = {
  planId: string;
  planCode: string;
  planName: string;
  status: "pending" | "active" | "past_due" | "paused";
  currentPeriodEnd: Date;
};

export type Reservation =
  | { ok: true; id: string }
  | { ok: false; reason: "held"; held: HeldPlan }
  | { ok: false; reason: "account_gone" };

const lapsedBefore = (now: Date) => new Date(now.getTime() - billing.checkoutReservationMinutes * 60_000);

/**
 * The plan that holds the member's slot for this audience now, or null (lapsed reservations do not
 * count).
 */
export async function heldPlan(
  userId: string,
  audience: PlanAudience,
  now = new Date(),
): Promise<HeldPlan | null> {
  const row = await db.subscription.findFirst({
    where: {
      userId,
      audience,
      OR: [
        { status: { in: ["active", "past_due", "paused"] } },
        { status: "pending", createdAt: { gte: lapsedBefore(now) } },
      ],
    },
    include: { plan: { select: { code: true, name: true } } },
  });
  if (!row || row.status === "canceled" || row.status === "expired") return null;
  return {
    planId: row.planId,
    planCode: row.plan.code,
    planName: row.plan.name,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/** A reservation whose provider never answered lapses, so an outage never blocks a member for good. */
export async function clearLapsedReservations(userId: string, now = new Date()): Promise<void> {
  await db.subscription.deleteMany({
    where: { userId, status: "pending", createdAt: { lt: lapsedBefore(now) } },
  });
}

/** Reserves the member's slot for this plan's audience: a `pending` subscription row, or who holds it. */
export async function reservePlan(
  userId: string,
  plan: { id: string; audience: PlanAudience },
  now = new Date(),
): Promise<Reservation> {
  await clearLapsedReservations(userId, now);
  // Twice at most: the holder may let go between our insert and our look at it.
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.subscription.create({
        data: {
          userId,
          planId: plan.id,
          audience: plan.audience,
          status: "pending",
          currentPeriodStart: now,
          currentPeriodEnd: now,
        },
        select: { id: true },
      });
      return { ok: true, id: row.id };
    } catch (error) {
      if (isForeignKeyViolation(error)) return { ok: false, reason: "account_gone" };
      if (!isUniqueViolation(error)) throw error;
      const held = await heldPlan(userId, plan.audience, now);
      if (held) return { ok: false, reason: "held", held };
      if (attempt > 0) throw error;
    }
  }
}

/** Gives a reservation back (the charge was declined or refused): only while it is still pending. */
export async function releaseReservation(id: string): Promise<void> {
  await db.subscription.deleteMany({ where: { id, status: "pending" } });
}

/**
 * Why a checkout of `wanted` is refused while `held` holds the slot, and what to do instead, in the
 * reader's language (the plans named as the catalogue translates them).
 */
export async function heldPlanMessage(
  held: HeldPlan,
  wanted: { id: string; code: string; name: string },
  locale: Locale,
): Promise<{ title: string; error: string }> {
  const [t, words] = await Promise.all([translator(locale, "errors"), planWords(locale)]);
  const plan = words.name({ code: held.planCode, name: held.planName });
  if (held.status === "pending")
    return { title: t("server.billing.inProgressTitle"), error: t("server.billing.heldPending", { plan }) };
  if (held.status === "past_due")
    return { title: t("server.billing.paymentIssueTitle"), error: t("server.billing.heldPastDue", { plan }) };
  if (held.status === "paused")
    return { title: t("server.billing.pausedTitle"), error: t("server.billing.heldPaused", { plan }) };
  const title = t("server.billing.alreadySubscribedTitle");
  if (held.planId === wanted.id) return { title, error: t("server.billing.heldSame", { plan }) };
  const date = billingDate(held.currentPeriodEnd, locale);
  return { title, error: t("server.billing.heldSwitch", { plan, wanted: words.name(wanted), date }) };
}
