import { randomUUID } from "node:crypto";
import { addMonths } from "date-fns";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { stopAllRenewals } from "@/lib/billing/account-closure";
import { cancelSubscription } from "@/lib/billing/cancel";
import { subscribe } from "@/lib/billing/checkout";
import { pausePlan, resumeFromPause } from "@/lib/billing/pause/pause";
import { hasPremiumAccess } from "@/lib/billing/subscriptions";
import { renewDueSandboxSubscriptions } from "@/lib/cali-sandbox/clock";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { paymentProvider, webhookSecret } from "@/lib/services/payments";
import { signWebhook } from "@/lib/services/payments/signature";
import {
  advance,
  billingUser,
  cardInput,
  providerRecords,
  startBillingServer,
  VISA,
} from "../support/billing";
import { settle } from "../support/settle";

/**
 * Pause and resume (docs/BILLING.md): the provider first under the change marker, then our row;
 * the sandbox's clock renews a pause that is over; races with renewals and their events end with
 * the provider and our records in the same state.
 */
const DECLINES_RENEWALS = "4000000000000341";
const MINUTE = 60_000;
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-pause-secret-0123456789abcdef012345");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

async function activePlan(pan = VISA) {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput("monthly", pan));
  if (!result.ok) throw new Error(result.error);
  return { user, subscriptionId: result.subscriptionId };
}

/** A plan whose renewal was declined: past_due here and at the provider. */
async function pastDuePlan() {
  const plan = await activePlan(DECLINES_RENEWALS);
  expect((await advance(server.url, plan.subscriptionId)).status).toBe(200);
  expect((await states(plan.subscriptionId)).ours.status).toBe("past_due");
  return plan;
}

/** Our row and the provider's, after the provider's webhooks have landed. */
async function states(subscriptionId: string) {
  await flushWebhookDeliveries();
  const ours = await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } });
  const theirs = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  return { ours, theirs };
}

async function emails(to: string, subject: string) {
  await flushOutbox();
  return db.devMailboxMessage.count({ where: { to, subject } });
}

const events = (type: string, subscriptionId: string) =>
  db.paymentEvent.count({
    where: { eventType: type, rawPayload: { path: ["data", "subscriptionId"], equals: subscriptionId } },
  });

const payments = (subscriptionId: string) =>
  db.payment.count({ where: { subscription: { billingProviderId: subscriptionId }, status: "approved" } });

