import { randomUUID } from "node:crypto";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { subscribe } from "@/lib/billing/checkout";
import { billingHistory } from "@/lib/billing/history/history";
import { refundPayment } from "@/lib/billing/refunds/refunds";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { paymentProvider, webhookSecret } from "@/lib/services/payments";
import { signWebhook } from "@/lib/services/payments/signature";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { billingUser, cardInput, startBillingServer } from "../support/billing";
import { settle } from "../support/settle";

/**
 * Refunds: an admin refunds a charge fully or in part through the provider's refund call; the
 * Refund row's idempotency key makes a replay answer the first refund, and one conditional UPDATE
 * on the payment keeps parallel refunds within the charge. The provider's payment.refunded webhook
 * records refunds made at its dashboard, once.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-refunds-secret-0123456789abcdef0123");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

/** A member's first payment (the monthly plan, 19.00) and an admin. */
async function paidCharge() {
  const [member, admin] = await Promise.all([billingUser(), billingUser("admin")]);
  const result = await subscribe(member, await cardInput("monthly"));
  if (!result.ok) throw new Error(result.error);
  await flushWebhookDeliveries();
  const payment = await db.payment.findUniqueOrThrow({ where: { transactionId: result.transactionId } });
  return { member, admin, payment };
}

const refund = (admin: { id: string }, paymentId: string, amountCents: number, key = randomUUID()) =>
  settle(refundPayment(admin, { paymentId, amountCents, reason: null, idempotencyKey: key }));

/** Our record of the charge and the provider's, once every webhook has been applied. */
async function books(paymentId: string, transactionId: string) {
  await flushWebhookDeliveries();
  const [payment, refunds, theirs, theirRefunds] = await Promise.all([
    db.payment.findUniqueOrThrow({ where: { id: paymentId } }),
    db.refund.findMany({ where: { paymentId }, orderBy: { createdAt: "asc" } }),
    db.caliSandboxTransaction.findUniqueOrThrow({ where: { id: transactionId } }),
    db.caliSandboxRefund.count({ where: { transactionId } }),
  ]);
  return {
    refunded: payment.refundedCents,
    refunds: refunds.map((r) => ({
      amount: r.amountCents,
      status: r.status,
      provider: Boolean(r.providerRefundId),
    })),
    providerRefunded: theirs.refundedCents,
    providerRefunds: theirRefunds,
  };
}

async function refundEmails(to: string) {
  await flushOutbox();
  return db.devMailboxMessage.findMany({ where: { to, subject: { startsWith: "Your Latitud refund" } } });
}

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

describe("an admin's refund", () => {
  it("in full: the provider refunds, our payment and history show it, the member is emailed once, the admin's action is audited", async () => {
    const { member, admin, payment } = await paidCharge();
    const result = await refund(admin, payment.id, 1900);
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ paymentId: payment.id, amountCents: 1900, refundedCents: 1900 }),
    });
    expect(await books(payment.id, payment.transactionId)).toEqual({
      refunded: 1900,
      refunds: [{ amount: 1900, status: "succeeded", provider: true }],
      providerRefunded: 1900,
      providerRefunds: 1,
    });
    const history = await billingHistory(member.id);
    expect(history.map((e) => [e.kind, e.status, e.amountCents])).toEqual([
      ["refund", "succeeded", 1900],
      ["initial", "refunded", 1900],
    ]);
    const emails = await refundEmails(member.email);
    expect(emails.map((e) => e.subject)).toEqual(["Your Latitud refund of $19.00"]);
    expect(
      await db.auditLog.count({
        where: { actorId: admin.id, action: "payment.refund", target: `payment:${payment.id}` },
      }),
    ).toBe(1);
    // Nothing is left to refund.
    expect(await refund(admin, payment.id, 1)).toEqual(expect.objectContaining({ ok: false, status: 409 }));
  });

  it("in parts: two partial refunds add up, the history shows both", async () => {
    const { member, admin, payment } = await paidCharge();
    expect(await refund(admin, payment.id, 500)).toEqual(expect.objectContaining({ ok: true }));
    const second = await refund(admin, payment.id, 700);
    expect(second).toEqual({
      ok: true,
      data: expect.objectContaining({ amountCents: 700, refundedCents: 1200 }),
    });
    expect((await books(payment.id, payment.transactionId)).refunded).toBe(1200);
    const statuses = (await billingHistory(member.id)).map((e) => [e.kind, e.status]);
    expect(statuses).toEqual([
      ["refund", "succeeded"],
      ["refund", "succeeded"],
      ["initial", "partiallyRefunded"],
    ]);
    expect(await refundEmails(member.email)).toHaveLength(2);
  });

  it("the same refund (one idempotency key) replayed 5 times in parallel: one refund, refunded once, every replay answers it", async () => {
    const { member, admin, payment } = await paidCharge();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(admin, payment.id, 600, key)));
    const ids = new Set(results.map((r) => (r.ok ? r.data.refundId : r.error)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await books(payment.id, payment.transactionId)).toEqual({
      refunded: 600,
      refunds: [{ amount: 600, status: "succeeded", provider: true }],
      providerRefunded: 600,
      providerRefunds: 1,
    });
    expect(await refundEmails(member.email)).toHaveLength(1);
    // The key names that refund: another amount under it is refused.
    expect(await refund(admin, payment.id, 100, key)).toEqual(
      expect.objectContaining({ ok: false, status: 422 }),
    );
  });

  it("5 different refunds in parallel exceeding the charge: only what fits is refunded, here and at the provider", async () => {
    const { admin, payment } = await paidCharge();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(admin, payment.id, 800)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toEqual({
        ok: false,
        status: 409,
        error: expect.stringMatching(/^This refund would return more than is left of the charge/),
      });
    expect(await books(payment.id, payment.transactionId)).toEqual({
      refunded: 1600,
      refunds: [
        { amount: 800, status: "succeeded", provider: true },
        { amount: 800, status: "succeeded", provider: true },
      ],
      providerRefunded: 1600,
      providerRefunds: 2,
    });
  });

  it("refused to a member who is not an admin (the role is read from the database)", async () => {
    const { member, payment } = await paidCharge();
    expect(await refund(member, payment.id, 100)).toEqual({
      ok: false,
      status: 403,
      error: "Only admins can refund payments.",
    });
    const demoted = await billingUser("admin");
    await db.user.update({ where: { id: demoted.id }, data: { role: "member" } });
    expect(await refund(demoted, payment.id, 100)).toEqual(expect.objectContaining({ status: 403 }));
    expect(await books(payment.id, payment.transactionId)).toEqual(
      expect.objectContaining({ refunded: 0, refunds: [], providerRefunds: 0 }),
    );
  });

  it("a provider failure gives the reservation back: nothing refunded, the refund marked failed, 502", async () => {
    const { admin, payment } = await paidCharge();
    const failing = () =>
      ({
        refund: async () => {
          throw new ProviderError(503, "down", true);
        },
      }) as unknown as PaymentProvider;
    const result = await settle(
      refundPayment(
        admin,
        { paymentId: payment.id, amountCents: 900, reason: null, idempotencyKey: randomUUID() },
        failing,
      ),
    );
    expect(result).toEqual({
      ok: false,
      status: 502,
      error: "The card provider did not make the refund. Nothing was refunded; please try again.",
    });
    expect(await books(payment.id, payment.transactionId)).toEqual(
      expect.objectContaining({ refunded: 0, refunds: [{ amount: 900, status: "failed", provider: false }] }),
    );
    expect(await refund(admin, payment.id, 1900)).toEqual(expect.objectContaining({ ok: true }));
  });

  it("an unknown payment is 404", async () => {
    const admin = await billingUser("admin");
    expect(await refund(admin, randomUUID(), 100)).toEqual(
      expect.objectContaining({ ok: false, status: 404 }),
    );
  });
});

