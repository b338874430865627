import { randomUUID } from "node:crypto";
import { subscribe } from "@/lib/billing/checkout";
import type { DriftIssue } from "@/lib/billing/reconciliation/drift";
import { RUN_IN_PROGRESS, runReconciliation } from "@/lib/billing/reconciliation/run";
import { latestDrift, reconciliationReport } from "@/lib/billing/reconciliation/report";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { paymentProvider, SANDBOX_API_TOKEN, SANDBOX_BUSINESS_UNIT_TOKEN } from "@/lib/services/payments";
import { ProviderError, type PaymentProvider } from "@/lib/services/payments/types";
import { billingUser, cardInput, startBillingServer } from "../support/billing";
import { settle } from "../support/settle";

/**
 * Reconciliation pages through the provider's subscriptions (GET /v1/subscriptions, by id) and
 * compares each with ours: a plan active at one side only, statuses, plans and the next renewal's
 * amount. One run at a time (a partial unique index); a run that died is marked failed after 15 min.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startBillingServer("billing-reconciliation-secret-0123456789abcd");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

/** Our plan and the provider's for it, with their own prices (a mismatch is an amount drift). */
async function planPair(ourPrice = 1000, theirPrice = ourPrice) {
  const token = `plan_recon_${randomUUID()}`;
  const code = `r${randomUUID().slice(0, 8)}`;
  const plan = await db.subscriptionPlan.create({
    data: {
      code,
      name: `Recon ${code}`,
      description: "Reconciliation test",
      priceCents: ourPrice,
      caliPlanToken: token,
    },
  });
  await db.caliSandboxPlan.create({
    data: {
      token,
      reference: code,
      name: plan.name,
      amountCents: theirPrice,
      currency: "USD",
      intervalDays: 30,
    },
  });
  return plan;
}

type Side = "active" | "past_due" | "paused" | "canceled" | "expired" | null;

/** A subscription at both sides (or one side: null), written directly as the drift needs. */
async function pair({
  plan,
  ours = "active",
  theirs = "active",
}: {
  plan: { id: string; caliPlanToken: string | null };
  ours?: Side;
  theirs?: Side;
}) {
  const user = await billingUser();
  const id = `sub_recon_${randomUUID()}`;
  const now = Date.now();
  if (theirs)
    await db.caliSandboxSubscription.create({
      data: {
        id,
        planToken: plan.caliPlanToken ?? "",
        customerReference: user.id,
        customerEmail: user.email,
        cardOutcome: "approve",
        cardBrand: "visa",
        cardLastFour: "4242",
        status: theirs,
        currentPeriodStart: new Date(now),
        currentPeriodEnd: new Date(now + 30 * DAY),
      },
    });
  const subscription = ours
    ? await db.subscription.create({
        data: {
          userId: user.id,
          planId: plan.id,
          status: ours,
          billingProviderId: id,
          currentPeriodStart: new Date(now),
          currentPeriodEnd: new Date(now + 30 * DAY),
        },
      })
    : null;
  return { providerId: id, user, subscription };
}

const about = (issues: unknown, providerId: string) =>
  (issues as DriftIssue[]).filter((issue) => issue.providerSubscriptionId === providerId);

