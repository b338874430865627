import { randomUUID } from "node:crypto";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { subscriptionStatusOf } from "@/lib/auth/subscription-status";
import { cancelSubscription } from "@/lib/billing/cancel";
import { subscribe } from "@/lib/billing/checkout";
import { listPlans, findPlanForCheckout } from "@/lib/billing/plans";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { webhookSecret } from "@/lib/services/payments";
import { flushOutbox } from "@/lib/services/email";
import { signWebhook } from "@/lib/services/payments/signature";
import {
  advance,
  billingUser as member,
  cardInput,
  DECLINED,
  NO_FUNDS,
  startBillingServer,
  VISA,
} from "../support/billing";
import { settle } from "../support/settle";

const DECLINES_RENEWALS = "4000000000000341";

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-integration-secret-0123456789abcdef");
});

afterAll(async () => {
  await server.close();
});

async function postWebhook(
  event: object,
  {
    secret = webhookSecret(),
    timestamp = Math.floor(Date.now() / 1000),
    raw,
  }: { secret?: string; timestamp?: number; raw?: string } = {},
) {
  const body = raw ?? JSON.stringify(event);
  return webhookPOST(
    new Request(`${server.url}/api/webhooks/cali`, {
      method: "POST",
      headers: { "content-type": "application/json", "cali-signature": signWebhook(secret, body, timestamp) },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}

describe("plans", () => {
  it("lists the public plans cheapest first and hides the admin-only test plan", async () => {
    expect((await listPlans()).map((p) => p.code)).toEqual(["monthly", "quarterly", "annual"]);
    expect((await listPlans({ includeAdminOnly: true })).map((p) => p.code)).toContain("test");
    expect(await findPlanForCheckout("QUARTERLY", { isAdmin: false })).toEqual(
      expect.objectContaining({ code: "quarterly", priceCents: 4900 }),
    );
    expect(await findPlanForCheckout("-1", { isAdmin: false })).toBeNull();
    expect(await findPlanForCheckout("' or 1=1 --", { isAdmin: false })).toBeNull();
  });
});

describe("checkout", () => {
  it("an approved card creates an active subscription, one payment, one receipt, and premium access", async () => {
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly"));
    expect(result).toEqual({
      ok: true,
      subscriptionId: expect.any(String),
      planName: "Monthly",
      nextRenewalDate: expect.any(String),
      transactionId: expect.any(String),
    });
    await flushWebhookDeliveries();
    const subscription = await db.subscription.findFirstOrThrow({
      where: { userId: user.id },
      include: { payments: true },
    });
    expect(subscription).toEqual(
      expect.objectContaining({ status: "active", cardBrand: "visa", cardLastFour: "4242" }),
    );
    expect(subscription.payments).toHaveLength(1);
    expect(subscription.payments[0]).toEqual(
      expect.objectContaining({ amountCents: 1900, currency: "USD", kind: "initial" }),
    );
    expect(
      await db.paymentEvent.count({
        where: { eventType: "payment.approved", transactionId: subscription.payments[0]!.transactionId },
      }),
    ).toBe(1);
    await flushOutbox();
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud Monthly receipt" },
      }),
    ).toBe(1);
    expect(await subscriptionStatusOf(user.id)).toBe(true);
  });

  it("declined and insufficient-funds cards answer 402 'Payment Declined' and change nothing", async () => {
    const user = await member();
    expect(await subscribe(user, await cardInput("monthly", DECLINED))).toEqual(
      expect.objectContaining({
        ok: false,
        status: 402,
        title: "Payment Declined",
        error: "Your card was declined. Please try again with a different card.",
      }),
    );
    expect(await subscribe(user, await cardInput("monthly", NO_FUNDS))).toEqual(
      expect.objectContaining({ ok: false, status: 402, code: "insufficient_funds" }),
    );
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await subscriptionStatusOf(user.id)).toBe(false);
  });

  it("a double click (same idempotency key) charges once, even in parallel", async () => {
    const user = await member();
    const input = await cardInput("quarterly");
    const first = await subscribe(user, input);
    const again = await subscribe(user, input);
    expect(again).toEqual(first);
    const other = await member();
    const parallel = await cardInput("annual");
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribe(other, parallel)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    await flushWebhookDeliveries();
    expect(await db.subscription.count({ where: { userId: other.id } })).toBe(1);
    expect(await db.caliSandboxSubscription.count({ where: { customerReference: other.id } })).toBe(1);
  });

  it("refuses a second active subscription of the same plan, admin-only plans for members, unknown plans", async () => {
    const user = await member();
    await subscribe(user, await cardInput("monthly"));
    expect(await subscribe(user, await cardInput("monthly"))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
    expect(await subscribe(user, await cardInput("test"))).toEqual(
      expect.objectContaining({ ok: false, status: 403, error: "This plan is for administrators only." }),
    );
    expect(await subscribe(user, await cardInput("platinum"))).toEqual(
      expect.objectContaining({ ok: false, status: 404, title: "Plan Not Found" }),
    );
    const admin = await member("admin");
    expect(await subscribe(admin, await cardInput("test"))).toEqual(
      expect.objectContaining({ ok: true, planName: "Test Plan" }),
    );
  });

  it("never stores the card number or CVV anywhere", async () => {
    const user = await member();
    await subscribe(user, await cardInput("monthly"));
    await flushWebhookDeliveries();
    await flushOutbox();
    const tables = [
      "subscriptions",
      "payments",
      "payment_events",
      "checkout_attempts",
      "cali_sandbox_subscriptions",
      "cali_sandbox_transactions",
      "cali_sandbox_idempotency",
      "auth_events",
      "dev_mailbox_messages",
    ];
    for (const table of tables) {
      const rows = await db.$queryRawUnsafe<unknown[]>(`select * from ${table}`);
      const dump = JSON.stringify(rows, (_key, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      );
      expect(dump).not.toContain(VISA);
      expect(dump).not.toContain("4242 4242");
      expect(dump).not.toMatch(/"(cvv|cardNumber)":\s*"\d/i);
    }
  });
});

describe("renewals and cancellation through the sandbox's webhooks", () => {
  it("a renewal extends the period, records a renewal payment and emails a receipt", async () => {
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly"));
    if (!result.ok) throw new Error(result.error);
    const before = await db.subscription.findUniqueOrThrow({
      where: { billingProviderId: result.subscriptionId },
    });
    await advance(server.url, result.subscriptionId);
    await flushWebhookDeliveries();
    const after = await db.subscription.findUniqueOrThrow({
      where: { billingProviderId: result.subscriptionId },
      include: { payments: true },
    });
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(before.currentPeriodEnd.getTime());
    expect(after.payments.map((p) => p.kind).sort()).toEqual(["initial", "renewal"]);
    await flushOutbox();
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud Monthly plan renewed" },
      }),
    ).toBe(1);
  });

  it("a failed renewal makes the subscription past due and sends the dunning email", async () => {
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly", DECLINES_RENEWALS));
    if (!result.ok) throw new Error(result.error);
    await advance(server.url, result.subscriptionId);
    await flushWebhookDeliveries();
    expect(
      (await db.subscription.findUniqueOrThrow({ where: { billingProviderId: result.subscriptionId } }))
        .status,
    ).toBe("past_due");
    await flushOutbox();
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "We couldn't renew your Latitud plan" },
      }),
    ).toBe(1);
    expect(await subscriptionStatusOf(user.id)).toBe(true);
  });

  it("cancellation keeps access until the period ends, stores the feedback once, and only the owner may cancel", async () => {
    const owner = await member();
    const result = await subscribe(owner, await cardInput("quarterly"));
    if (!result.ok) throw new Error(result.error);
    const stranger = await member();
    expect(
      await settle(cancelSubscription(stranger, { subscriptionId: result.subscriptionId, reason: "other" })),
    ).toEqual({ ok: false, status: 404, error: "Subscription not found" });
    expect(
      await settle(
        cancelSubscription(owner, {
          subscriptionId: result.subscriptionId,
          reason: "too_expensive",
          feedback: "Great product, tight budget",
        }),
      ),
    ).toEqual({
      ok: true,
      data: expect.objectContaining({ message: "Subscription cancelled successfully" }),
    });
    await flushWebhookDeliveries();
    const subscription = await db.subscription.findUniqueOrThrow({
      where: { billingProviderId: result.subscriptionId },
      include: { feedback: true },
    });
    expect(subscription.status).toBe("canceled");
    expect(subscription.feedback).toEqual([
      expect.objectContaining({ reason: "too_expensive", additionalFeedback: "Great product, tight budget" }),
    ]);
    expect(await subscriptionStatusOf(owner.id)).toBe(true);
    expect(
      (await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: result.subscriptionId } })).status,
    ).toBe("canceled");
    expect(await settle(cancelSubscription(owner, { subscriptionId: result.subscriptionId }))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
    await flushOutbox();
    expect(
      await db.devMailboxMessage.count({
        where: { to: owner.email, subject: "Your Latitud subscription is cancelled" },
      }),
    ).toBe(1);
  });
});