describe("the provider's payment.refunded webhook", () => {
  it("a refund made at the provider only (its dashboard) is recorded by the webhook, and the member emailed", async () => {
    const { member, payment } = await paidCharge();
    const answer = await paymentProvider().refund(
      payment.transactionId,
      { amountCents: 400, reason: "Goodwill" },
      randomUUID(),
    );
    expect(answer).toEqual(
      expect.objectContaining({ amountCents: 400, refundedCents: 400, status: "succeeded" }),
    );
    expect(await books(payment.id, payment.transactionId)).toEqual({
      refunded: 400,
      refunds: [{ amount: 400, status: "succeeded", provider: true }],
      providerRefunded: 400,
      providerRefunds: 1,
    });
    const [email] = await refundEmails(member.email);
    expect(email?.text).toContain("Reason: Goodwill");
    expect((await billingHistory(member.id))[0]).toEqual(
      expect.objectContaining({ kind: "refund", amountCents: 400, paymentId: payment.id }),
    );
  });

  it("delivered 5 times in parallel (the same event, and 5 events of one refund): one row, one email", async () => {
    const { member, payment } = await paidCharge();
    const refundId = `rfd_${randomUUID().replace(/-/g, "")}`;
    const event = (id: string) => ({
      id,
      type: "payment.refunded",
      created: new Date().toISOString(),
      data: {
        transactionId: payment.transactionId,
        refundId,
        amountCents: 300,
        currency: "USD",
        customerReference: member.id,
      },
    });
    const same = event(`evt_${randomUUID()}`);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(same)),
      ...Array.from({ length: 5 }, () => postWebhook(event(`evt_${randomUUID()}`))),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const refunds = await db.refund.findMany({ where: { paymentId: payment.id } });
    expect(refunds.map((r) => [r.providerRefundId, r.amountCents])).toEqual([[refundId, 300]]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedCents).toBe(300);
    expect(await refundEmails(member.email)).toHaveLength(1);
  });

  it("a refund of ours still waiting for the provider's answer: the event is refused (503) until it has its id", async () => {
    const { payment } = await paidCharge();
    await db.refund.create({
      data: { paymentId: payment.id, idempotencyKey: randomUUID(), amountCents: 100, status: "pending" },
    });
    const response = await postWebhook({
      id: `evt_${randomUUID()}`,
      type: "payment.refunded",
      created: new Date().toISOString(),
      data: { transactionId: payment.transactionId, refundId: `rfd_${randomUUID()}`, amountCents: 100 },
    });
    expect(response.status).toBe(503);
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
  });
});

describe("the sandbox's refund call (POST /v1/payments/{transactionId}/refunds)", () => {
  it("refunds within the charge, replays the same key, answers 409 over the charge and 404 for an unknown charge", async () => {
    const { payment } = await paidCharge();
    const provider = paymentProvider();
    const key = randomUUID();
    const first = await provider.refund(payment.transactionId, { amountCents: 1000 }, key);
    expect(await provider.refund(payment.transactionId, { amountCents: 1000 }, key)).toEqual(first);
    await expect(provider.refund(payment.transactionId, { amountCents: 901 }, randomUUID())).rejects.toEqual(
      expect.objectContaining({ status: 409 }),
    );
    await expect(provider.refund("txn_unknown", { amountCents: 1 }, randomUUID())).rejects.toEqual(
      expect.objectContaining({ status: 404 }),
    );
    expect(await provider.refund(payment.transactionId, { amountCents: 900 }, randomUUID())).toEqual(
      expect.objectContaining({ refundedCents: 1900 }),
    );
    expect((await books(payment.id, payment.transactionId)).refunded).toBe(1900);
  });
});
