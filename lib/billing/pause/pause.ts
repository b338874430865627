import "server-only";
import { renewalPrice } from "../pricing";
import type { CurrentUser } from "@/lib/auth/current-user";
import { userLanguage } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import { messageLocale } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";
import type { Subscription } from "@/lib/services/database/index";
import { sendEmail } from "@/lib/services/email/index";
import { paymentProvider } from "@/lib/services/payments/index";
import type { PaymentProvider, ProviderSubscription } from "@/lib/services/payments/types";
import { billingDate } from "../dates";
import { pauseResumesAt } from "./dates";
import { pausedEmail, unpausedEmail } from "./emails";
import type { PauseInput } from "./schema";
import { planName } from "../plan-text";
import { followProvider } from "../provider-sync";
import { takeMarkerOrRefuse, underMarker } from "../subscription-changes";
import { findOwnSubscription } from "../subscriptions";

/**
 * 'Pause plan' and 'Resume now' (docs/BILLING.md): only the owner; the provider first, under the
 * change marker (subscription-changes.ts), then our row. A provider event applied meanwhile makes
 * our row take the provider's state instead, since its order against the change is unknown.
 */
type Provider = () => PaymentProvider;

const date = (iso: string | null) => (iso ? new Date(iso) : null);

async function ownSubscription(user: CurrentUser, subscriptionId: string) {
  const subscription = await findOwnSubscription(user.id, subscriptionId);
  if (!subscription) throw new AppError("not_found", "Subscription not found");
  return subscription;
}

/** Takes the marker of a subscription in one of `from`, or says why not (in the reader's language). */
const takeMarkerFrom = (id: string, from: Subscription["status"][], now: Date) =>
  takeMarkerOrRefuse(id, { status: { in: from } }, now, async (row) => {
    const t = await translator(messageLocale(), "pause");
    if (from.includes("paused")) return new AppError("conflict", t("server.notPaused"));
    return new AppError(
      "conflict",
      t(row.status === "paused" ? "server.alreadyPaused" : "server.notPausable"),
    );
  });

/** Emails are best effort: the change stands whether or not the message goes out. */
function notify(
  user: CurrentUser,
  message: (locale: Awaited<ReturnType<typeof userLanguage>>) => ReturnType<typeof pausedEmail>,
) {
  return userLanguage(user.id)
    .then(message)
    .then((email) => sendEmail({ to: user.email, ...email }))
    .catch(() => {});
}

/**
 * Pauses an active or past-due plan for `months`: from active, access lasts until the paid period
 * ends and renewals start again `months` after it; from past_due the failed charge is forgiven,
 * access ends now and renewals start `months` from now.
 */
export async function pausePlan(
  user: CurrentUser,
  { subscriptionId, months }: PauseInput,
  provider: Provider = paymentProvider,
  now = new Date(),
): Promise<{ message: string; resumesAt: string; accessUntil: string }> {
  const subscription = await ownSubscription(user, subscriptionId);
  const taken = await takeMarkerFrom(subscription.id, ["active", "past_due"], now);
  const resumesAt = pauseResumesAt(taken, months, now);
  const { row: paused } = await underMarker(
    taken,
    "pause",
    (id, key) => provider().pauseSubscription(id, resumesAt, key),
    {
      finish: (answer: ProviderSubscription) => ({
        status: "paused",
        resumesAt: date(answer.resumesAt) ?? resumesAt,
        currentPeriodEnd: new Date(answer.currentPeriodEnd),
        pastDueSince: null,
        dunningStep: 0,
      }),
      undo: {},
      onEventMeanwhile: (id) => followProvider(id, provider),
    },
  );
  const until = paused.resumesAt ?? resumesAt;
  await notify(user, (locale) =>
    pausedEmail(
      {
        plan: subscription.plan,
        accessUntil: paused.currentPeriodEnd,
        resumesAt: until,
        price: renewalPrice(subscription),
      },
      locale,
    ),
  );
  const locale = messageLocale();
  const t = await translator(locale, "pause");
  return {
    message: t("server.paused", {
      plan: await planName(subscription.plan, locale),
      date: billingDate(until, locale),
    }),
    resumesAt: until.toISOString(),
    accessUntil: paused.currentPeriodEnd.toISOString(),
  };
}

/**
 * 'Resume now': a paused plan is active again. With paid time left it renews at the period's end as
 * usual; once the paid period is over the provider charges now (a decline leaves it past due).
 */
export async function resumeFromPause(
  user: CurrentUser,
  subscriptionId: string,
  provider: Provider = paymentProvider,
  now = new Date(),
): Promise<{ message: string; renewsOn: string; charged: boolean }> {
  const subscription = await ownSubscription(user, subscriptionId);
  const taken = await takeMarkerFrom(subscription.id, ["paused"], now);
  const charged = taken.currentPeriodEnd <= now;
  const { row: resumed } = await underMarker(
    taken,
    "unpause",
    (id, key) => provider().resumeSubscription(id, key),
    {
      // A declined charge: the provider's renewal_failed event moves our row to past_due and starts
      // dunning, so the row is left for it (lastEventAt unchanged).
      finish: (answer: ProviderSubscription) =>
        answer.status === "active"
          ? {
              status: "active",
              resumesAt: null,
              currentPeriodStart: new Date(answer.currentPeriodStart),
              currentPeriodEnd: new Date(answer.currentPeriodEnd),
            }
          : { lastEventAt: undefined },
      undo: {},
      onEventMeanwhile: (id) => followProvider(id, provider),
    },
  );
  const locale = messageLocale();
  const t = await translator(locale, "pause");
  if (resumed.status !== "active") throw new AppError("unprocessable", t("server.declined"));
  await notify(user, (userLocale) =>
    unpausedEmail(
      {
        plan: subscription.plan,
        renewsOn: resumed.currentPeriodEnd,
        charged: charged ? renewalPrice(subscription) : null,
      },
      userLocale,
    ),
  );
  return {
    message: t("server.resumed", { plan: await planName(subscription.plan, locale) }),
    renewsOn: resumed.currentPeriodEnd.toISOString(),
    charged,
  };
}
