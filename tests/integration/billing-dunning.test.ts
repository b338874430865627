import { subscriptionStatusOf } from "@/lib/auth/subscription-status";
import type { CurrentUser } from "@/lib/auth/current-user";
import { updateCard } from "@/lib/billing/dunning/card-update";
import { subscribe } from "@/lib/billing/checkout";
import { runDunning } from "@/lib/billing/jobs/dunning";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import { paymentProvider } from "@/lib/services/payments";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { randomUUID } from "node:crypto";
import {
  advance,
  billingUser,
  cardInput,
  DECLINED,
  encryptedCard,
  startBillingServer,
  VISA,
} from "../support/billing";
import { settle } from "../support/settle";

/**
 * Failed payments (docs/BILLING.md): the sandbox's failing-renewal card turns a plan past due with
 * access kept and the attempt in the history; a new card retries the charge at once; the dunning
 * sweep sends the day-3 reminder and ends the plan when the grace period is over, each once even
 * when sweeps run in parallel.
 */
const DECLINES_RENEWALS = "4000000000000341";
const DAY_MS = 86_400_000;

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-dunning-secret-0123456789abcdef0123");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  delete process.env.BILLING_GRACE_DAYS;
});

afterAll(async () => {
  await server.close();
});

/** A member whose renewal just failed: past due, the day-0 email sent. */
async function pastDueMember() {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput("monthly", DECLINES_RENEWALS));
  if (!result.ok) throw new Error(result.error);
  expect((await advance(server.url, result.subscriptionId)).status).toBe(200);
  await flushWebhookDeliveries();
  return { user, subscriptionId: result.subscriptionId };
}

const ours = (subscriptionId: string) =>
  db.subscription.findUniqueOrThrow({
    where: { billingProviderId: subscriptionId },
    include: { payments: { orderBy: { createdAt: "asc" } } },
  });

async function mails(user: CurrentUser, subject: string) {
  await flushOutbox();
  return db.devMailboxMessage.count({ where: { to: user.email, subject } });
}

const fixCard = async (user: CurrentUser, subscriptionId: string, pan = VISA) =>
  settle(updateCard(user, { subscriptionId, ...(await encryptedCard(pan)), idempotencyKey: randomUUID() }));

/** Moves the failure back in time, as if the sweep ran `days` after it. */
async function failedDaysAgo(subscriptionId: string, days: number) {
  await db.subscription.update({
    where: { billingProviderId: subscriptionId },
    data: { pastDueSince: new Date(Date.now() - days * DAY_MS - 60_000) },
  });
}

