import "server-only";
import { AppError } from "@/lib/errors";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import { db, type Prisma, type Subscription } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import { billingDate } from "./dates";
import { clearLapsedReservations } from "./plan-slot";
import { planWords } from "./plan-text";
import { stopRenewals } from "./subscription-changes";

/**
 * Billing's part of deleting an account: no plan may renew after the account is gone. Every plan
 * that would renew is cancelled at the card provider first; if the provider cannot be reached the
 * deletion is refused, so nothing is ever half deleted.
 */
export type ClosingPlan = { name: string; status: "active" | "past_due" | "canceled"; periodEnd: string };

/**
 * What the deletion dialog tells the member about their plans: the ones that renew (on
 * `periodEnd`), and the cancelled ones with access left (until then), in the reader's language.
 */
export async function plansToClose(
  subscriptions: Array<
    Pick<Subscription, "status" | "currentPeriodEnd"> &
      Partial<Pick<Subscription, "resumesAt">> & { plan: { code: string; name: string } }
  >,
  locale: Locale = defaultLocale,
  now = new Date(),
): Promise<ClosingPlan[]> {
  const words = await planWords(locale);
  // A paused plan renews by itself when its pause ends: it reads as a renewing plan.
  return subscriptions
    .filter(
      (s) =>
        s.status === "active" ||
        s.status === "past_due" ||
        s.status === "paused" ||
        (s.status === "canceled" && s.currentPeriodEnd > now),
    )
    .map((s) => ({
      name: words.name(s.plan),
      status: (s.status === "paused" ? "active" : s.status) as ClosingPlan["status"],
      periodEnd: billingDate((s.status === "paused" && s.resumesAt) || s.currentPeriodEnd, locale),
    }));
}

export const PAYMENT_RUNNING =
  "A payment for your account is being processed. Please wait a minute, then delete your account again.";

/** Cancels every renewing plan at the provider. Returns the plans stopped, or why the deletion must wait. */
export async function stopAllRenewals(
  userId: string,
  provider: () => PaymentProvider = paymentProvider,
  now = new Date(),
): Promise<{ ok: true; stopped: string[] } | { ok: false; error: string }> {
  await clearLapsedReservations(userId, now);
  const live = await db.subscription.findMany({
    where: { userId, status: { in: ["pending", "active", "past_due", "paused"] } },
    include: { plan: { select: { code: true, name: true } } },
  });
  if (live.some((s) => s.status === "pending")) return { ok: false, error: PAYMENT_RUNNING };
  const stopped: string[] = [];
  for (const subscription of live) {
    try {
      await stopRenewals(subscription, provider, now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Names the plan, so it is written in the reader's language here.
      const locale = messageLocale();
      const [t, words] = await Promise.all([translator(locale, "errors"), planWords(locale)]);
      return {
        ok: false,
        error: t("server.billing.notDeleted", {
          plan: words.name(subscription.plan),
          reason: error.status === 502 ? "provider" : "changing",
        }),
      };
    }
    stopped.push(subscription.billingProviderId ?? subscription.id);
  }
  return { ok: true, stopped };
}

/**
 * Inside the deletion's transaction, after the account row is locked: whether a plan still renews
 * (a checkout reserved one after stopAllRenewals). A checkout starting after the lock waits for the
 * deletion and then finds no account.
 */
export async function holdsRenewingPlan(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  return (
    (await tx.subscription.count({
      where: { userId, status: { in: ["pending", "active", "past_due", "paused"] } },
    })) > 0
  );
}