describe("webhook endpoint", () => {
  async function activeSubscription() {
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly"));
    if (!result.ok) throw new Error(result.error);
    await flushWebhookDeliveries();
    return db.subscription.findUniqueOrThrow({ where: { billingProviderId: result.subscriptionId } });
  }

  it("applies the same event delivered 5 times in parallel exactly once", async () => {
    const subscription = await activeSubscription();
    const end = new Date(subscription.currentPeriodEnd.getTime() + 30 * 86_400_000);
    const event = {
      id: `evt_${randomUUID()}`,
      type: "subscription.renewed",
      created: new Date().toISOString(),
      data: {
        subscriptionId: subscription.billingProviderId,
        transactionId: `txn_${randomUUID()}`,
        amountCents: 1900,
        currency: "USD",
        currentPeriodStart: subscription.currentPeriodEnd.toISOString(),
        currentPeriodEnd: end.toISOString(),
      },
    };
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(event)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ duplicate: boolean }>));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await db.paymentEvent.count({ where: { eventId: event.id } })).toBe(1);
    expect(await db.payment.count({ where: { subscriptionId: subscription.id, kind: "renewal" } })).toBe(1);
  });

  it("never lets an older event overwrite newer state", async () => {
    const subscription = await activeSubscription();
    const t = Date.now();
    const canceled = {
      id: `evt_${randomUUID()}`,
      type: "subscription.canceled",
      created: new Date(t).toISOString(),
      data: { subscriptionId: subscription.billingProviderId, canceledAt: new Date(t).toISOString() },
    };
    const olderFailure = {
      id: `evt_${randomUUID()}`,
      type: "subscription.renewal_failed",
      created: new Date(t - 60_000).toISOString(),
      data: { subscriptionId: subscription.billingProviderId, declineCode: "card_declined" },
    };
    expect((await postWebhook(canceled)).status).toBe(200);
    expect(await (await postWebhook(olderFailure)).json()).toEqual(
      expect.objectContaining({ outcome: "stale" }),
    );
    expect((await db.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe(
      "canceled",
    );
  });

  it("refuses forged, replayed-late and malformed webhooks, and acknowledges unknown types", async () => {
    const event = {
      id: `evt_${randomUUID()}`,
      type: "subscription.canceled",
      created: new Date().toISOString(),
      data: { subscriptionId: "sub_whatever" },
    };
    expect((await postWebhook(event, { secret: "not-the-secret" })).status).toBe(401);
    expect((await postWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    const unsigned = await webhookPOST(
      new Request(`${server.url}/api/webhooks/cali`, { method: "POST", body: JSON.stringify(event) }),
      { params: Promise.resolve({}) },
    );
    expect(unsigned.status).toBe(401);
    expect((await postWebhook({}, { raw: "this is not json" })).status).toBe(400);
    expect((await postWebhook({ hello: "world" })).status).toBe(400);
    const unknown = {
      id: `evt_${randomUUID()}`,
      type: "customer.updated",
      created: new Date().toISOString(),
      data: {},
    };
    const response = await postWebhook(unknown);
    expect(response.status).toBe(200);
    expect(await db.paymentEvent.findUnique({ where: { eventId: unknown.id } })).toEqual(
      expect.objectContaining({ eventType: "customer.updated" }),
    );
    expect(await db.paymentEvent.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("a signed event about a subscription the provider does not know is acknowledged as unknown_subscription (200), not retried", async () => {
    const event = {
      id: `evt_${randomUUID()}`,
      type: "payment.approved",
      created: new Date().toISOString(),
      data: {
        subscriptionId: "sub_nobody_knows",
        transactionId: `txn_${randomUUID()}`,
        amountCents: 1900,
        currency: "USD",
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    };
    const response = await postWebhook(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      received: true,
      duplicate: false,
      outcome: "unknown_subscription",
    });
    for (const type of [
      "subscription.renewed",
      "subscription.canceled",
      "subscription.resumed",
      "subscription.renewal_failed",
    ]) {
      expect(await (await postWebhook({ ...event, id: `evt_${randomUUID()}`, type })).json()).toEqual(
        expect.objectContaining({ outcome: "unknown_subscription" }),
      );
    }
  });

  it("answers 503 JSON with Retry-After, never 500, when the provider cannot be asked about an event or payments are half configured", async () => {
    const event = {
      id: `evt_${randomUUID()}`,
      type: "payment.approved",
      created: new Date().toISOString(),
      data: {
        subscriptionId: "sub_ask_the_provider",
        transactionId: `txn_${randomUUID()}`,
        amountCents: 1900,
        currency: "USD",
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    };
    const reachable = process.env.SITE_INTERNAL_URL;
    process.env.SITE_INTERNAL_URL = "http://127.0.0.1:9"; // the provider is down
    let response: Response;
    try {
      response = await postWebhook(event);
    } finally {
      process.env.SITE_INTERNAL_URL = reachable;
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({
      error: "The card provider could not be reached to apply this event. Please deliver it again later.",
    });
    // Kept in the webhook log as failed, with our own words: the provider's next delivery applies it.
    expect(
      await db.paymentEvent.findUniqueOrThrow({
        where: { eventId: event.id },
        select: { outcome: true, lastError: true, attempts: true, applyingSince: true },
      }),
    ).toEqual({
      outcome: "failed",
      lastError: "The card provider could not be reached.",
      attempts: 1,
      applyingSince: null,
    });

    const secret = webhookSecret();
    process.env.CALI_API_URL = "https://cali.example.com"; // a real provider without its webhook secret
    try {
      const unconfigured = await postWebhook(event, { secret });
      expect(unconfigured.status).toBe(503);
      expect(await unconfigured.json()).toEqual({ error: "Card payments are not configured on this server" });
    } finally {
      delete process.env.CALI_API_URL;
    }
  }, 30_000);
});
