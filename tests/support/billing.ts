import { randomUUID } from "node:crypto";
import {
  GET as sandboxGET,
  POST as sandboxPOST,
  PUT as sandboxPUT,
} from "@/app/api/cali-sandbox/v1/[...path]/route";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { SubscribeInput } from "@/lib/billing/schemas";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { db, type Role } from "@/lib/services/database";
import {
  paymentProvider,
  SANDBOX_API_TOKEN,
  SANDBOX_BUSINESS_UNIT_TOKEN,
  webhookSecret,
} from "@/lib/services/payments/config";
import { encryptCardField } from "@/lib/services/payments/crypto";
import { signWebhook } from "@/lib/services/payments/signature";
import { createUser } from "./factories";
import { startRouteServer } from "./route-server";

/**
 * Billing through the card sandbox over real HTTP: our adapter calls the sandbox's route handlers
 * behind a node:http server, and the sandbox's signed webhooks come back to our webhook route.
 */
export const VISA = "4242424242424242";
export const DECLINED = "4000000000000002";
export const NO_FUNDS = "4000000000009995";
const year = String(new Date().getFullYear() + 2);

/** The app's sandbox and webhook routes on a local port, the plans seeded; call in beforeAll. */
export async function startBillingServer(secret: string) {
  const server = await startRouteServer([
    {
      prefix: "/api/cali-sandbox/v1/",
      handlers: { GET: sandboxGET, POST: sandboxPOST, PUT: sandboxPUT },
      catchAll: "path",
    },
    { prefix: "/api/webhooks/cali", handlers: { POST: webhookPOST } },
  ]);
  process.env.SITE_INTERNAL_URL = server.url;
  process.env.NEXTAUTH_SECRET = secret;
  for (const { features, ...plan } of planSeeds)
    await db.subscriptionPlan.upsert({
      where: { code: plan.code },
      create: { ...plan, features },
      update: {},
    });
  return server;
}

/** A new user, as the session guard hands it to billing code. */
export async function billingUser(role: Role = "member"): Promise<CurrentUser> {
  const user = await createUser({ role });
  return {
    id: user.id,
    email: user.email,
    role,
    name: null,
    avatarUrl: null,
    sessionId: "s",
    subscribed: false,
    hasSubscription: role === "admin",
  };
}

/** What the browser does: a cipher session, then the card number and CVV encrypted with it. */
export async function encryptedCard(pan = VISA, cardholderName = "Test Nomad") {
  const { cipherToken, transactionToken } = await paymentProvider().getCipher();
  return {
    transactionToken,
    encryptedCardNumber: encryptCardField(pan, cipherToken),
    encryptedCvv: encryptCardField("737", cipherToken),
    expirationMonth: "12",
    expirationYear: year,
    cardholderName,
  };
}

/** A checkout's input: the plan, an encrypted card and the attempt's idempotency key. */
export async function cardInput(
  planCode: string,
  pan = VISA,
  idempotencyKey = randomUUID(),
): Promise<SubscribeInput> {
  return { planCode, ...(await encryptedCard(pan)), idempotencyKey };
}

/**
 * What the sandbox (the provider) holds for this customer: approved charges and subscriptions,
 * after pending webhooks.
 */
export async function providerRecords(userId: string) {
  await flushWebhookDeliveries();
  const subscriptions = await db.caliSandboxSubscription.findMany({
    where: { customerReference: userId },
    select: { id: true, status: true },
  });
  const charges = await db.caliSandboxTransaction.count({
    where: { subscriptionId: { in: subscriptions.map((s) => s.id) }, status: "approved" },
  });
  return { charges, subscriptions };
}

/** The sandbox's development control: renew a subscription now. */
export async function advance(
  baseUrl: string,
  subscriptionId: string,
  tokens = { apiToken: SANDBOX_API_TOKEN, businessUnitToken: SANDBOX_BUSINESS_UNIT_TOKEN },
) {
  return fetch(`${baseUrl}/api/cali-sandbox/v1/sandbox/subscriptions/${subscriptionId}/advance`, {
    method: "POST",
    headers: { "x-api-token": tokens.apiToken, "x-business-unit-token": tokens.businessUnitToken },
  });
}

/** A provider event POSTed to our webhook route, signed as the provider signs it. */
export async function deliverWebhook(baseUrl: string, event: object) {
  const body = JSON.stringify(event);
  const signature = signWebhook(webhookSecret(), body, Math.floor(Date.now() / 1000));
  return webhookPOST(
    new Request(`${baseUrl}/api/webhooks/cali`, {
      method: "POST",
      headers: { "content-type": "application/json", "cali-signature": signature },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}
