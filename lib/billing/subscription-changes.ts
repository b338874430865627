import "server-only";
import { billing } from "@/lib/config/billing";
import { AppError } from "@/lib/errors";
import { db, type Prisma, type Subscription } from "@/lib/services/database";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { providerErrorMessage } from "@/lib/services/payments/http-provider";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";

/**
 * Every change a member or a job makes to a subscription (cancel, resume, pause, plan change, a card
 * update's retry, the dunning's expiry): the provider is told first, then our row follows. A change
 * takes the row's marker (`changeStartedAt`) with one conditional UPDATE … RETURNING before the
 * provider is called, so of parallel changes of one subscription exactly one runs and the others are
 * told to wait; the provider and our row can never end in different states. The marker's time names
 * the change: only the request that set it finishes or undoes it. A marker left by a request that
 * died lapses after `billing.changeInFlightMinutes`.
 */
export type Change = "cancel" | "resume" | "pause" | "unpause" | "plan" | "card" | "expire";

const ALREADY_CANCELLED = "This subscription is already cancelled.";
export const CHANGE_IN_PROGRESS =
  "Another change to this subscription is in progress. Please try again in a minute.";
const CHANGED_MEANWHILE = "This subscription changed meanwhile. Please reload the page and try again.";

const lapsedBefore = (now: Date) => new Date(now.getTime() - billing.changeInFlightMinutes * 60_000);
export const markerFree = (now: Date): Prisma.SubscriptionWhereInput => ({
  OR: [{ changeStartedAt: null }, { changeStartedAt: { lt: lapsedBefore(now) } }],
});

type RowChange = Prisma.SubscriptionUncheckedUpdateManyInput;

/**
 * Takes the marker of a subscription in the state `where` describes (one conditional UPDATE …
 * RETURNING, `data` written with it); undefined when the row is not in that state or another change
 * holds the marker.
 */
export async function takeMarker(
  id: string,
  where: Prisma.SubscriptionWhereInput,
  now: Date,
  data: RowChange = {},
): Promise<Subscription | undefined> {
  const [taken] = await db.subscription.updateManyAndReturn({
    where: { id, billingProviderId: { not: null }, ...where, ...markerFree(now) },
    data: { ...data, changeStartedAt: now },
  });
  return taken;
}

/**
 * Runs `callProvider` under the marker; `finish` is what our row becomes once the provider agreed
 * (or a function of its answer). `key` names the change at the provider: by default one per marker.
 */
export async function underMarker<Answer>(
  taken: Subscription,
  change: Change,
  callProvider: (providerId: string, key: string) => Promise<Answer>,
  {
    finish,
    undo,
    key,
    onEventMeanwhile,
  }: {
    finish: RowChange | ((answer: Answer) => RowChange);
    undo: RowChange;
    key?: string;
    /**
     * Set when a provider event applied while the change ran may be newer than the change (its order
     * is unknown here): our row then takes the provider's state instead of `finish`.
     */
    onEventMeanwhile?: (id: string) => Promise<Subscription>;
  },
): Promise<{ row: Subscription; answer: Answer }> {
  if (!taken.billingProviderId || !taken.changeStartedAt)
    throw new Error("underMarker needs a subscription whose marker was just taken");
  const ours = { id: taken.id, changeStartedAt: taken.changeStartedAt };
  const release = { changeStartedAt: null };
  let answer: Answer;
  try {
    // One key per change: a retry of this change is a replay, a later change is a new request.
    answer = await callProvider(
      taken.billingProviderId,
      key ?? `${change}-${taken.billingProviderId}-${taken.changeStartedAt.getTime()}`,
    );
  } catch (error) {
    await db.subscription.updateMany({ where: ours, data: { ...undo, ...release } });
    // The provider refusing because the subscription changed there meanwhile (a renewal) is a conflict.
    if (error instanceof ProviderError && error.status === 409)
      throw new AppError("conflict", CHANGED_MEANWHILE);
    if (error instanceof ProviderError) throw new AppError("bad_gateway", providerErrorMessage(error.status));
    throw error;
  }
  const finished = typeof finish === "function" ? finish(answer) : finish;
  // lastEventAt: the provider's own notice of this change, arriving later, is older and changes nothing.
  const [done] = await db.subscription.updateManyAndReturn({
    where: onEventMeanwhile ? { ...ours, lastEventAt: taken.lastEventAt } : ours,
    data: { lastEventAt: new Date(), ...finished, ...release },
  });
  if (done) return { row: done, answer };
  if (onEventMeanwhile) {
    await db.subscription.updateMany({ where: ours, data: release });
    return { row: await onEventMeanwhile(taken.billingProviderId), answer };
  }
  return { row: await db.subscription.findUniqueOrThrow({ where: { id: taken.id } }), answer };
}

