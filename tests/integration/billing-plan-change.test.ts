import { randomUUID } from "node:crypto";
import { subscribe } from "@/lib/billing/checkout";
import { changePlan, previewPlanChange } from "@/lib/billing/plan-change/change";
import { DAY_MS } from "@/lib/billing/plan-change/proration";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/services/database";
import { advance, billingUser, cardInput, deliverWebhook, startBillingServer } from "../support/billing";
import { settle } from "../support/settle";

/**
 * Changing plan through the provider's protocol (POST /v1/subscriptions/{id}/plan): an upgrade
 * charges the prorated difference now and starts the new plan; a downgrade waits for the renewal.
 * Changes take the subscription's marker, so parallel changes reach the provider once, and a renewal
 * racing a change leaves one consistent state.
 */
const DECLINES_RENEWALS = "4000000000000341";

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-plan-change-secret-0123456789abcdef");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

/** A member on `planCode`, `daysUsed` days into the period (our row's period moved back). */
async function member(planCode: string, { daysUsed = 0, pan }: { daysUsed?: number; pan?: string } = {}) {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput(planCode, pan));
  if (!result.ok) throw new Error(result.error);
  await flushWebhookDeliveries();
  const row = await db.subscription.findUniqueOrThrow({
    where: { billingProviderId: result.subscriptionId },
  });
  if (daysUsed)
    await db.subscription.update({
      where: { id: row.id },
      data: {
        currentPeriodStart: new Date(row.currentPeriodStart.getTime() - daysUsed * DAY_MS),
        currentPeriodEnd: new Date(row.currentPeriodEnd.getTime() - daysUsed * DAY_MS),
      },
    });
  return { user, subscriptionId: result.subscriptionId, id: row.id };
}

/** Confirms a change at the amount the preview showed. */
async function confirm(user: CurrentUser, subscriptionId: string, planCode: string) {
  const { proration } = await previewPlanChange(user, subscriptionId, planCode);
  return changePlan(user, { subscriptionId, planCode, chargeCents: proration.chargeCents });
}

const planId = async (code: string) => (await db.subscriptionPlan.findUniqueOrThrow({ where: { code } })).id;
const planToken = async (code: string) =>
  (await db.subscriptionPlan.findUniqueOrThrow({ where: { code } })).caliPlanToken;

/** Our row, its payments and the provider's record, after the provider's webhooks have landed. */
async function both(subscriptionId: string) {
  await flushWebhookDeliveries();
  const ours = await db.subscription.findUniqueOrThrow({
    where: { billingProviderId: subscriptionId },
    include: { plan: true, payments: { orderBy: { createdAt: "asc" } } },
  });
  const theirs = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  const charges = await db.caliSandboxTransaction.findMany({
    where: { subscriptionId, status: "approved" },
    orderBy: { createdAt: "asc" },
  });
  return { ours, theirs, charges };
}

