import { randomUUID } from "node:crypto";
import { POST as creditsPOST } from "@/app/api/lawyers/credits/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { creditBalance } from "@/lib/lawyers/credits";
import { purchaseCredits } from "@/lib/lawyers/purchase-credits";
import type { CreditPurchaseInput } from "@/lib/lawyers/schemas";
import { db, type Role } from "@/lib/services/database";
import { paymentProvider } from "@/lib/services/payments";
import type { CaliWebhookEvent } from "@/lib/services/payments/types";
import { client, createUser } from "../support/factories";
import { DECLINED, encryptedCard, NO_FUNDS, startBillingServer, VISA } from "../support/billing";
import { settle } from "../support/settle";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Credit packs bought through the card sandbox over real HTTP: our adapter calls the sandbox's
 * route handlers behind a node:http server, and the sandbox's signed webhooks come back to our
 * webhook route. Only Next's request context (the session cookie) is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

const origin = "http://localhost:3000";

let server: Awaited<ReturnType<typeof startBillingServer>>;

beforeAll(async () => {
  server = await startBillingServer("lawyers-credits-secret-0123456789abcdef");
  // The sandbox logs every webhook delivery; the assertions read the stored events instead.
  jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
});

const actor = (user: { id: string; email: string; role: Role }): CurrentUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  name: null,
  avatarUrl: null,
  sessionId: "test",
  subscribed: false,
  hasSubscription: false,
});

async function signInAs(user: { id: string } | null) {
  await ambientSessionOf(user, client);
}

