import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import { subscribe } from "@/lib/billing/checkout";
import { db } from "@/lib/services/database";
import {
  sandboxCredentials,
  SANDBOX_API_TOKEN,
  SANDBOX_BUSINESS_UNIT_TOKEN,
} from "@/lib/services/payments/config";
import { advance, billingUser, cardInput, startBillingServer } from "../support/billing";

/**
 * The sandbox on a deployment (APP_ENV production with CALI_SANDBOX=on, a demo site): it answers on
 * the public internet, so it takes only this deployment's own secrets (derived from its
 * NEXTAUTH_SECRET), never the documented local tokens, and its test controls are off. This file
 * runs as production from its first use of the environment on.
 */
const documented = { apiToken: SANDBOX_API_TOKEN, businessUnitToken: SANDBOX_BUSINESS_UNIT_TOKEN };
const SECRET = "deployed-sandbox-secret-0123456789abcdef012345";
let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  process.env.APP_ENV = "production";
  process.env.CALI_SANDBOX = "on";
  server = await startBillingServer(SECRET);
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

const call = (
  method: string,
  path: string,
  tokens: { apiToken: string; businessUnitToken: string },
  body?: object,
) =>
  fetch(`${server.url}/api/cali-sandbox/v1/${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-api-token": tokens.apiToken,
      "x-business-unit-token": tokens.businessUnitToken,
      "idempotency-key": `attack-${Math.random()}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function memberWithPlan() {
  const user = await billingUser();
  const result = await subscribe(user, await cardInput("monthly"));
  if (!result.ok) throw new Error(result.error);
  return result.subscriptionId;
}

describe("the card sandbox on a deployment", () => {
  it("refuses the documented tokens: an anonymous client cannot cancel a member's plan, renew it or change a plan's price (401)", async () => {
    const subscriptionId = await memberWithPlan();
    const plan = await db.caliSandboxPlan.findFirstOrThrow({ where: { reference: "monthly" } });
    expect((await call("POST", `subscriptions/${subscriptionId}/cancel`, documented, {})).status).toBe(401);
    expect((await advance(server.url, subscriptionId, documented)).status).toBe(401);
    expect(
      (
        await call("PUT", `plans/${plan.token}`, documented, {
          reference: "monthly",
          name: "Monthly",
          amountCents: 99_999,
          currency: "USD",
          intervalDays: 30,
        })
      ).status,
    ).toBe(401);
    expect(
      (await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } })).status,
    ).toBe("active");
    expect((await db.caliSandboxPlan.findUniqueOrThrow({ where: { token: plan.token } })).amountCents).toBe(
      1900,
    );
    expect(await db.caliSandboxTransaction.count({ where: { subscriptionId } })).toBe(1);
  });

  it("serves the app with this deployment's own secrets, but its test control (advance a renewal) is off: 404", async () => {
    const mine = sandboxCredentials();
    expect(mine.apiToken).not.toBe(SANDBOX_API_TOKEN);
    expect(mine.businessUnitToken).not.toBe(SANDBOX_BUSINESS_UNIT_TOKEN);
    const subscriptionId = await memberWithPlan();
    expect((await call("GET", `subscriptions/${subscriptionId}`, mine)).status).toBe(200);
    expect((await advance(server.url, subscriptionId, mine)).status).toBe(404);
    expect(await db.caliSandboxTransaction.count({ where: { subscriptionId } })).toBe(1);
  });

  it("derives other secrets on another deployment, and refuses to run (503) without NEXTAUTH_SECRET rather than fall back to the documented tokens", async () => {
    const here = sandboxCredentials();
    process.env.NEXTAUTH_SECRET = "another-deployment-secret-0123456789abcdef0";
    try {
      expect(sandboxCredentials().apiToken).not.toBe(here.apiToken);
      delete process.env.NEXTAUTH_SECRET;
      const response = await call("GET", "health", documented);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "The card sandbox is not configured" });
    } finally {
      process.env.NEXTAUTH_SECRET = SECRET;
    }
  });

  it("with the sandbox off and no provider configured, webhooks answer 503 JSON (payments are not configured), never 500", async () => {
    delete process.env.CALI_SANDBOX;
    try {
      const body = JSON.stringify({
        id: "evt_unconfigured",
        type: "subscription.canceled",
        created: new Date().toISOString(),
        data: {},
      });
      const response = await webhookPOST(
        new Request(`${server.url}/api/webhooks/cali`, {
          method: "POST",
          headers: { "content-type": "application/json", "cali-signature": "t=1,v1=00" },
          body,
        }),
        { params: Promise.resolve({}) },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(await response.json()).toEqual({ error: "Card payments are not configured on this server" });
      expect((await call("GET", "health", sandboxCredentials())).status).toBe(404);
    } finally {
      process.env.CALI_SANDBOX = "on";
    }
  });
});