describe("pausing an active plan", () => {
  it("keeps access until the paid period ends, charges nothing, and the provider renews by itself when the pause is over", async () => {
    const { user, subscriptionId } = await activePlan();
    const before = await states(subscriptionId);
    const periodEnd = before.ours.currentPeriodEnd;
    const paused = await settle(pausePlan(user, { subscriptionId, months: 2 }));
    const resumesAt = addMonths(periodEnd, 2);
    expect(paused).toEqual({
      ok: true,
      data: {
        message: expect.stringMatching(/^Your Monthly plan is paused until \w+ \d+, \d{4}\.$/),
        resumesAt: resumesAt.toISOString(),
        accessUntil: periodEnd.toISOString(),
      },
    });
    const { ours, theirs } = await states(subscriptionId);
    expect(ours).toEqual(
      expect.objectContaining({
        status: "paused",
        resumesAt,
        currentPeriodEnd: periodEnd,
        changeStartedAt: null,
      }),
    );
    expect(theirs).toEqual(expect.objectContaining({ status: "paused", resumesAt }));
    expect(await hasPremiumAccess(user.id)).toBe(true);
    expect(await hasPremiumAccess(user.id, new Date(periodEnd.getTime() + 1000))).toBe(false);
    expect(await emails(user.email, "Your Latitud plan is paused")).toBe(1);
    expect(await events("subscription.paused", subscriptionId)).toBe(1);

    // The paid period ends: no renewal while paused.
    await renewDueSandboxSubscriptions(new Date(periodEnd.getTime() + 86_400_000));
    expect((await states(subscriptionId)).theirs.status).toBe("paused");
    expect((await providerRecords(user.id)).charges).toBe(1);

    // The pause is over: renewed, active again with a receipt.
    await renewDueSandboxSubscriptions(new Date(resumesAt.getTime() + MINUTE));
    const renewed = await states(subscriptionId);
    expect(renewed.theirs.status).toBe("active");
    expect(renewed.ours).toEqual(expect.objectContaining({ status: "active", resumesAt: null }));
    expect(renewed.ours.currentPeriodEnd.getTime()).toBeGreaterThan(resumesAt.getTime());
    expect((await providerRecords(user.id)).charges).toBe(2);
    expect(await payments(subscriptionId)).toBe(2);
    expect(await hasPremiumAccess(user.id, new Date(resumesAt.getTime() + 2 * MINUTE))).toBe(true);
  });

  it("the provider's clock run 5 times in parallel when the pause is over: renewed and charged once", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    const { resumesAt } = (await states(subscriptionId)).ours;
    const at = new Date(resumesAt!.getTime() + MINUTE);
    await Promise.all(Array.from({ length: 5 }, () => renewDueSandboxSubscriptions(at)));
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status]).toEqual(["active", "active"]);
    expect((await providerRecords(user.id)).charges).toBe(2);
    expect(await payments(subscriptionId)).toBe(2);
    expect(await events("subscription.renewed", subscriptionId)).toBe(1);
  });

  it("5 parallel pauses: the provider is called once, the other 4 are told why (409)", async () => {
    const { user, subscriptionId } = await activePlan();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settle(pausePlan(user, { subscriptionId, months: 1 }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toEqual({
        ok: false,
        status: 409,
        error: expect.stringMatching(
          /^(This plan is already paused\.|Another change to this subscription is in progress)/,
        ),
      });
    expect(
      await db.caliSandboxIdempotency.count({
        where: { key: { startsWith: `POST /v1/subscriptions/${subscriptionId}/pause ` } },
      }),
    ).toBe(1);
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status, ours.changeStartedAt]).toEqual(["paused", "paused", null]);
    expect(await events("subscription.paused", subscriptionId)).toBe(1);
    expect(await emails(user.email, "Your Latitud plan is paused")).toBe(1);
  });

  it("is refused for anyone but the owner, for a cancelled plan, and for months outside 1 to 3", async () => {
    const { subscriptionId } = await activePlan();
    const stranger = await billingUser();
    expect(await settle(pausePlan(stranger, { subscriptionId, months: 1 }))).toEqual({
      ok: false,
      status: 404,
      error: "Subscription not found",
    });
    const cancelled = await activePlan();
    await cancelSubscription(cancelled.user, { subscriptionId: cancelled.subscriptionId });
    expect(
      await settle(pausePlan(cancelled.user, { subscriptionId: cancelled.subscriptionId, months: 1 })),
    ).toEqual({
      ok: false,
      status: 409,
      error: "Only an active plan, or one whose last payment failed, can be paused.",
    });
    const { pauseSchema } = await import("@/lib/billing/pause/schema");
    for (const months of [0, 4, 1.5])
      expect(pauseSchema.safeParse({ subscriptionId, months }).success).toBe(false);
  });
});

describe("pausing during a failed payment's grace period", () => {
  it("forgives the failed charge: paused now, no access, dunning stopped, nothing charged, resumes N months from now", async () => {
    const { user, subscriptionId } = await pastDuePlan();
    const now = Date.now();
    expect(await settle(pausePlan(user, { subscriptionId, months: 1 }))).toEqual(
      expect.objectContaining({ ok: true }),
    );
    const { ours, theirs } = await states(subscriptionId);
    expect(ours).toEqual(
      expect.objectContaining({
        status: "paused",
        pastDueSince: null,
        dunningStep: 0,
        changeStartedAt: null,
      }),
    );
    expect(ours.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Math.abs(ours.resumesAt!.getTime() - addMonths(now, 1).getTime())).toBeLessThan(MINUTE);
    expect(theirs.status).toBe("paused");
    expect(await hasPremiumAccess(user.id)).toBe(false);
    expect((await providerRecords(user.id)).charges).toBe(1);
  });

  it("RACE: pause in parallel with a declined renewal (and its renewal_failed event), 6 rounds: both sides agree", async () => {
    for (let round = 0; round < 6; round++) {
      const { user, subscriptionId } = await activePlan(DECLINES_RENEWALS);
      const calls = [
        settle(pausePlan(user, { subscriptionId, months: 1 })),
        advance(server.url, subscriptionId).then((r) => r.status),
      ] as const;
      const [paused] = await Promise.all(round % 2 ? [calls[0], calls[1]] : calls);
      if (!paused.ok) expect(paused.status).toBe(409);
      const { ours, theirs } = await states(subscriptionId);
      expect(ours.changeStartedAt).toBeNull();
      expect(ours.status).toBe(theirs.status);
      if (ours.status === "paused") expect([ours.pastDueSince, ours.dunningStep]).toEqual([null, 0]);
      if (ours.status === "past_due") expect(ours.pastDueSince).not.toBeNull();
      expect((await providerRecords(user.id)).charges).toBe(1);
    }
  });

  it("RACE: pause in parallel with an approved renewal, 6 rounds: both sides agree, the renewal has its receipt", async () => {
    for (let round = 0; round < 6; round++) {
      const { user, subscriptionId } = await activePlan();
      const results = await Promise.all([
        settle(pausePlan(user, { subscriptionId, months: 1 })),
        advance(server.url, subscriptionId).then((r) => r.status),
      ]);
      if (!results[0].ok) expect(results[0].status).toBe(409);
      const { ours, theirs } = await states(subscriptionId);
      expect(ours.changeStartedAt).toBeNull();
      expect(ours.status).toBe(theirs.status);
      expect(ours.currentPeriodEnd).toEqual(theirs.currentPeriodEnd);
      expect(await payments(subscriptionId)).toBe((await providerRecords(user.id)).charges);
    }
  });
});

