import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { encryptCardField } from "@/lib/services/payments/crypto";
import { VISA } from "./card";

// The sandbox's documented credentials (APP_ENV=test).
const headers = { "x-api-token": "sandbox_api_token", "x-business-unit-token": "sandbox_bu_token" };
const v1 = (path: string) => `/api/cali-sandbox/v1/${path}`;

/**
 * A subscription only the provider has: bought at the sandbox directly, for a plan and a customer
 * we do not know (its webhook is acknowledged as unknown_subscription). Reconciliation reports it.
 */
export async function providerOnlySubscription(request: APIRequestContext): Promise<string> {
  const plan = await request.post(v1("plans"), {
    headers,
    data: {
      reference: `drift-${randomUUID()}`,
      name: "Drift",
      amountCents: 1500,
      currency: "USD",
      intervalDays: 30,
    },
  });
  expect(plan.status()).toBe(201);
  const { planToken } = (await plan.json()) as { planToken: string };
  const cipher = (await (await request.get(v1("transactions/cipher"), { headers })).json()) as {
    cipherToken: string;
    transactionToken: string;
  };
  const subscription = await request.post(v1("subscriptions"), {
    headers: { ...headers, "idempotency-key": randomUUID() },
    data: {
      planToken,
      transactionToken: cipher.transactionToken,
      encryptedCardNumber: encryptCardField(VISA, cipher.cipherToken),
      encryptedCvv: encryptCardField("737", cipher.cipherToken),
      expirationMonth: "12",
      expirationYear: String(new Date().getFullYear() + 2),
      cardholderName: "Drift Nomad",
      customer: { reference: `stranger-${randomUUID()}`, email: "stranger@example.com" },
    },
  });
  expect(subscription.status()).toBe(201);
  return ((await subscription.json()) as { subscriptionId: string }).subscriptionId;
}
