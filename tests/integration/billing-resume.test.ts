import { cancelSubscription } from "@/lib/billing/cancel";
import { subscribe } from "@/lib/billing/checkout";
import { resumeSubscription } from "@/lib/billing/resume";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { advance, billingUser, cardInput, providerRecords, startBillingServer } from "../support/billing";
import { settle } from "../support/settle";

/**
 * A member who cancelled can resume before the paid period ends, through the provider's protocol
 * (POST /v1/subscriptions/{id}/resume). Cancel and resume of one subscription take a marker with one
 * conditional UPDATE before the provider is called, so in parallel they never leave the provider
 * and our records in different states.
 */
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("billing-resume-secret-0123456789abcdef0123");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

async function cancelledPlan(planCode = "monthly") {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput(planCode));
  if (!result.ok) throw new Error(result.error);
  expect(await settle(cancelSubscription(user, { subscriptionId: result.subscriptionId }))).toEqual(
    expect.objectContaining({ ok: true }),
  );
  return { user, subscriptionId: result.subscriptionId };
}

/** Our row's status and the provider's, after the provider's webhooks have landed. */
async function states(subscriptionId: string) {
  await flushWebhookDeliveries();
  const ours = await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } });
  const theirs = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  return { ours: ours.status, theirs: theirs.status, inFlight: ours.changeStartedAt };
}

describe("resuming a cancelled plan", () => {
  it("before the period ends: active again here and at the provider, renewing with the card on file, with a confirmation email", async () => {
    const { user, subscriptionId } = await cancelledPlan();
    const resumed = await settle(resumeSubscription(user, subscriptionId));
    expect(resumed).toEqual({
      ok: true,
      data: { message: "Your Monthly plan is active again.", renewsOn: expect.any(String) },
    });
    expect(await states(subscriptionId)).toEqual({ ours: "active", theirs: "active", inFlight: null });
    expect(
      (await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } })).canceledAt,
    ).toBeNull();
    expect((await advance(server.url, subscriptionId)).status).toBe(200);
    expect((await providerRecords(user.id)).charges).toBe(2);
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud plan is active again" },
      }),
    ).toBe(1);
  });

  it("5 parallel resumes: the provider resumes once, our row is active, the other 4 are told why (409)", async () => {
    const { user, subscriptionId } = await cancelledPlan();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => settle(resumeSubscription(user, subscriptionId))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok))
      expect(r).toEqual({
        ok: false,
        status: 409,
        error: expect.stringMatching(
          /^(This subscription is already active\.|Another change to this subscription is in progress)/,
        ),
      });
    expect(await states(subscriptionId)).toEqual({ ours: "active", theirs: "active", inFlight: null });
    expect(
      await db.paymentEvent.count({
        where: {
          eventType: "subscription.resumed",
          rawPayload: { path: ["data", "subscriptionId"], equals: subscriptionId },
        },
      }),
    ).toBe(1);
  });

  it("parallel resume and cancel, 8 rounds: the provider and our records always agree", async () => {
    const { user, subscriptionId } = await cancelledPlan();
    for (let round = 0; round < 8; round++) {
      const calls = [
        settle(resumeSubscription(user, subscriptionId)),
        settle(cancelSubscription(user, { subscriptionId })),
      ];
      const results = await Promise.all(round % 2 ? calls.reverse() : calls);
      for (const r of results) if (!r.ok) expect(r.status).toBe(409);
      const { ours, theirs, inFlight } = await states(subscriptionId);
      expect(inFlight).toBeNull();
      expect(ours).toBe(theirs);
    }
  });

  it("is refused while another plan holds the member's slot, after the period ended, and for anyone but the owner", async () => {
    const { user, subscriptionId } = await cancelledPlan("monthly");
    expect(await subscribe(user, await cardInput("annual"))).toEqual(expect.objectContaining({ ok: true }));
    expect(await settle(resumeSubscription(user, subscriptionId))).toEqual({
      ok: false,
      status: 409,
      error:
        "Monthly can't be resumed while your Annual plan is active: one plan at a time. Cancel the other plan first if you'd rather keep this one.",
    });
    expect(await states(subscriptionId)).toEqual({ ours: "canceled", theirs: "canceled", inFlight: null });

    const ended = await cancelledPlan();
    await db.subscription.updateMany({
      where: { billingProviderId: ended.subscriptionId },
      data: { currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    expect(await settle(resumeSubscription(ended.user, ended.subscriptionId))).toEqual({
      ok: false,
      status: 409,
      error: "This subscription's paid period has ended. Choose a plan to subscribe again.",
    });

    const stranger = await billingUser();
    const other = await cancelledPlan();
    expect(await settle(resumeSubscription(stranger, other.subscriptionId))).toEqual({
      ok: false,
      status: 404,
      error: "Subscription not found",
    });
  });
});