describe("changing plan", () => {
  it("upgrade: previews and charges the new price minus the unused days, switches now, with a receipt number and email", async () => {
    const { user, subscriptionId } = await member("monthly", { daysUsed: 20 });
    const preview = await previewPlanChange(user, subscriptionId, "annual");
    // 10 of 30 days unused: 10 × $19.00 / 30 = $6.333…, credited as $6.34.
    expect(preview.proration).toEqual(
      expect.objectContaining({ kind: "upgrade", chargeCents: 17266, creditCents: 634, daysLeft: 10 }),
    );
    const result = await changePlan(user, { subscriptionId, planCode: "annual", chargeCents: 17266 });
    expect(result).toEqual(
      expect.objectContaining({ outcome: "upgraded", chargeCents: 17266, priceCents: 17900 }),
    );

    const { ours, theirs, charges } = await both(subscriptionId);
    expect(ours.planId).toBe(await planId("annual"));
    expect(ours.scheduledPlanId).toBeNull();
    expect(ours.changeStartedAt).toBeNull();
    expect(ours.currentPeriodEnd.toISOString()).toBe(theirs.currentPeriodEnd.toISOString());
    expect(ours.currentPeriodEnd.getTime() - Date.now()).toBeGreaterThan(364 * DAY_MS);
    expect(theirs.planToken).toBe(await planToken("annual"));
    const proration = ours.payments.filter((p) => p.kind === "proration");
    expect(proration).toEqual([
      expect.objectContaining({
        amountCents: 17266,
        status: "approved",
        receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      }),
    ]);
    expect(charges.map((c) => c.amountCents)).toEqual([1900, 17266]);
    expect(proration[0]!.transactionId).toBe(charges[1]!.id);
    // Each charge keeps the plan it paid for: the first payment's receipt still says Monthly.
    expect(ours.payments.map((p) => [p.kind, p.planId])).toEqual([
      ["initial", await planId("monthly")],
      ["proration", await planId("annual")],
    ]);
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud plan change receipt" },
      }),
    ).toBe(1);
  });

  it("downgrade: nothing charged now; the renewal charges and starts the new plan; choosing the current plan again cancels it", async () => {
    const { user, subscriptionId } = await member("annual");
    const preview = await previewPlanChange(user, subscriptionId, "monthly");
    expect(preview.proration).toEqual(
      expect.objectContaining({ kind: "downgrade", chargeCents: 0, renewalCents: 1900 }),
    );
    expect(await confirm(user, subscriptionId, "monthly")).toEqual(
      expect.objectContaining({ outcome: "scheduled" }),
    );
    let state = await both(subscriptionId);
    expect(state.ours.scheduledPlanId).toBe(await planId("monthly"));
    expect(state.ours.planId).toBe(await planId("annual"));
    expect(state.theirs.nextPlanToken).toBe(await planToken("monthly"));
    expect(state.charges).toHaveLength(1);

    // Scheduling it twice is refused; keeping the current plan cancels the scheduled change.
    expect(await settle(changePlan(user, { subscriptionId, planCode: "monthly", chargeCents: 0 }))).toEqual({
      ok: false,
      status: 409,
      error: "This change is already scheduled.",
    });
    expect(await changePlan(user, { subscriptionId, planCode: "annual", chargeCents: 0 })).toEqual(
      expect.objectContaining({ outcome: "kept" }),
    );
    state = await both(subscriptionId);
    expect(state.ours.scheduledPlanId).toBeNull();
    expect(state.theirs.nextPlanToken).toBeNull();

    await changePlan(user, { subscriptionId, planCode: "monthly", chargeCents: 0 });
    // The paid year is over: the provider renews.
    const yearAgo = { currentPeriodStart: new Date(Date.now() - 365 * DAY_MS), currentPeriodEnd: new Date() };
    await db.subscription.updateMany({ where: { billingProviderId: subscriptionId }, data: yearAgo });
    await db.caliSandboxSubscription.updateMany({ where: { id: subscriptionId }, data: yearAgo });
    expect((await advance(server.url, subscriptionId)).status).toBe(200);
    state = await both(subscriptionId);
    expect(state.ours.planId).toBe(await planId("monthly"));
    expect(state.ours.scheduledPlanId).toBeNull();
    expect(state.ours.currentPeriodEnd.toISOString()).toBe(state.theirs.currentPeriodEnd.toISOString());
    expect(state.charges.map((c) => c.amountCents)).toEqual([17900, 1900]);
    expect(state.ours.payments.map((p) => [p.kind, p.amountCents])).toEqual([
      ["initial", 17900],
      ["renewal", 1900],
    ]);
  });

  it("a declined upgrade changes nothing and is told why; the attempt stays in the history", async () => {
    const { user, subscriptionId } = await member("monthly", { pan: DECLINES_RENEWALS });
    const before = await both(subscriptionId);
    expect(await settle(confirm(user, subscriptionId, "quarterly"))).toEqual({
      ok: false,
      status: 402,
      error: "Your card was declined. Please try again with a different card.",
    });
    const after = await both(subscriptionId);
    expect(after.ours.planId).toBe(before.ours.planId);
    expect(after.ours.currentPeriodEnd).toEqual(before.ours.currentPeriodEnd);
    expect(after.ours.changeStartedAt).toBeNull();
    expect(after.theirs.planToken).toBe(before.theirs.planToken);
    expect(after.charges).toHaveLength(1);
    expect(after.ours.payments.map((p) => [p.kind, p.status, p.receiptNumber])).toEqual([
      ["initial", "approved", expect.any(String)],
      ["proration", "declined", null],
    ]);
  });

  it("is refused for a stranger, for the same plan, for admin-only plans and for a plan that is not active", async () => {
    const { user, subscriptionId } = await member("monthly");
    const stranger = await billingUser();
    expect(await settle(confirm(stranger, subscriptionId, "annual"))).toEqual({
      ok: false,
      status: 404,
      error: "Subscription not found",
    });
    expect(await settle(confirm(user, subscriptionId, "monthly"))).toEqual({
      ok: false,
      status: 409,
      error: "You're already on this plan.",
    });
    expect(await settle(confirm(user, subscriptionId, "test"))).toEqual(
      expect.objectContaining({ ok: false, status: 404 }),
    );
    expect(await settle(confirm(user, subscriptionId, "lawyer-premium"))).toEqual(
      expect.objectContaining({ ok: false, status: 404 }),
    );
    expect(await settle(changePlan(user, { subscriptionId, planCode: "annual", chargeCents: 1 }))).toEqual({
      ok: false,
      status: 409,
      error: expect.stringMatching(/^The amount changed since you saw it/),
    });
    await db.subscription.updateMany({
      where: { billingProviderId: subscriptionId },
      data: { status: "canceled" },
    });
    expect(await settle(confirm(user, subscriptionId, "annual"))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
  });

  it("5 parallel upgrades: the provider changes once, the other 4 are refused (409)", async () => {
    const { user, subscriptionId } = await member("monthly", { daysUsed: 5 });
    const { proration } = await previewPlanChange(user, subscriptionId, "annual");
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        settle(changePlan(user, { subscriptionId, planCode: "annual", chargeCents: proration.chargeCents })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r).toEqual(expect.objectContaining({ status: 409 }));
    const { ours, charges } = await both(subscriptionId);
    expect(charges.map((c) => c.kind)).toEqual(["subscription", "proration"]);
    expect(ours.payments.filter((p) => p.kind === "proration")).toHaveLength(1);
    expect(ours.planId).toBe(await planId("annual"));
    expect(ours.changeStartedAt).toBeNull();
  });

  it("RACE: an upgrade while a renewal happens, 6 rounds: one plan, the latest period, each charge recorded once", async () => {
    for (let round = 0; round < 6; round++) {
      const { user, subscriptionId } = await member("monthly", { daysUsed: 10 });
      const { proration } = await previewPlanChange(user, subscriptionId, "quarterly");
      const change = settle(
        changePlan(user, { subscriptionId, planCode: "quarterly", chargeCents: proration.chargeCents }),
      );
      const renewal = advance(server.url, subscriptionId);
      const [changed, renewed] =
        round % 2 ? [await change, await renewal] : await Promise.all([change, renewal]);
      if (!changed.ok) expect(changed.status).toBe(409);
      expect([200, 409]).toContain(renewed.status);

      const { ours, theirs, charges } = await both(subscriptionId);
      expect(ours.changeStartedAt).toBeNull();
      expect(ours.plan.caliPlanToken).toBe(theirs.planToken);
      expect(ours.status).toBe("active");
      expect(ours.currentPeriodEnd.toISOString()).toBe(theirs.currentPeriodEnd.toISOString());
      // Every approved provider charge is in our history exactly once.
      expect(ours.payments.map((p) => p.transactionId).sort()).toEqual(charges.map((c) => c.id).sort());
    }
  });

  it("the plan_changed webhook delivered 5× in parallel (and again under new event ids) records one payment", async () => {
    const { user, subscriptionId, id } = await member("monthly");
    const token = await planToken("annual");
    const transactionId = `txn_${randomUUID()}`;
    const end = new Date(Date.now() + 365 * DAY_MS).toISOString();
    const event = (eventId: string) => ({
      id: eventId,
      type: "subscription.plan_changed",
      created: new Date().toISOString(),
      data: {
        subscriptionId,
        planToken: token,
        transactionId,
        amountCents: 16000,
        currency: "USD",
        status: "active",
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: end,
        cardInfo: { brand: "visa", lastFourDigits: "4242" },
        customerReference: user.id,
      },
    });
    const same = event(`evt_${randomUUID()}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(server.url, same)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => deliverWebhook(server.url, event(`evt_${randomUUID()}`))),
    );
    expect(again.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);

    const payments = await db.payment.findMany({ where: { subscriptionId: id, kind: "proration" } });
    expect(payments).toEqual([
      expect.objectContaining({ transactionId, amountCents: 16000, status: "approved" }),
    ]);
    const row = await db.subscription.findUniqueOrThrow({ where: { id } });
    expect(row.planId).toBe(await planId("annual"));
    expect(row.currentPeriodEnd.toISOString()).toBe(end);
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud plan change receipt" },
      }),
    ).toBe(1);
  });
});