/** Whether another change holds the row's marker now (a lapsed marker holds nothing). */
export const changeInFlight = (row: Pick<Subscription, "changeStartedAt">, now: Date): boolean =>
  Boolean(row.changeStartedAt && row.changeStartedAt >= lapsedBefore(now));

/** Why a change could not take the marker, given the row as it is now (found, and no change running). */
export type Refuse = (row: Subscription) => AppError | Promise<AppError>;

/**
 * Takes the marker of a subscription in the state `where` describes (see takeMarker), or throws why
 * not: not found, another change in progress, else `refuse(row)` (the row is in another state).
 */
export async function takeMarkerOrRefuse(
  id: string,
  where: Prisma.SubscriptionWhereInput,
  now: Date,
  refuse: Refuse,
  data: RowChange = {},
): Promise<Subscription> {
  const taken = await takeMarker(id, where, now, data);
  if (taken) return taken;
  const row = await db.subscription.findUnique({ where: { id } });
  if (!row) throw new AppError("not_found", "Subscription not found");
  if (changeInFlight(row, now)) throw new AppError("conflict", CHANGE_IN_PROGRESS);
  throw await refuse(row);
}

/** The refusals of cancel, resume and plan change once the row is found and free. */
export const refusedFor =
  (change: "cancel" | "resume" | "plan"): Refuse =>
  (row) => {
    if (change === "cancel") return new AppError("conflict", ALREADY_CANCELLED);
    if (change === "plan") return new AppError("conflict", CHANGED_MEANWHILE);
    if (row.status === "active" || row.status === "past_due")
      return new AppError("conflict", "This subscription is already active.");
    return new AppError(
      "conflict",
      "This subscription's paid period has ended. Choose a plan to subscribe again.",
    );
  };

/** Stops renewals: at the provider, then here (access stays until the paid period ends). */
export async function stopRenewals(
  subscription: Pick<Subscription, "id">,
  provider: () => PaymentProvider,
  now = new Date(),
): Promise<Subscription> {
  const taken = await takeMarkerOrRefuse(
    subscription.id,
    { status: { in: ["active", "past_due", "paused"] } },
    now,
    refusedFor("cancel"),
  );
  const { row } = await underMarker(taken, "cancel", (id, key) => provider().cancelSubscription(id, key), {
    finish: { status: "canceled", canceledAt: now, resumesAt: null },
    undo: {},
  });
  return row;
}

/**
 * Resumes a cancelled plan before its paid period ends. The row turns active when the marker is
 * taken, so the one-plan index refuses a resume while another plan holds the member's slot, before
 * the provider is asked; a provider failure turns it back.
 */
export async function resumeRenewals(
  subscription: Pick<Subscription, "id">,
  provider: () => PaymentProvider,
  now = new Date(),
): Promise<Subscription | "slot_taken"> {
  let taken: Subscription;
  try {
    taken = await takeMarkerOrRefuse(
      subscription.id,
      { status: "canceled", currentPeriodEnd: { gt: now } },
      now,
      refusedFor("resume"),
      { status: "active" },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return "slot_taken";
    throw error;
  }
  const { row } = await underMarker(taken, "resume", (id, key) => provider().resumeSubscription(id, key), {
    finish: { canceledAt: null },
    undo: { status: "canceled" },
  });
  return row;
}