/** What the browser does: a cipher session, then the card number and CVV encrypted with its key. */
async function purchaseInput(
  packCode: string,
  pan = VISA,
  idempotencyKey = randomUUID(),
): Promise<CreditPurchaseInput> {
  return {
    packCode: packCode as CreditPurchaseInput["packCode"],
    ...(await encryptedCard(pan, "Lucas Lawyer")),
    idempotencyKey,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  creditsPOST(
    new Request(`${origin}/api/lawyers/credits`, {
      method: "POST",
      headers: { host: "localhost:3000", origin, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    {} as never,
  );

async function storedEvents(transactionId: string) {
  await flushWebhookDeliveries();
  return db.paymentEvent.findMany({ where: { transactionId } });
}

describe("POST /api/lawyers/credits: who may buy", () => {
  it.each<[string, number, Role | null, string]>([
    ["anonymous", 401, null, "You must be logged in to buy credits."],
    ["member", 403, "member", "Only approved lawyers can buy credits."],
    ["admin", 403, "admin", "Only approved lawyers can buy credits."],
  ])("%s → %i, nothing charged", async (_label, status, role, error) => {
    const user = role ? await createUser({ role }) : null;
    await signInAs(user);
    const input = await purchaseInput("pack-5");
    const response = await post(input);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(await db.caliSandboxTransaction.count({ where: { kind: "payment" } })).toBe(0);
  });

  it("lawyer → 201 with the new balance, one purchase row, credits added", async () => {
    const user = await createUser({ role: "lawyer" });
    await db.lawyerCredits.create({ data: { lawyerId: user.id, creditsBalance: 3 } });
    await signInAs(user);
    const response = await post(await purchaseInput("pack-15"));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { transactionId: string };
    expect(body).toEqual({
      packCode: "pack-15",
      credits: 15,
      balance: 18,
      transactionId: expect.stringMatching(/^txn_/),
      added: true,
    });
    expect(await db.creditPurchase.findMany({ where: { lawyerId: user.id } })).toEqual([
      expect.objectContaining({
        packCode: "pack-15",
        credits: 15,
        amountCents: 6000,
        currency: "USD",
        status: "approved",
        transactionId: body.transactionId,
      }),
    ]);
  });

  it("refuses cross-site requests, bad packs and unencrypted card numbers", async () => {
    const user = await createUser({ role: "lawyer" });
    await signInAs(user);
    expect((await post(await purchaseInput("pack-5"), { origin: "https://evil.example" })).status).toBe(403);
    const unknownPack = await post({ ...(await purchaseInput("pack-5")), packCode: "pack-1000" });
    expect(unknownPack.status).toBe(422);
    expect(await unknownPack.json()).toEqual({ error: "Please choose a credit pack.", field: "packCode" });
    expect((await post({ ...(await purchaseInput("pack-5")), encryptedCardNumber: VISA })).status).toBe(422);
    expect(await creditBalance(user.id)).toBe(0);
  });
});

describe("credit purchases through the sandbox", () => {
  it("approved: the credits are added once, even with the same idempotency key twice (and in parallel)", async () => {
    const user = await createUser({ role: "lawyer" });
    const input = await purchaseInput("pack-5");
    const first = await settle(purchaseCredits(actor(user), input));
    expect(first).toEqual({
      ok: true,
      data: { packCode: "pack-5", credits: 5, balance: 5, transactionId: expect.any(String), added: true },
    });
    const again = await settle(purchaseCredits(actor(user), input));
    expect(again).toEqual({
      ok: true,
      data: expect.objectContaining({
        balance: 5,
        added: false,
        transactionId: first.ok && first.data.transactionId,
      }),
    });

    const parallelInput = await purchaseInput("pack-40");
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () => settle(purchaseCredits(actor(user), parallelInput))),
    );
    expect(parallel.every((r) => r.ok)).toBe(true);
    expect(parallel.filter((r) => r.ok && r.data.added)).toHaveLength(1);
    expect(await creditBalance(user.id)).toBe(45);
    expect(await db.creditPurchase.count({ where: { lawyerId: user.id } })).toBe(2);
    expect(
      await db.caliSandboxTransaction.count({
        where: { kind: "payment", status: "approved", amountCents: 14000 },
      }),
    ).toBe(1);
  });

  it("the route with the same idempotency key twice: 201, then 200 with the same transaction, credits once", async () => {
    const user = await createUser({ role: "lawyer" });
    await signInAs(user);
    const input = await purchaseInput("pack-5");
    const first = await post(input);
    const second = await post(input);
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as [
      { transactionId: string },
      { transactionId: string; balance: number },
    ];
    expect(b).toEqual(expect.objectContaining({ transactionId: a.transactionId, balance: 5, added: false }));
    expect(await creditBalance(user.id)).toBe(5);
  });

  it("declined: 402 with a clear message, nothing added", async () => {
    const user = await createUser({ role: "lawyer" });
    await signInAs(user);
    const response = await post(await purchaseInput("pack-5", DECLINED));
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      error: "Your card was declined. Please try again with a different card.",
    });
    expect(await settle(purchaseCredits(actor(user), await purchaseInput("pack-15", NO_FUNDS)))).toEqual({
      ok: false,
      status: 402,
      error: "Your card has insufficient funds. Please try again with a different card.",
    });
    expect(await creditBalance(user.id)).toBe(0);
    expect(await db.creditPurchase.count({ where: { lawyerId: user.id } })).toBe(0);
  });

  it("the sandbox keeps a payment transaction and sends signed payment webhooks with the customer and no subscription", async () => {
    const user = await createUser({ role: "lawyer" });
    const approved = await settle(purchaseCredits(actor(user), await purchaseInput("pack-5")));
    if (!approved.ok) throw new Error(approved.error);
    const [event] = await storedEvents(approved.data.transactionId);
    expect(event).toEqual(expect.objectContaining({ eventType: "payment.approved", amountCents: 2500 }));
    const payload = event!.rawPayload as CaliWebhookEvent;
    expect(payload.data).toEqual(
      expect.objectContaining({
        transactionId: approved.data.transactionId,
        customerReference: user.id,
        status: "approved",
      }),
    );
    expect(payload.data.subscriptionId).toBeUndefined();

    const declinedId = (
      await db.caliSandboxTransaction.findFirstOrThrow({ where: { kind: "payment", status: "declined" } })
    ).id;
    const [declined] = await storedEvents(declinedId);
    expect(declined?.eventType).toBe("payment.declined");
  });

  it("the protocol's POST /v1/payments answers 201 PaymentAnswer / 402 Declined, and needs an Idempotency-Key", async () => {
    const provider = paymentProvider();
    const card = await purchaseInput("pack-5");
    const result = await provider.charge({
      card,
      amountCents: 1234,
      currency: "usd",
      description: "Protocol check",
      customer: { reference: "user_protocol", email: "protocol@example.com" },
      idempotencyKey: randomUUID(),
    });
    expect(result).toEqual({
      status: "approved",
      transactionId: expect.stringMatching(/^txn_/),
      authorizationCode: expect.any(String),
      amountCents: 1234,
      currency: "USD",
      cardInfo: { brand: "visa", lastFourDigits: "4242" },
    });
    const declined = await provider.charge({
      card: await purchaseInput("pack-5", NO_FUNDS),
      amountCents: 1234,
      currency: "USD",
      description: "Protocol check",
      customer: { reference: "user_protocol", email: "protocol@example.com" },
      idempotencyKey: randomUUID(),
    });
    expect(declined).toEqual({
      status: "declined",
      code: "insufficient_funds",
      message: expect.any(String),
      transactionId: expect.stringMatching(/^txn_/),
    });
    const raw = await fetch(`${server.url}/api/cali-sandbox/v1/payments`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-api-token": "sandbox_api_token",
        "x-business-unit-token": "sandbox_bu_token",
      },
      body: JSON.stringify({}),
    });
    expect(raw.status).toBe(400);
  });
});