describe("a failed renewal", () => {
  it("turns the plan past due with access kept, the declined attempt in the history and the day-0 email with the fix-card link", async () => {
    const { user, subscriptionId } = await pastDueMember();
    const row = await ours(subscriptionId);
    expect(row).toMatchObject({ status: "past_due", dunningStep: 1 });
    expect(row.pastDueSince).toBeInstanceOf(Date);
    expect(row.payments.map((p) => [p.kind, p.status, p.declineCode, p.receiptNumber === null])).toEqual([
      ["initial", "approved", null, false],
      ["renewal", "declined", "card_declined", true],
    ]);
    expect(await subscriptionStatusOf(user.id)).toBe(true);
    await flushOutbox();
    const mail = await db.devMailboxMessage.findFirstOrThrow({
      where: { to: user.email, subject: "We couldn't renew your Latitud plan" },
    });
    expect(mail.text).toContain(`/billing/card/${subscriptionId}`);
  });

  it("a new card that the bank approves: the charge is retried at once, the plan is active for a new period, with a receipt", async () => {
    const { user, subscriptionId } = await pastDueMember();
    const before = await ours(subscriptionId);
    const fixed = await fixCard(user, subscriptionId);
    expect(fixed).toEqual({
      ok: true,
      data: { ok: true, status: "active", paid: true, message: expect.stringContaining("active again") },
    });
    await flushWebhookDeliveries();
    const after = await ours(subscriptionId);
    expect(after).toMatchObject({
      status: "active",
      pastDueSince: null,
      dunningStep: 0,
      cardLastFour: "4242",
      changeStartedAt: null,
    });
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(before.currentPeriodEnd.getTime());
    const retry = after.payments.find((p) => p.kind === "retry");
    expect(retry).toMatchObject({ status: "approved", cardLastFour: "4242" });
    expect(retry?.receiptNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await mails(user, "Your Latitud Monthly plan renewed")).toBe(1);
    const provider = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(provider).toMatchObject({ status: "active", cardLastFour: "4242" });
  });

  it("a new card that the bank declines: a clear 402, still past due with access, the grace period not restarted", async () => {
    const { user, subscriptionId } = await pastDueMember();
    const before = await ours(subscriptionId);
    const fixed = await fixCard(user, subscriptionId, DECLINED);
    expect(fixed).toEqual({
      ok: true,
      data: {
        ok: false,
        status: 402,
        title: "Card declined",
        error: expect.stringMatching(/^Your card was declined\..*Your plan stays active until/),
      },
    });
    // A new card that passes the checks but whose charge is declined (the failing-renewal card).
    expect(await fixCard(user, subscriptionId, DECLINES_RENEWALS)).toMatchObject({
      data: { ok: false, status: 402 },
    });
    await flushWebhookDeliveries();
    const after = await ours(subscriptionId);
    expect(after).toMatchObject({ status: "past_due", dunningStep: 1, changeStartedAt: null });
    expect(after.pastDueSince).toEqual(before.pastDueSince);
    expect(after.payments.filter((p) => p.status === "declined").map((p) => p.kind)).toEqual([
      "renewal",
      "retry",
    ]);
    expect(await subscriptionStatusOf(user.id)).toBe(true);
  });

  it("5 parallel submissions of one attempt (a double click): one charge, the others told to wait", async () => {
    const { user, subscriptionId } = await pastDueMember();
    const attempt = { subscriptionId, ...(await encryptedCard(VISA)), idempotencyKey: randomUUID() };
    const results = await Promise.all(Array.from({ length: 5 }, () => settle(updateCard(user, attempt))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toEqual({ ok: false, status: 409, error: expect.stringMatching(/^Another change/) });
    await flushWebhookDeliveries();
    expect(
      await db.caliSandboxTransaction.count({
        where: { subscriptionId, status: "approved", kind: "renewal" },
      }),
    ).toBe(1);
    expect(await ours(subscriptionId)).toMatchObject({ status: "active", changeStartedAt: null });
    expect(await mails(user, "Your Latitud Monthly plan renewed")).toBe(1);
  });

  it("on an active plan only replaces the card; only the owner may; an ended plan has no card to update", async () => {
    const user = await billingUser();
    const result = await subscribe(user, await cardInput("monthly"));
    if (!result.ok) throw new Error(result.error);
    const stranger = await billingUser();
    expect(await fixCard(stranger, result.subscriptionId)).toMatchObject({ ok: false, status: 404 });
    expect(await fixCard(user, result.subscriptionId, "5555555555554444")).toEqual({
      ok: true,
      data: { ok: true, status: "active", paid: false, message: "Your card was updated." },
    });
    expect(await ours(result.subscriptionId)).toMatchObject({ status: "active", cardLastFour: "4444" });
    expect((await ours(result.subscriptionId)).payments).toHaveLength(1);
    await db.subscription.update({
      where: { billingProviderId: result.subscriptionId },
      data: { status: "expired" },
    });
    expect(await fixCard(user, result.subscriptionId)).toMatchObject({ ok: false, status: 409 });
  });

  it("RACE: 5 card updates in parallel with 5 sandbox renewals charge the card once", async () => {
    const { user, subscriptionId } = await pastDueMember();
    const cards = await Promise.all(Array.from({ length: 5 }, () => encryptedCard(VISA)));
    await Promise.all([
      ...cards.map((card) =>
        settle(updateCard(user, { subscriptionId, ...card, idempotencyKey: randomUUID() })),
      ),
      ...cards.map(() => advance(server.url, subscriptionId)),
    ]);
    await flushWebhookDeliveries();
    const approved = await db.caliSandboxTransaction.count({
      where: { subscriptionId, status: "approved", kind: "renewal" },
    });
    expect(approved).toBeLessThanOrEqual(1);
    // Whatever lost the race, a card update afterwards leaves the plan active, paid once.
    await fixCard(user, subscriptionId);
    await flushWebhookDeliveries();
    expect(
      await db.caliSandboxTransaction.count({
        where: { subscriptionId, status: "approved", kind: "renewal" },
      }),
    ).toBe(1);
    const after = await ours(subscriptionId);
    expect(after).toMatchObject({ status: "active", changeStartedAt: null, dunningStep: 0 });
    expect(after.payments.filter((p) => p.status === "approved" && p.kind !== "initial")).toHaveLength(1);
  });
});

describe("the dunning sweep", () => {
  it("day 3: 5 parallel sweeps send the reminder once", async () => {
    const { user, subscriptionId } = await pastDueMember();
    await runDunning();
    expect((await ours(subscriptionId)).dunningStep).toBe(1);
    await failedDaysAgo(subscriptionId, 3);
    await Promise.all(Array.from({ length: 5 }, () => runDunning()));
    expect(await ours(subscriptionId)).toMatchObject({ status: "past_due", dunningStep: 2 });
    expect(await mails(user, "Reminder: update your card to keep Latitud premium")).toBe(1);
    expect(await subscriptionStatusOf(user.id)).toBe(true);
  });

  it("grace over: 5 parallel sweeps end the plan once, the provider cancels it, the ended email once", async () => {
    const { user, subscriptionId } = await pastDueMember();
    await failedDaysAgo(subscriptionId, 7);
    const sweeps = await Promise.all(Array.from({ length: 5 }, () => runDunning()));
    expect(sweeps.reduce((n, s) => n + s.expired, 0)).toBeGreaterThanOrEqual(1);
    await flushWebhookDeliveries();
    expect(await ours(subscriptionId)).toMatchObject({
      status: "expired",
      dunningStep: 3,
      changeStartedAt: null,
    });
    expect(
      (await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } })).status,
    ).toBe("canceled");
    expect(await mails(user, "Your Latitud plan has ended")).toBe(1);
    expect(await mails(user, "Reminder: update your card to keep Latitud premium")).toBe(0);
    expect(await subscriptionStatusOf(user.id)).toBe(false);
    await runDunning();
    expect(await mails(user, "Your Latitud plan has ended")).toBe(1);
  });

  it("a provider failure leaves the plan past due; the next sweep ends it", async () => {
    const { user, subscriptionId } = await pastDueMember();
    await failedDaysAgo(subscriptionId, 8);
    const down: PaymentProvider = {
      ...paymentProvider(),
      cancelSubscription: async () => {
        throw new ProviderError(503, "down", true);
      },
    };
    expect((await runDunning(new Date(), () => down)).failed).toBeGreaterThanOrEqual(1);
    expect(await ours(subscriptionId)).toMatchObject({ status: "past_due", changeStartedAt: null });
    expect(await mails(user, "Your Latitud plan has ended")).toBe(0);
    await runDunning();
    expect(await ours(subscriptionId)).toMatchObject({ status: "expired" });
    expect(await mails(user, "Your Latitud plan has ended")).toBe(1);
  });

  it("BILLING_GRACE_DAYS is respected: access, the banner date and the end follow it; no day-3 reminder in a 2-day grace", async () => {
    process.env.BILLING_GRACE_DAYS = "2";
    const { user, subscriptionId } = await pastDueMember();
    await failedDaysAgo(subscriptionId, 1);
    await runDunning();
    expect(await ours(subscriptionId)).toMatchObject({ status: "past_due", dunningStep: 1 });
    expect(await subscriptionStatusOf(user.id)).toBe(true);
    await failedDaysAgo(subscriptionId, 2);
    expect(await subscriptionStatusOf(user.id)).toBe(false);
    await runDunning();
    expect(await ours(subscriptionId)).toMatchObject({ status: "expired", dunningStep: 3 });
    expect(await mails(user, "Reminder: update your card to keep Latitud premium")).toBe(0);
    expect(await mails(user, "Your Latitud plan has ended")).toBe(1);

    process.env.BILLING_GRACE_DAYS = "10";
    const second = await pastDueMember();
    await failedDaysAgo(second.subscriptionId, 7);
    await runDunning();
    expect(await ours(second.subscriptionId)).toMatchObject({ status: "past_due", dunningStep: 2 });
    expect(await subscriptionStatusOf(second.user.id)).toBe(true);
  });
});