describe("reconciliation", () => {
  it("no drift when our records and the sandbox agree (real checkouts, one cancelled)", async () => {
    const buyers = await Promise.all([billingUser(), billingUser()]);
    for (const [i, user] of buyers.entries()) {
      const result = await subscribe(user, await cardInput(i === 0 ? "monthly" : "annual"));
      if (!result.ok) throw new Error(result.error);
    }
    const plan = await planPair();
    await pair({ plan });
    await pair({ plan, ours: "canceled", theirs: "canceled" });
    await pair({ plan, ours: "expired", theirs: null });
    await flushWebhookDeliveries();
    const run = await runReconciliation();
    expect(run).toEqual(
      expect.objectContaining({ status: "finished", issues: [], finishedAt: expect.any(Date) }),
    );
    expect(run.checked).toBe(await db.caliSandboxSubscription.count());
    expect(await latestDrift()).toBeNull();
  });

  it("finds each kind of drift, in words the report can show", async () => {
    const plan = await planPair(1000);
    const other = await planPair(2500);
    const cheaper = await planPair(700);
    const mispriced = await planPair(1000, 1200);
    const cases = {
      providerCanceled: await pair({ plan, ours: "active", theirs: "canceled" }),
      providerAbsent: await pair({ plan, ours: "paused", theirs: null }),
      oursExpired: await pair({ plan, ours: "expired", theirs: "active" }),
      oursAbsent: await pair({ plan, ours: null, theirs: "past_due" }),
      status: await pair({ plan, ours: "past_due", theirs: "active" }),
      plan: await pair({ plan, ours: "active", theirs: "active" }),
      scheduled: await pair({ plan, ours: "active", theirs: "active" }),
      amount: await pair({ plan: mispriced }),
    };
    // The provider renews `plan` on another plan; ours has a downgrade the provider does not.
    await db.caliSandboxSubscription.update({
      where: { id: cases.plan.providerId },
      data: { planToken: other.caliPlanToken ?? "" },
    });
    await db.subscription.update({
      where: { id: cases.scheduled.subscription?.id },
      data: { scheduledPlanId: cheaper.id },
    });

    const run = await runReconciliation();
    const kinds = (c: { providerId: string }) =>
      about(run.issues, c.providerId).map((i) => [i.kind, i.ours, i.theirs]);
    expect(kinds(cases.providerCanceled)).toEqual([["only_ours_active", "active", "canceled"]]);
    expect(kinds(cases.providerAbsent)).toEqual([["only_ours_active", "paused", null]]);
    expect(kinds(cases.oursExpired)).toEqual([["only_theirs_active", "expired", "active"]]);
    expect(kinds(cases.oursAbsent)).toEqual([["only_theirs_active", null, "past_due"]]);
    expect(kinds(cases.status)).toEqual([["status", "past_due", "active"]]);
    expect(kinds(cases.plan)).toEqual([
      ["plan", plan.caliPlanToken, other.caliPlanToken],
      ["amount", "1000", "2500"],
    ]);
    expect(kinds(cases.scheduled)).toEqual([
      ["scheduled_plan", cheaper.caliPlanToken, null],
      ["amount", "700", "1000"],
    ]);
    expect(kinds(cases.amount)).toEqual([["amount", "1000", "1200"]]);
    // Each issue names our subscription and the member.
    expect(about(run.issues, cases.status.providerId)[0]).toEqual({
      kind: "status",
      providerSubscriptionId: cases.status.providerId,
      subscriptionId: cases.status.subscription?.id,
      userId: cases.status.user.id,
      ours: "past_due",
      theirs: "active",
    });
    expect(about(run.issues, cases.oursAbsent.providerId)[0]?.userId).toBe(cases.oursAbsent.user.id);

    const report = await reconciliationReport();
    expect(report.latest?.id).toBe(run.id);
    expect(report.emailOf(cases.status.user.id)).toBe(cases.status.user.email);
    expect(report.planName.get(other.caliPlanToken ?? "")).toBe(other.name);
    expect(await latestDrift()).toEqual({
      count: (run.issues as unknown[]).length,
      finishedAt: run.finishedAt,
    });
  });

  it("5 runs in parallel: exactly one runs, the others are told a run is in progress (409)", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => settle(runReconciliation())));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, status: 409, error: RUN_IN_PROGRESS })),
    );
    expect(await db.reconciliationRun.count({ where: { status: "running" } })).toBe(0);
  });

  it("a run that died more than 15 minutes ago is marked failed; a recent one still holds the slot", async () => {
    const recent = await db.reconciliationRun.create({
      data: { status: "running", startedAt: new Date(Date.now() - 5 * 60_000) },
    });
    expect(await settle(runReconciliation())).toEqual({ ok: false, status: 409, error: RUN_IN_PROGRESS });
    await db.reconciliationRun.update({
      where: { id: recent.id },
      data: { startedAt: new Date(Date.now() - 20 * 60_000) },
    });
    expect((await runReconciliation()).status).toBe("finished");
    expect(await db.reconciliationRun.findUniqueOrThrow({ where: { id: recent.id } })).toEqual(
      expect.objectContaining({ status: "failed", error: "The run did not finish within 15 minutes." }),
    );
  });

  it("pages through more than 100 provider subscriptions (small pages in the test)", async () => {
    const plan = await planPair();
    const created = [];
    for (let i = 0; i < 105; i++) created.push(await pair({ plan }));
    const drifted = await pair({ plan, ours: "active", theirs: "expired" });
    const pages: (string | undefined)[] = [];
    const counting = (): PaymentProvider => {
      const real = paymentProvider();
      return {
        ...real,
        listSubscriptions: (input) => {
          pages.push(input.startingAfter);
          return real.listSubscriptions(input);
        },
      };
    };
    const run = await runReconciliation(new Date(), { provider: counting, pageSize: 25 });
    const total = await db.caliSandboxSubscription.count();
    expect(pages).toHaveLength(Math.ceil(total / 25));
    expect(new Set(pages).size).toBe(pages.length);
    expect(run.checked).toBeGreaterThanOrEqual(total);
    for (const c of created) expect(about(run.issues, c.providerId)).toEqual([]);
    expect(about(run.issues, drifted.providerId).map((i) => i.kind)).toEqual(["only_ours_active"]);
  }, 60_000);

  it("the sandbox lists subscriptions by id, 1 to 100 a page, with a cursor", async () => {
    const list = (query: string) =>
      fetch(`${server.url}/api/cali-sandbox/v1/subscriptions?${query}`, {
        headers: { "x-api-token": SANDBOX_API_TOKEN, "x-business-unit-token": SANDBOX_BUSINESS_UNIT_TOKEN },
      });
    const first = (await (await list("limit=3")).json()) as { data: { id: string }[]; hasMore: boolean };
    expect(first.data).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const ids = first.data.map((s) => s.id);
    expect([...ids].sort()).toEqual(ids);
    const next = (await (await list(`limit=3&startingAfter=${ids[2]}`)).json()) as { data: { id: string }[] };
    expect((next.data[0]?.id ?? "") > (ids[2] ?? "")).toBe(true);
    for (const bad of ["limit=101", "limit=0", "limit=abc"]) expect((await list(bad)).status).toBe(400);
  });

  it("a provider failure marks the run failed with our words and frees the slot", async () => {
    const failing = (): PaymentProvider => ({
      ...paymentProvider(),
      listSubscriptions: () => Promise.reject(new ProviderError(503, "<html>upstream down</html>", true)),
    });
    expect(await settle(runReconciliation(new Date(), { provider: failing }))).toEqual({
      ok: false,
      status: 502,
      error: "The reconciliation failed: The card provider answered HTTP 503.",
    });
    const last = await db.reconciliationRun.findFirstOrThrow({ orderBy: { startedAt: "desc" } });
    expect(last).toEqual(
      expect.objectContaining({ status: "failed", error: "The card provider answered HTTP 503." }),
    );
    expect((await runReconciliation()).status).toBe("finished");
  });

  it("an admin's run is audited; members and lawyers are refused", async () => {
    const admin = await billingUser("admin");
    const run = await runReconciliation(new Date(), { by: admin.id });
    expect(
      await db.auditLog.count({
        where: { actorId: admin.id, action: "reconciliation.run", target: `reconciliation:${run.id}` },
      }),
    ).toBe(1);
    for (const role of ["member", "lawyer"] as const)
      expect(await settle(runReconciliation(new Date(), { by: (await billingUser(role)).id }))).toEqual(
        expect.objectContaining({ ok: false, status: 403 }),
      );
  });
});
