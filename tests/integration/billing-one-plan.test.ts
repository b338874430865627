import { subscribe } from "@/lib/billing/checkout";
import { heldPlan } from "@/lib/billing/plan-slot";
import { db } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import { billingUser, cardInput, DECLINED, providerRecords, startBillingServer } from "../support/billing";

/**
 * One paid plan per member (and, for lawyers, one lawyer plan): parallel checkouts race for the
 * member's plan slot, which a partial unique index gives to exactly one of them before the card
 * provider is called. The sandbox's own transactions are the charges a member would see.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-one-plan-secret-0123456789abcdef");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

const ok = (r: { ok: boolean }) => r.ok;

describe("one paid plan per member", () => {
  it("5 parallel checkouts of one plan (5 attempts, 5 cards): 1 charge, 1 subscription, 4 × 409 before any charge", async () => {
    const user = await billingUser();
    const inputs = await Promise.all(Array.from({ length: 5 }, () => cardInput("monthly")));
    const results = await Promise.all(inputs.map((input) => subscribe(user, input)));
    expect(results.filter(ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r).toEqual(expect.objectContaining({ status: 409 }));
    const provider = await providerRecords(user.id);
    expect(provider.charges).toBe(1);
    expect(provider.subscriptions).toHaveLength(1);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.subscription.count({ where: { userId: user.id, status: "active" } })).toBe(1);
  });

  it("parallel checkouts of two plans: one wins, the other gets a clear 409 and is never charged", async () => {
    const user = await billingUser();
    const [annual, quarterly] = await Promise.all([
      subscribe(user, await cardInput("annual")),
      subscribe(user, await cardInput("quarterly")),
    ]);
    expect([annual, quarterly].filter(ok)).toHaveLength(1);
    const loser = annual.ok ? quarterly : annual;
    const winner = annual.ok ? "Annual" : "Quarterly";
    expect(loser).toEqual(expect.objectContaining({ ok: false, status: 409 }));
    // Either still in flight ('being processed') or done ('you already have … to switch, cancel …').
    expect(!loser.ok && loser.error).toMatch(
      new RegExp(
        `(A payment for the ${winner} plan is already being processed|You already have the ${winner} plan\\. To switch to)`,
      ),
    );
    expect((await providerRecords(user.id)).charges).toBe(1);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
  });

  it("holding a plan, a second plan is refused before any charge with how to switch", async () => {
    const user = await billingUser();
    expect(await subscribe(user, await cardInput("annual"))).toEqual(expect.objectContaining({ ok: true }));
    const second = await subscribe(user, await cardInput("quarterly"));
    expect(second).toEqual({
      ok: false,
      status: 409,
      title: "Already subscribed",
      error: expect.stringMatching(
        /^You already have the Annual plan\. To switch to Quarterly, cancel Annual from your profile \(you keep premium access until \w+ \d+, \d{4}\), then choose Quarterly\.$/,
      ),
    });
    expect((await providerRecords(user.id)).charges).toBe(1);
  });

  it("a declined charge releases the reservation at once: the next card goes through", async () => {
    const user = await billingUser();
    expect(await subscribe(user, await cardInput("monthly", DECLINED))).toEqual(
      expect.objectContaining({ ok: false, status: 402 }),
    );
    expect(await heldPlan(user.id, "member")).toBeNull();
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await subscribe(user, await cardInput("monthly"))).toEqual(expect.objectContaining({ ok: true }));
  });

  it("plans are counted per audience: a lawyer holds one lawyer plan and one member plan, never two lawyer plans", async () => {
    await db.subscriptionPlan.create({
      data: {
        code: "lawyer-annual",
        name: "Lawyer Annual",
        description: "A year of lawyer premium.",
        priceCents: 39900,
        period: "annual",
        intervalDays: 365,
        audience: "lawyer",
        sortOrder: 51,
      },
    });
    const lawyer = await billingUser("lawyer");
    const lawyerPlans = await Promise.all([
      ...(await Promise.all([0, 1, 2].map(() => cardInput("lawyer-premium")))).map((input) =>
        subscribe(lawyer, input),
      ),
      subscribe(lawyer, await cardInput("lawyer-annual")),
    ]);
    expect(lawyerPlans.filter(ok)).toHaveLength(1);
    expect(await subscribe(lawyer, await cardInput("monthly"))).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect((await providerRecords(lawyer.id)).charges).toBe(2);
    expect(
      await db.subscription.groupBy({
        by: ["audience"],
        where: { userId: lawyer.id, status: "active" },
        _count: true,
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ audience: "lawyer", _count: 1 }),
        expect.objectContaining({ audience: "member", _count: 1 }),
      ]),
    );
  });

  it("a charge that arrives without a reservation while another plan holds the slot: renewals stopped at the provider, kept as cancelled with its receipt", async () => {
    const user = await billingUser();
    expect(await subscribe(user, await cardInput("monthly"))).toEqual(expect.objectContaining({ ok: true }));
    // A subscription made at the provider behind our checkout's back (or long after its reservation lapsed).
    const annual = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "annual" } });
    const provider = paymentProvider();
    const planToken =
      annual.caliPlanToken ??
      (
        await provider.createPlan({
          reference: "annual",
          name: "Annual",
          amountCents: annual.priceCents,
          currency: "USD",
          intervalDays: annual.intervalDays,
        })
      ).planToken;
    await db.subscriptionPlan.update({ where: { id: annual.id }, data: { caliPlanToken: planToken } });
    const card = await cardInput("annual");
    const stray = await provider.subscribe({
      planToken,
      card,
      customer: { reference: user.id, email: user.email },
      idempotencyKey: card.idempotencyKey,
    });
    if (stray.status !== "approved") throw new Error("the stray charge was declined");
    const records = await providerRecords(user.id);
    expect(records.subscriptions).toEqual(
      expect.arrayContaining([{ id: stray.subscriptionId, status: "canceled" }]),
    );
    const row = await db.subscription.findUniqueOrThrow({
      where: { billingProviderId: stray.subscriptionId },
      include: { payments: true },
    });
    expect(row).toEqual(expect.objectContaining({ status: "canceled", planId: annual.id }));
    expect(row.payments).toHaveLength(1);
    expect(await db.subscription.count({ where: { userId: user.id, status: "active" } })).toBe(1);
  });

  it("the database itself refuses a second plan row and a row whose audience is not its plan's, whatever the code does", async () => {
    const user = await billingUser();
    const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "monthly" } });
    const row = (billingProviderId: string) => ({
      userId: user.id,
      planId: plan.id,
      audience: plan.audience,
      status: "active" as const,
      billingProviderId,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(),
    });
    await db.subscription.create({ data: row("sub_index_1") });
    await expect(db.subscription.create({ data: row("sub_index_2") })).rejects.toMatchObject({
      code: "P2002",
    });
    await db.subscription.create({ data: { ...row("sub_index_3"), status: "canceled" } });
    // Filed under the other audience, it would escape the one-plan index: the (plan, audience)
    // foreign key refuses it.
    await expect(
      db.subscription.create({ data: { ...row("sub_index_4"), audience: "lawyer" } }),
    ).rejects.toMatchObject({ code: "P2003" });
  });
});
