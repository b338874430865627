import "server-only";
import { userEmail, userLanguage } from "@/lib/auth/users";
import { logger } from "@/lib/observability/logger";
import { db, type Subscription } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import type { RenderedEmail } from "@/lib/services/email/layout";
import { paymentProvider } from "@/lib/services/payments";
import type { PaymentProvider } from "@/lib/services/payments/types";
import type { Locale } from "@/lib/i18n/locales";
import { dunningReminderEmail, planEndedEmail } from "../dunning/emails";
import { graceDays, graceEndsAt } from "../grace";
import { takeMarker, underMarker } from "../subscription-changes";

const DAY_MS = 86_400_000;
/** The reminder's day of the grace period (docs/BILLING.md: emails on day 0, 3 and 7). */
const REMINDER_DAY = 3;

export type DunningSweep = { reminded: number; expired: number; failed: number };

type Dunned = Subscription & { plan: { code: string; name: string } };

/**
 * One dunning sweep over past-due plans (the periodic worker runs it):
 * - day 3 (only when the grace period is longer): dunning step 1 → 2 by one conditional UPDATE …
 *   RETURNING, so of parallel sweeps exactly one gets each row and the reminder goes out once;
 * - grace over: the plan ends. Under the subscription's change marker, the provider cancels first
 *   (one idempotency key per subscription), then our row turns expired with step 3 and the "plan
 *   ended" email goes out, once, from the sweep that held the marker. A provider failure releases
 *   the marker and leaves the row past due: the next sweep tries again.
 */
export async function runDunning(
  now = new Date(),
  provider: () => PaymentProvider = paymentProvider,
): Promise<DunningSweep> {
  const grace = graceDays();
  const graceStart = new Date(now.getTime() - grace * DAY_MS);
  let reminded: Dunned[] = [];
  if (REMINDER_DAY < grace) {
    reminded = await db.subscription.updateManyAndReturn({
      where: {
        status: "past_due",
        dunningStep: 1,
        pastDueSince: { lte: new Date(now.getTime() - REMINDER_DAY * DAY_MS), gt: graceStart },
      },
      data: { dunningStep: 2 },
      include: { plan: { select: { code: true, name: true } } },
    });
  }
  for (const row of reminded) await notify(row, dunningReminderEmail);

  const over = await db.subscription.findMany({
    where: { status: "past_due", pastDueSince: { lte: graceStart } },
    select: { id: true },
  });
  let expired = 0;
  let failed = 0;
  for (const { id } of over) {
    try {
      if (await expire(id, graceStart, now, provider)) expired += 1;
    } catch (error) {
      failed += 1;
      logger.warn(
        { subscriptionId: id, detail: error instanceof Error ? error.message : String(error) },
        "[billing] dunning: the provider did not cancel; retried next sweep",
      );
    }
  }
  return { reminded: reminded.length, expired, failed };
}

/** Ends one plan whose grace is over; false when another sweep or change has it. */
async function expire(
  id: string,
  graceStart: Date,
  now: Date,
  provider: () => PaymentProvider,
): Promise<boolean> {
  const taken = await takeMarker(id, { status: "past_due", pastDueSince: { lte: graceStart } }, now);
  if (!taken) return false;
  const { row } = await underMarker(
    taken,
    "expire",
    (providerId, key) => provider().cancelSubscription(providerId, key),
    {
      // One key per subscription: a sweep retrying after a failure replays the same cancellation.
      key: `expire-${taken.billingProviderId}`,
      finish: { status: "expired", dunningStep: 3, canceledAt: now },
      undo: {},
    },
  );
  if (row.status !== "expired") return false;
  const plan = await db.subscriptionPlan.findUniqueOrThrow({
    where: { id: row.planId },
    select: { code: true, name: true },
  });
  await notify({ ...row, plan }, planEndedEmail);
  return true;
}

async function notify(
  row: Dunned,
  email: (
    d: { plan: Dunned["plan"]; providerId: string; graceUntil: Date },
    locale: Locale,
  ) => Promise<RenderedEmail>,
): Promise<void> {
  const to = await userEmail(row.userId).catch(() => null);
  if (!to || !row.billingProviderId) return;
  await userLanguage(row.userId)
    .then((locale) =>
      email({ plan: row.plan, providerId: row.billingProviderId!, graceUntil: graceEndsAt(row) }, locale),
    )
    .then((message) => sendEmail({ to, ...message }))
    .catch((error) =>
      logger.error(
        { detail: error instanceof Error ? error.message : error },
        "[billing] dunning email failed:",
      ),
    );
}
