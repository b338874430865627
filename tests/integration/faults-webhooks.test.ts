import { randomUUID } from "node:crypto";
import {
  GET as sandboxGET,
  POST as sandboxPOST,
  PUT as sandboxPUT,
} from "@/app/api/cali-sandbox/v1/[...path]/route";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { recordApprovedCharge } from "@/lib/billing/record-payment";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { webhookSecret } from "@/lib/services/payments";
import { signWebhook } from "@/lib/services/payments/signature";
import type { CaliWebhookEvent } from "@/lib/services/payments/types";
import { createUser } from "../support/factories";
import { startRouteServer } from "../support/route-server";

/**
 * The provider's webhooks arrive repeated and out of order, as real senders deliver them (retries,
 * parallel workers, queues). Whatever the order, every event is applied once, every charge is one
 * payment with one receipt, a period never moves backwards, and the newest event decides the status.
 */
const DAY = 86_400_000;
const minutes = (n: number) => n * 60_000;

// The sandbox answers the webhook handler's question about a subscription it has not seen yet.
let sandbox: Awaited<ReturnType<typeof startRouteServer>>;

beforeAll(async () => {
  sandbox = await startRouteServer([
    {
      prefix: "/api/cali-sandbox/v1/",
      handlers: { GET: sandboxGET, POST: sandboxPOST, PUT: sandboxPUT },
      catchAll: "path",
    },
  ]);
  process.env.SITE_INTERNAL_URL = sandbox.url;
  process.env.NEXTAUTH_SECRET = "faults-webhooks-secret-0123456789abcdef01234";
  for (const { features, ...plan } of planSeeds)
    await db.subscriptionPlan.create({ data: { ...plan, features } });
  const monthly = await db.subscriptionPlan.update({
    where: { code: "monthly" },
    data: { caliPlanToken: "plan_faults_monthly" },
  });
  await db.caliSandboxPlan.create({
    data: {
      token: "plan_faults_monthly",
      reference: monthly.code,
      name: monthly.name,
      amountCents: monthly.priceCents,
      currency: monthly.currency,
      intervalDays: monthly.intervalDays,
    },
  });
});

afterAll(async () => {
  await sandbox.close();
});

async function deliver(
  event: CaliWebhookEvent,
): Promise<{ status: number; body: { duplicate?: boolean; outcome?: string } }> {
  const raw = JSON.stringify(event);
  const response = await webhookPOST(
    new Request("http://127.0.0.1/api/webhooks/cali", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cali-signature": signWebhook(webhookSecret(), raw, Math.floor(Date.now() / 1000)),
      },
      body: raw,
    }),
    { params: Promise.resolve({}) },
  );
  return {
    status: response.status,
    body: (await response.json()) as { duplicate?: boolean; outcome?: string },
  };
}

/**
 * A member with an active monthly subscription bought at `t0` (as the checkout records it), and the
 * provider's events after it.
 */