describe("a renewal inside the pause's window (between the marker and our row's update)", () => {
  /** The provider, with a renewal (sandbox advance) landing just before or just after it pauses. */
  const renewalDuring =
    (when: "before" | "after", deliverAt: "during" | "later") => (): ReturnType<typeof paymentProvider> => ({
      ...paymentProvider(),
      pauseSubscription: async (id, resumesAt, key) => {
        if (when === "before") await advance(server.url, id);
        const answer = await paymentProvider().pauseSubscription(id, resumesAt, key);
        if (when === "after") await advance(server.url, id);
        if (deliverAt === "during") await flushWebhookDeliveries();
        return answer;
      },
    });

  it.each([
    ["a declined", "before", "during", "paused"],
    ["a declined", "before", "later", "paused"],
    ["a declined", "after", "during", "past_due"],
    ["a declined", "after", "later", "past_due"],
    ["an approved", "before", "during", "paused"],
    ["an approved", "before", "later", "paused"],
    ["an approved", "after", "during", "active"],
    ["an approved", "after", "later", "active"],
  ] as const)(
    "%s renewal %s the provider pauses, its event delivered %s: both sides end %s",
    async (outcome, when, deliverAt, expected) => {
      const { user, subscriptionId } = await activePlan(outcome === "a declined" ? DECLINES_RENEWALS : VISA);
      expect(
        await settle(pausePlan(user, { subscriptionId, months: 1 }, renewalDuring(when, deliverAt))),
      ).toEqual(expect.objectContaining({ ok: true }));
      const { ours, theirs } = await states(subscriptionId);
      expect([ours.status, theirs.status, ours.changeStartedAt]).toEqual([expected, expected, null]);
      expect(ours.currentPeriodEnd).toEqual(theirs.currentPeriodEnd);
      if (expected === "paused") expect([ours.pastDueSince, ours.dunningStep]).toEqual([null, 0]);
      if (expected === "past_due") expect(ours.pastDueSince).not.toBeNull();
      expect(await payments(subscriptionId)).toBe((await providerRecords(user.id)).charges);
    },
  );
});

describe("resuming a paused plan early", () => {
  it("before the paid period ends: active at once, nothing charged, renews at the period's end", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 3 });
    const periodEnd = (await states(subscriptionId)).ours.currentPeriodEnd;
    expect(await settle(resumeFromPause(user, subscriptionId))).toEqual({
      ok: true,
      data: {
        message: "Your Monthly plan is active again.",
        renewsOn: periodEnd.toISOString(),
        charged: false,
      },
    });
    const { ours, theirs } = await states(subscriptionId);
    expect(ours).toEqual(
      expect.objectContaining({ status: "active", resumesAt: null, currentPeriodEnd: periodEnd }),
    );
    expect(theirs).toEqual(expect.objectContaining({ status: "active", resumesAt: null }));
    expect((await providerRecords(user.id)).charges).toBe(1);
    expect(await emails(user.email, "Your Latitud plan is active again")).toBe(1);
    // It renews at the period's end as usual.
    await renewDueSandboxSubscriptions(new Date(periodEnd.getTime() + MINUTE));
    expect((await states(subscriptionId)).ours.status).toBe("active");
    expect(await payments(subscriptionId)).toBe(2);
  });

  it("after the paid period ended: charged now, a new period, its receipt", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    const ended = new Date(Date.now() - MINUTE);
    await db.subscription.updateMany({
      where: { billingProviderId: subscriptionId },
      data: { currentPeriodEnd: ended },
    });
    await db.caliSandboxSubscription.update({
      where: { id: subscriptionId },
      data: { currentPeriodEnd: ended },
    });
    const resumed = await settle(resumeFromPause(user, subscriptionId));
    expect(resumed).toEqual(
      expect.objectContaining({ ok: true, data: expect.objectContaining({ charged: true }) }),
    );
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status, ours.resumesAt]).toEqual(["active", "active", null]);
    expect(ours.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect((await providerRecords(user.id)).charges).toBe(2);
    expect(await payments(subscriptionId)).toBe(2);
  });

  it("after the paid period ended, with a card that declines: told so, past due with dunning on both sides", async () => {
    const { user, subscriptionId } = await pastDuePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    expect(await settle(resumeFromPause(user, subscriptionId))).toEqual({
      ok: false,
      status: 422,
      error:
        "Your plan could not be resumed: the card on file was declined. Update your card or subscribe again.",
    });
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status, ours.changeStartedAt]).toEqual(["past_due", "past_due", null]);
    expect(ours.dunningStep).toBe(1);
  });

  it("5 parallel resumes: one provider call, active once; resuming a plan that is not paused is refused", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settle(resumeFromPause(user, subscriptionId))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual(expect.objectContaining({ status: 409 }));
    expect(await events("subscription.resumed", subscriptionId)).toBe(1);
    expect(await settle(resumeFromPause(user, subscriptionId))).toEqual({
      ok: false,
      status: 409,
      error: "This plan is not paused.",
    });
  });
});

