import { randomUUID } from "node:crypto";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { subscribe } from "@/lib/billing/checkout";
import { webhookHandlers } from "@/lib/billing/webhooks/handlers";
import { EVENT_BEING_APPLIED, replayEvent } from "@/lib/billing/webhooks/replay";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { webhookSecret } from "@/lib/services/payments";
import { signWebhook } from "@/lib/services/payments/signature";
import { advance, billingUser, cardInput, startBillingServer } from "../support/billing";
import { settle } from "../support/settle";

/**
 * The webhook log: every verified provider event is kept; applying it runs under a claim (one
 * conditional UPDATE), so deliveries and admins' replays never apply one event twice at once. A
 * failed event is kept with our own words and applied again by the next delivery or a replay.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-webhook-log-secret-0123456789abcdef");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

/** The handlers, for spying on the renewal's (to make it fail, or count its runs). */
const handlers = webhookHandlers as Record<
  "subscription.renewed",
  NonNullable<(typeof webhookHandlers)[string]>
>;

async function deliver(event: object) {
  const body = JSON.stringify(event);
  const response = await webhookPOST(
    new Request(`${server.url}/api/webhooks/cali`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cali-signature": signWebhook(webhookSecret(), body, Math.floor(Date.now() / 1000)),
      },
      body,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A member with an active monthly plan bought through the sandbox, its webhooks applied. */
async function activePlan() {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput("monthly"));
  if (!result.ok) throw new Error(result.error);
  await flushWebhookDeliveries();
  const subscription = await db.subscription.findUniqueOrThrow({
    where: { billingProviderId: result.subscriptionId },
  });
  return { user, subscription };
}

/** The provider's next renewal of `subscription`, as an event we deliver ourselves. */
function renewalEvent(subscription: { billingProviderId: string | null; currentPeriodEnd: Date }) {
  return {
    id: `evt_${randomUUID()}`,
    type: "subscription.renewed",
    created: new Date().toISOString(),
    data: {
      subscriptionId: subscription.billingProviderId ?? "",
      transactionId: `txn_${randomUUID()}`,
      amountCents: 1900,
      currency: "USD",
      status: "active",
      currentPeriodStart: subscription.currentPeriodEnd.toISOString(),
      currentPeriodEnd: new Date(subscription.currentPeriodEnd.getTime() + 30 * 86_400_000).toISOString(),
      cardInfo: { brand: "visa", lastFourDigits: "4242" },
    },
  };
}

const logged = (eventId: string) =>
  db.paymentEvent.findUniqueOrThrow({
    where: { eventId },
    select: {
      outcome: true,
      attempts: true,
      lastError: true,
      applyingSince: true,
      processedAt: true,
      replayedAt: true,
    },
  });

async function mailCount(to: string, subject: string) {
  await flushOutbox();
  return db.devMailboxMessage.count({ where: { to, subject } });
}

describe("the webhook log", () => {
  it("keeps every delivered event: stored, then applied once (outcome applied, 1 attempt)", async () => {
    const { subscription } = await activePlan();
    const approved = await db.paymentEvent.findFirstOrThrow({
      where: {
        eventType: "payment.approved",
        metadata: { path: ["reference"], equals: subscription.billingProviderId ?? "" },
      },
    });
    expect(await logged(approved.eventId)).toEqual({
      outcome: "applied",
      attempts: 1,
      lastError: null,
      applyingSince: null,
      processedAt: expect.any(Date),
      replayedAt: null,
    });
    // A redelivery of an applied event changes nothing and is acknowledged.
    expect(await deliver(approved.rawPayload as object)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect((await logged(approved.eventId)).attempts).toBe(1);
  });

  it("a handler failure is kept as failed with our own words (503 to the provider); the next delivery applies it", async () => {
    const { user, subscription } = await activePlan();
    const event = renewalEvent(subscription);
    jest
      .spyOn(handlers, "subscription.renewed")
      .mockRejectedValueOnce(
        new Error('duplicate key value violates unique constraint "payments_pkey" at SELECT'),
      );
    const failed = await deliver(event);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: "This event could not be applied. Please deliver it again later." });
    expect(await logged(event.id)).toEqual(
      expect.objectContaining({
        outcome: "failed",
        attempts: 1,
        lastError: "An unexpected error occurred.",
        applyingSince: null,
        processedAt: null,
      }),
    );
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(0);

    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, duplicate: false, outcome: "applied" },
    });
    expect(await logged(event.id)).toEqual(
      expect.objectContaining({
        outcome: "applied",
        attempts: 2,
        lastError: null,
        processedAt: expect.any(Date),
      }),
    );
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(1);
    expect(await mailCount(user.email, "Your Latitud Monthly plan renewed")).toBe(1);
  });

  it("5 parallel redeliveries of a failed event: applied once", async () => {
    const { subscription } = await activePlan();
    const event = renewalEvent(subscription);
    const handler = jest.spyOn(handlers, "subscription.renewed").mockRejectedValueOnce(new Error("boom"));
    expect((await deliver(event)).status).toBe(503);
    handler.mockClear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(1);
  });

  it("an event whose delivery died mid-way (claim older than 2 minutes) is applied by the next one; a fresh claim is respected", async () => {
    const { subscription } = await activePlan();
    const event = renewalEvent(subscription);
    await db.paymentEvent.create({
      data: {
        eventId: event.id,
        eventType: event.type,
        rawPayload: event,
        occurredAt: new Date(event.created),
        attempts: 1,
        applyingSince: new Date(Date.now() - 30_000),
      },
    });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect(await settle(replayEvent((await billingUser("admin")).id, event.id))).toEqual({
      ok: false,
      status: 409,
      error: EVENT_BEING_APPLIED,
    });
    await db.paymentEvent.update({
      where: { eventId: event.id },
      data: { applyingSince: new Date(Date.now() - 3 * 60_000) },
    });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false, outcome: "applied" });
    expect(await logged(event.id)).toEqual(expect.objectContaining({ outcome: "applied", attempts: 2 }));
  });

  it("a first payment of a subscription only the provider knows, for a customer reference that is not ours, is acknowledged as unknown_subscription", async () => {
    const id = `sub_stranger_${randomUUID()}`;
    await db.caliSandboxSubscription.create({
      data: {
        id,
        planToken: "plan_nobody_has",
        customerReference: "stranger-42",
        customerEmail: "stranger@example.com",
        cardOutcome: "approve",
        cardBrand: "visa",
        cardLastFour: "4242",
        status: "active",
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    const event = {
      ...renewalEvent({ billingProviderId: id, currentPeriodEnd: new Date() }),
      type: "payment.approved",
    };
    event.data = { ...event.data, customerReference: "stranger-42" } as typeof event.data;
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, duplicate: false, outcome: "unknown_subscription" },
    });
    expect(await logged(event.id)).toEqual(
      expect.objectContaining({ outcome: "unknown_subscription", lastError: null }),
    );
  });

  it("an older event is kept with outcome stale and changes nothing", async () => {
    const { subscription } = await activePlan();
    const t = Date.now();
    const canceled = {
      id: `evt_${randomUUID()}`,
      type: "subscription.canceled",
      created: new Date(t).toISOString(),
      data: { subscriptionId: subscription.billingProviderId, canceledAt: new Date(t).toISOString() },
    };
    const older = {
      id: `evt_${randomUUID()}`,
      type: "subscription.renewal_failed",
      created: new Date(t - 60_000).toISOString(),
      data: { subscriptionId: subscription.billingProviderId, declineCode: "card_declined" },
    };
    await deliver(canceled);
    expect((await deliver(older)).body).toEqual(expect.objectContaining({ outcome: "stale" }));
    expect(await logged(older.id)).toEqual(expect.objectContaining({ outcome: "stale", attempts: 1 }));
    expect((await db.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe(
      "canceled",
    );
  });
});