async function subscriptionStory() {
  const user = await createUser();
  const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "monthly" } });
  const t0 = Date.now() - minutes(30);
  const end0 = t0 + 30 * DAY;
  const end1 = end0 + 30 * DAY;
  const end2 = end1 + 30 * DAY;
  const providerId = `sub_${randomUUID()}`;
  const card = { brand: "visa", lastFourDigits: "4242" };
  const initialTxn = `txn_${randomUUID()}`;
  await recordApprovedCharge({
    userId: user.id,
    planId: plan.id,
    providerSubscriptionId: providerId,
    transactionId: initialTxn,
    amountCents: 1900,
    currency: "USD",
    periodStart: new Date(t0),
    periodEnd: new Date(end0),
    cardBrand: "visa",
    cardLastFour: "4242",
    kind: "initial",
    occurredAt: new Date(t0),
  });
  const event = (type: string, at: number, data: CaliWebhookEvent["data"]): CaliWebhookEvent => ({
    id: `evt_${randomUUID()}`,
    type,
    created: new Date(at).toISOString(),
    data: { subscriptionId: providerId, customerReference: user.id, ...data },
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  const events = {
    approved: event("payment.approved", t0, {
      transactionId: initialTxn,
      amountCents: 1900,
      currency: "USD",
      status: "approved",
      currentPeriodStart: iso(t0),
      currentPeriodEnd: iso(end0),
      cardInfo: card,
    }),
    renewed1: event("subscription.renewed", t0 + minutes(5), {
      transactionId: `txn_${randomUUID()}`,
      amountCents: 1900,
      currency: "USD",
      status: "active",
      currentPeriodStart: iso(end0),
      currentPeriodEnd: iso(end1),
      cardInfo: card,
    }),
    failed2: event("subscription.renewal_failed", t0 + minutes(10), {
      status: "past_due",
      declineCode: "card_declined",
    }),
    renewed2: event("subscription.renewed", t0 + minutes(15), {
      transactionId: `txn_${randomUUID()}`,
      amountCents: 1900,
      currency: "USD",
      status: "active",
      currentPeriodStart: iso(end1),
      currentPeriodEnd: iso(end2),
      cardInfo: card,
    }),
    canceled: event("subscription.canceled", t0 + minutes(20), {
      status: "canceled",
      canceledAt: iso(t0 + minutes(20)),
    }),
  };
  return { user, providerId, events, ends: { end0, end1, end2 } };
}

async function state(providerId: string, email: string) {
  const subscription = await db.subscription.findUniqueOrThrow({
    where: { billingProviderId: providerId },
    include: { payments: { orderBy: { createdAt: "asc" } } },
  });
  await flushOutbox();
  const mail = await db.devMailboxMessage.findMany({ where: { to: email }, select: { subject: true } });
  const count = (subject: string) => mail.filter((m) => m.subject === subject).length;
  return {
    status: subscription.status,
    periodEnd: subscription.currentPeriodEnd.getTime(),
    payments: subscription.payments.map((p) => `${p.kind}:${p.transactionId}`).sort(),
    receipts: count("Your Latitud Monthly receipt"),
    renewalReceipts: count("Your Latitud Monthly plan renewed"),
    dunning: count("We couldn't renew your Latitud plan"),
  };
}

const paymentsOf = (events: CaliWebhookEvent[], kinds: Record<string, string>) =>
  events.map((e) => `${kinds[e.id]}:${e.data.transactionId}`).sort();

describe("webhooks repeated and out of order", () => {
  it("newest first, then everything again in parallel: each event applied once, the newest state wins", async () => {
    const { user, providerId, events, ends } = await subscriptionStory();
    const { approved, renewed1, failed2, renewed2 } = events;
    expect((await deliver(renewed2)).body).toEqual(
      expect.objectContaining({ duplicate: false, outcome: "applied" }),
    );
    expect((await deliver(failed2)).body).toEqual(
      expect.objectContaining({ duplicate: false, outcome: "stale" }),
    );
    expect((await deliver(renewed1)).body).toEqual(
      expect.objectContaining({ duplicate: false, outcome: "stale" }),
    );
    expect((await deliver(approved)).body).toEqual(expect.objectContaining({ duplicate: false }));
    const again = await Promise.all([approved, renewed1, failed2, renewed2, renewed2, renewed1].map(deliver));
    expect(again.map((r) => [r.status, r.body.duplicate])).toEqual(
      Array.from({ length: 6 }, () => [200, true]),
    );

    for (const event of [approved, renewed1, failed2, renewed2])
      expect(await db.paymentEvent.count({ where: { eventId: event.id } })).toBe(1);
    expect(await state(providerId, user.email)).toEqual({
      status: "active",
      periodEnd: ends.end2,
      payments: paymentsOf([approved, renewed1, renewed2], {
        [approved.id]: "initial",
        [renewed1.id]: "renewal",
        [renewed2.id]: "renewal",
      }),
      receipts: 1,
      renewalReceipts: 2,
      dunning: 0,
    });
  });

  it("a failed renewal, then the renewal that fixed it, each delivered twice: past due once (one dunning email), then active", async () => {
    const { user, providerId, events, ends } = await subscriptionStory();
    const { renewed1, failed2, renewed2 } = events;
    for (const event of [renewed1, failed2, failed2]) await deliver(event);
    expect(await state(providerId, user.email)).toEqual(
      expect.objectContaining({ status: "past_due", periodEnd: ends.end1, dunning: 1 }),
    );
    await Promise.all([renewed2, renewed2, failed2].map(deliver));
    expect(await state(providerId, user.email)).toEqual(
      expect.objectContaining({ status: "active", periodEnd: ends.end2, renewalReceipts: 2, dunning: 1 }),
    );
  });

  it("a renewal delivered after the newer cancellation still extends the paid period; the subscription stays canceled", async () => {
    const { user, providerId, events, ends } = await subscriptionStory();
    const { renewed1, canceled } = events;
    expect((await deliver(canceled)).body).toEqual(expect.objectContaining({ outcome: "applied" }));
    expect((await deliver(renewed1)).body).toEqual(expect.objectContaining({ duplicate: false }));
    await deliver(renewed1);
    // The member paid for period 1 before cancelling: access runs to its end, and there is one
    // renewal payment.
    expect(await state(providerId, user.email)).toEqual(
      expect.objectContaining({ status: "canceled", periodEnd: ends.end1, renewalReceipts: 1 }),
    );
  });

  it("the checkout and the provider's payment.approved webhook record the same first charge at the same moment: one subscription, one payment, one receipt", async () => {
    const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "monthly" } });
    for (let round = 0; round < 5; round++) {
      const user = await createUser();
      const start = Date.now();
      const charge = {
        userId: user.id,
        planId: plan.id,
        providerSubscriptionId: `sub_${randomUUID()}`,
        transactionId: `txn_${randomUUID()}`,
        amountCents: 1900,
        currency: "USD",
        periodStart: new Date(start),
        periodEnd: new Date(start + 30 * DAY),
        cardBrand: "visa",
        cardLastFour: "4242",
        kind: "initial" as const,
      };
      // The provider's record of the subscription it just sold.
      await db.caliSandboxSubscription.create({
        data: {
          id: charge.providerSubscriptionId,
          planToken: "plan_faults_monthly",
          customerReference: user.id,
          customerEmail: user.email,
          cardOutcome: "approve",
          cardBrand: "visa",
          cardLastFour: "4242",
          status: "active",
          currentPeriodStart: charge.periodStart,
          currentPeriodEnd: charge.periodEnd,
        },
      });
      const webhook: CaliWebhookEvent = {
        id: `evt_${randomUUID()}`,
        type: "payment.approved",
        created: new Date(start).toISOString(),
        data: {
          subscriptionId: charge.providerSubscriptionId,
          transactionId: charge.transactionId,
          amountCents: 1900,
          currency: "USD",
          status: "approved",
          currentPeriodStart: charge.periodStart.toISOString(),
          currentPeriodEnd: charge.periodEnd.toISOString(),
          customerReference: user.id,
          cardInfo: { brand: "visa", lastFourDigits: "4242" },
        },
      };
      // The checkout's own recording and the webhook (which finds the subscription either way) race.
      const [checkout, delivered] = await Promise.allSettled([
        recordApprovedCharge({ ...charge, occurredAt: new Date(start) }),
        deliver(webhook),
      ]);
      expect(checkout.status).toBe("fulfilled");
      expect(delivered).toEqual({ status: "fulfilled", value: expect.objectContaining({ status: 200 }) });
      expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
      expect(await db.payment.count({ where: { transactionId: charge.transactionId } })).toBe(1);
      await flushOutbox();
      expect(
        await db.devMailboxMessage.count({
          where: { to: user.email, subject: "Your Latitud Monthly receipt" },
        }),
      ).toBe(1);
    }
  });
});