describe("cancelling a paused plan", () => {
  it("cancels at the provider and here; access lasts until the paid period ends; no renewal when the pause would have ended", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    const { resumesAt, currentPeriodEnd } = (await states(subscriptionId)).ours;
    expect(await settle(cancelSubscription(user, { subscriptionId }))).toEqual(
      expect.objectContaining({ ok: true }),
    );
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status, ours.resumesAt]).toEqual(["canceled", "canceled", null]);
    expect(await hasPremiumAccess(user.id)).toBe(true);
    expect(await hasPremiumAccess(user.id, new Date(currentPeriodEnd.getTime() + 1000))).toBe(false);
    await renewDueSandboxSubscriptions(new Date(resumesAt!.getTime() + MINUTE));
    expect((await states(subscriptionId)).theirs.status).toBe("canceled");
    expect((await providerRecords(user.id)).charges).toBe(1);
  });
});

describe("deleting the account of a member with a paused plan", () => {
  it("cancels the paused plan at the provider first, so it never resumes", async () => {
    const { user, subscriptionId } = await activePlan();
    await pausePlan(user, { subscriptionId, months: 1 });
    expect(await stopAllRenewals(user.id)).toEqual({ ok: true, stopped: [subscriptionId] });
    const { ours, theirs } = await states(subscriptionId);
    expect([ours.status, theirs.status]).toEqual(["canceled", "canceled"]);
  });
});

describe("the subscription.paused webhook", () => {
  async function postWebhook(event: object) {
    const body = JSON.stringify(event);
    const signature = signWebhook(webhookSecret(), body, Math.floor(Date.now() / 1000));
    return webhookPOST(
      new Request(`${server.url}/api/webhooks/cali`, {
        method: "POST",
        headers: { "content-type": "application/json", "cali-signature": signature },
        body,
      }),
      { params: Promise.resolve({}) },
    );
  }

  it("delivered 5 times in parallel: stored and applied once; an older one changes nothing", async () => {
    const { subscriptionId } = await activePlan();
    const { ours } = await states(subscriptionId);
    const resumesAt = addMonths(ours.currentPeriodEnd, 1).toISOString();
    const event = {
      id: `evt_${randomUUID()}`,
      type: "subscription.paused",
      created: new Date().toISOString(),
      data: {
        subscriptionId,
        status: "paused",
        resumesAt,
        currentPeriodStart: ours.currentPeriodStart.toISOString(),
        currentPeriodEnd: ours.currentPeriodEnd.toISOString(),
      },
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies.filter((b) => b.duplicate === false)).toEqual([
      { received: true, duplicate: false, outcome: "applied" },
    ]);
    const after = await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } });
    expect([after.status, after.resumesAt?.toISOString()]).toEqual(["paused", resumesAt]);

    const older = {
      ...event,
      id: `evt_${randomUUID()}`,
      created: new Date(Date.now() - 10 * MINUTE).toISOString(),
      data: { ...event.data, resumesAt: addMonths(ours.currentPeriodEnd, 3).toISOString() },
    };
    expect(await (await postWebhook(older)).json()).toEqual(
      expect.objectContaining({ duplicate: false, outcome: "stale" }),
    );
    expect(
      (
        await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } })
      ).resumesAt?.toISOString(),
    ).toBe(resumesAt);
  });
});