describe("replaying an event", () => {
  it("an applied first payment replayed: nothing else changes (one payment, one receipt), replayedAt and the audit log say so", async () => {
    const admin = await billingUser("admin");
    const { user, subscription } = await activePlan();
    const approved = await db.paymentEvent.findFirstOrThrow({
      where: {
        eventType: "payment.approved",
        metadata: { path: ["reference"], equals: subscription.billingProviderId ?? "" },
      },
    });
    expect(await settle(replayEvent(admin.id, approved.eventId))).toEqual({ ok: true, data: "applied" });
    expect(await logged(approved.eventId)).toEqual(
      expect.objectContaining({ outcome: "applied", attempts: 2, replayedAt: expect.any(Date) }),
    );
    expect(await db.payment.count({ where: { subscriptionId: subscription.id } })).toBe(1);
    expect(await mailCount(user.email, "Your Latitud Monthly receipt")).toBe(1);
    expect(
      await db.auditLog.findFirst({
        where: {
          actorId: admin.id,
          action: "payment-event.replay",
          target: `payment-event:${approved.eventId}`,
        },
        select: { before: true, after: true },
      }),
    ).toEqual({ before: { outcome: "applied" }, after: { outcome: "applied" } });
  });

  it("a renewal and a failed renewal replayed: one renewal payment, one dunning email", async () => {
    const admin = await billingUser("admin");
    const { user, subscription } = await activePlan();
    expect((await advance(server.url, subscription.billingProviderId ?? "")).status).toBe(200);
    await flushWebhookDeliveries();
    const renewal = await db.paymentEvent.findFirstOrThrow({
      where: {
        eventType: "subscription.renewed",
        metadata: { path: ["reference"], equals: subscription.billingProviderId ?? "" },
      },
    });
    const failure = {
      id: `evt_${randomUUID()}`,
      type: "subscription.renewal_failed",
      created: new Date(Date.now() + 1000).toISOString(),
      data: {
        subscriptionId: subscription.billingProviderId,
        status: "past_due",
        declineCode: "card_declined",
      },
    };
    await deliver(failure);
    for (const eventId of [renewal.eventId, failure.id, renewal.eventId, failure.id])
      expect(await settle(replayEvent(admin.id, eventId))).toEqual(expect.objectContaining({ ok: true }));
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(1);
    expect(await mailCount(user.email, "We couldn't renew your Latitud plan")).toBe(1);
    expect((await db.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe(
      "past_due",
    );
  });

  it("5 parallel replays of one failed event: the handler runs once, the others are told it is being applied (409)", async () => {
    const admin = await billingUser("admin");
    const { subscription } = await activePlan();
    const event = renewalEvent(subscription);
    const original = handlers["subscription.renewed"];
    const handler = jest.spyOn(handlers, "subscription.renewed").mockRejectedValueOnce(new Error("boom"));
    expect((await deliver(event)).status).toBe(503);
    handler.mockClear();
    // The replay that takes the event holds it in its handler until the other four have answered:
    // on a busy machine the five calls could otherwise run one after another.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    handler.mockImplementationOnce(async (...args) => {
      await gate;
      return original(...args);
    });
    let answered = 0;
    const replays = Array.from({ length: 5 }, () =>
      settle(replayEvent(admin.id, event.id)).then((result) => {
        answered++;
        return result;
      }),
    );
    for (const deadline = Date.now() + 10_000; answered < 4 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(4);
    release();
    const results = await Promise.all(replays);
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, data: "applied" }]);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, status: 409, error: EVENT_BEING_APPLIED })),
    );
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(1);
    expect(await logged(event.id)).toEqual(expect.objectContaining({ outcome: "applied", attempts: 2 }));
  });

  it("a replay whose handler fails again is recorded as failed and answered 503 with our words", async () => {
    const admin = await billingUser("admin");
    const { subscription } = await activePlan();
    const event = renewalEvent(subscription);
    await deliver(event);
    jest.spyOn(handlers, "subscription.renewed").mockRejectedValueOnce(new Error("SELECT * FROM x"));
    expect(await settle(replayEvent(admin.id, event.id))).toEqual({
      ok: false,
      status: 503,
      error: "The event could not be applied: An unexpected error occurred.",
    });
    expect(await logged(event.id)).toEqual(
      expect.objectContaining({ outcome: "failed", lastError: "An unexpected error occurred." }),
    );
  });

  it("refuses members, lawyers and unknown events", async () => {
    const { subscription } = await activePlan();
    const event = await db.paymentEvent.findFirstOrThrow({
      where: { metadata: { path: ["reference"], equals: subscription.billingProviderId ?? "" } },
    });
    for (const role of ["member", "lawyer"] as const)
      expect(await settle(replayEvent((await billingUser(role)).id, event.eventId))).toEqual(
        expect.objectContaining({ ok: false, status: 403 }),
      );
    expect((await logged(event.eventId)).attempts).toBe(1);
    expect(await settle(replayEvent((await billingUser("admin")).id, "evt_nobody"))).toEqual(
      expect.objectContaining({ ok: false, status: 404 }),
    );
  });
});
