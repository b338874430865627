import { deleteAccountAction } from "@/lib/auth/actions";
import { subscribe } from "@/lib/billing/checkout";
import { db } from "@/lib/services/database";
import { advance, billingUser, cardInput, providerRecords, startBillingServer } from "../support/billing";
import { strongPassword } from "../support/factories";
import { signedInAs } from "../support/signed-in";

/**
 * Deleting an account stops every paid plan at the card provider first (a renewal after the
 * account is gone would charge a person we no longer know), refuses when the provider cannot be
 * reached (nothing half deleted), and records the deletion. Only Next's request context (the
 * session cookie) is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("account-deletion-secret-0123456789abcdef");
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

const deleteMine = () => deleteAccountAction({ password: strongPassword, confirmation: "DELETE" });

async function subscriber(planCode = "monthly") {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput(planCode));
  if (!result.ok) throw new Error(result.error);
  await signedInAs(user);
  return { user, subscriptionId: result.subscriptionId };
}

describe("deleting an account with a paid plan", () => {
  it("cancels the plan at the provider first: a later renewal is refused and charges nothing; the deletion is recorded", async () => {
    const { user, subscriptionId } = await subscriber();
    expect(await deleteMine()).toEqual({ ok: true, data: undefined });
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect((await providerRecords(user.id)).subscriptions).toEqual([
      { id: subscriptionId, status: "canceled" },
    ]);
    expect((await advance(server.url, subscriptionId)).status).toBe(409);
    expect((await providerRecords(user.id)).charges).toBe(1);
    const event = await db.authEvent.findFirst({
      where: { eventType: "account_deleted", email: user.email },
    });
    expect(event).toEqual(
      expect.objectContaining({
        success: true,
        userId: null,
        details: { userId: user.id, cancelledSubscriptions: [subscriptionId] },
      }),
    );
  });

  it("refuses with a clear message when the provider cannot be reached, and deletes nothing", async () => {
    const { user, subscriptionId } = await subscriber();
    const reachable = process.env.SITE_INTERNAL_URL;
    process.env.SITE_INTERNAL_URL = "http://127.0.0.1:9"; // nothing listens there
    try {
      expect(await deleteMine()).toEqual({
        ok: false,
        error:
          "Your account was not deleted: your Monthly plan still renews and we couldn't reach our card provider to stop it. Please try again in a few minutes.",
      });
    } finally {
      process.env.SITE_INTERNAL_URL = reachable;
    }
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(await db.subscription.findUniqueOrThrow({ where: { billingProviderId: subscriptionId } })).toEqual(
      expect.objectContaining({ status: "active", changeStartedAt: null }),
    );
    expect((await providerRecords(user.id)).subscriptions).toEqual([
      { id: subscriptionId, status: "active" },
    ]);
  }, 30_000);

  it("a deletion racing a checkout never leaves a plan renewing for an account that is gone (6 races)", async () => {
    for (let round = 0; round < 6; round++) {
      const user = await billingUser();
      await signedInAs(user);
      const input = await cardInput(round % 2 ? "monthly" : "annual");
      const [deletion] = await Promise.all([deleteMine(), subscribe(user, input)]);
      const gone = (await db.user.findUnique({ where: { id: user.id } })) === null;
      const provider = await providerRecords(user.id);
      expect(deletion.ok).toBe(gone);
      if (gone) expect(provider.subscriptions.filter((s) => s.status === "active")).toEqual([]);
    }
  });
});
