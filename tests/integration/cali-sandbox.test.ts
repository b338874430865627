import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GET, POST, PUT } from "@/app/api/cali-sandbox/v1/[...path]/route";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { db } from "@/lib/services/database";
import { encryptCardField } from "@/lib/services/payments/crypto";
import {
  paymentProvider,
  SANDBOX_API_TOKEN,
  SANDBOX_BUSINESS_UNIT_TOKEN,
  webhookSecret,
  webhookUrl,
} from "@/lib/services/payments/config";
import {
  httpPaymentProvider,
  providerErrorMessage,
  type HttpProviderOptions,
} from "@/lib/services/payments/http-provider";
import { verifyWebhookSignature } from "@/lib/services/payments/signature";
import {
  ProviderError,
  type CardPayload,
  type CaliWebhookEvent,
  type PaymentProvider,
} from "@/lib/services/payments/types";

/**
 * The adapter and the sandbox together over real HTTP: a node:http server forwards to the exported
 * route handlers, a second one receives the sandbox's webhooks. Real database, nothing mocked.
 */
const VISA = "4242424242424242";
const MASTERCARD = "5555555555554444";
const DECLINED = "4000000000000002";
const NO_FUNDS = "4000000000009995";
const ERROR_500 = "4000000000000119";
const DECLINES_RENEWALS = "4000000000000341";
const CVV = "737";
const nextYear = String(new Date().getFullYear() + 1);

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

// ── The sandbox behind a real HTTP server ─────────────────────────────────────────────────────
const handlers = { GET, POST, PUT } as const;
const hits: string[] = [];
const PREFIX = "/api/cali-sandbox/v1/";

const sandboxServer = createServer(async (req, res) => {
  const body = await readBody(req);
  const url = new URL(req.url ?? "/", "http://sandbox.test");
  const handler = handlers[req.method as keyof typeof handlers];
  if (!handler || !url.pathname.startsWith(PREFIX)) {
    res.writeHead(404).end();
    return;
  }
  const path = url.pathname.slice(PREFIX.length).split("/").map(decodeURIComponent);
  hits.push(`${req.method} ${path.join("/")}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (
      typeof value === "string" &&
      !["host", "connection", "content-length", "transfer-encoding"].includes(name)
    )
      headers.set(name, value);
  }
  const request = new Request(url, {
    method: req.method,
    headers,
    body: req.method === "GET" ? undefined : body,
  });
  const response = await handler(request, { params: Promise.resolve({ path }) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});

// ── The webhook receiver ──────────────────────────────────────────────────────────────────────
type Delivery = { raw: string; signature: string | null; answered: number; event: CaliWebhookEvent };
const deliveries: Delivery[] = [];
let failNextDeliveries = 0;

const receiver = createServer(async (req, res) => {
  const raw = (await readBody(req)).toString("utf8");
  const answered = failNextDeliveries > 0 ? 500 : 200;
  if (failNextDeliveries > 0) failNextDeliveries--;
  deliveries.push({
    raw,
    signature: (req.headers["cali-signature"] as string | undefined) ?? null,
    answered,
    event: JSON.parse(raw) as CaliWebhookEvent,
  });
  res
    .writeHead(answered, { "content-type": "application/json" })
    .end(JSON.stringify({ received: answered === 200 }));
});

/** Delivered (2xx) events, after every queued delivery has ended. */
async function delivered(predicate: (event: CaliWebhookEvent) => boolean): Promise<CaliWebhookEvent[]> {
  await flushWebhookDeliveries();
  return deliveries.filter((d) => d.answered === 200 && predicate(d.event)).map((d) => d.event);
}

// ── Set-up ────────────────────────────────────────────────────────────────────────────────────
let sandboxUrl = "";
let receiverUrl = "";
let provider: PaymentProvider;
let planToken = "";
const ENV_NAMES = [
  "CALI_API_URL",
  "CALI_API_TOKEN",
  "CALI_BUSINESS_UNIT_TOKEN",
  "CALI_WEBHOOK_SECRET",
  "CALI_WEBHOOK_URL",
  "SITE_INTERNAL_URL",
  "NEXTAUTH_SECRET",
];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
const logged: string[] = [];

beforeAll(async () => {
  sandboxUrl = await listen(sandboxServer);
  receiverUrl = await listen(receiver);
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.SITE_INTERNAL_URL = sandboxUrl;
  process.env.CALI_WEBHOOK_URL = `${receiverUrl}/api/webhooks/cali`;
  process.env.NEXTAUTH_SECRET = "an-install-secret-of-at-least-32-characters";
  provider = paymentProvider();
  ({ planToken } = await provider.createPlan({
    reference: "premium-monthly",
    name: "Premium",
    amountCents: 999,
    currency: "USD",
    intervalDays: 30,
  }));
});

beforeEach(() => {
  // Every line the code logs is kept, to check that no card data ever reaches a log.
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  }
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await Promise.all([close(sandboxServer), close(receiver)]);
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// ── Helpers ───────────────────────────────────────────────────────────────────────────────────
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

async function card(
  number: string,
  { cvv = CVV, month = "12", year = nextYear, via = provider } = {},
): Promise<CardPayload> {
  const { cipherToken, transactionToken } = await via.getCipher();
  return {
    transactionToken,
    encryptedCardNumber: encryptCardField(number, cipherToken),
    encryptedCvv: encryptCardField(cvv, cipherToken),
    expirationMonth: month,
    expirationYear: year,
    cardholderName: "Ana Viajera",
  };
}

const customer = { reference: "user_123", email: "ana@example.com" };

async function subscribe(number: string, options: Parameters<typeof card>[1] = {}) {
  return provider.subscribe({
    planToken,
    card: await card(number, options),
    customer,
    idempotencyKey: newKey(),
  });
}

async function approvedSubscription(number = VISA) {
  const result = await subscribe(number);
  if (result.status !== "approved") throw new Error(`expected approval, got ${result.code}`);
  return result;
}

function providerWith(overrides: Partial<HttpProviderOptions> = {}) {
  return httpPaymentProvider({
    name: "cali-sandbox",
    baseUrl: `${sandboxUrl}/api/cali-sandbox`,
    apiToken: SANDBOX_API_TOKEN,
    businessUnitToken: SANDBOX_BUSINESS_UNIT_TOKEN,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function advance(subscriptionId: string) {
  const response = await fetch(
    `${sandboxUrl}/api/cali-sandbox/v1/sandbox/subscriptions/${subscriptionId}/advance`,
    {
      method: "POST",
      headers: { "x-api-token": SANDBOX_API_TOKEN, "x-business-unit-token": SANDBOX_BUSINESS_UNIT_TOKEN },
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      status: string;
      currentPeriodStart: string;
      renewal?: Record<string, string>;
    },
  };
}

/** Every row of every sandbox table, as one JSON text, plus its scalar values and keys. */
async function sandboxRows() {
  const rows = [
    ...(await db.caliSandboxPlan.findMany()),
    ...(await db.caliSandboxSubscription.findMany()),
    ...(await db.caliSandboxTransaction.findMany()),
    ...(await db.caliSandboxIdempotency.findMany()),
    ...(await db.caliSandboxCipher.findMany()),
  ];
  const scalars: string[] = [];
  const keys: string[] = [];
  const walk = (value: unknown): void => {
    if (value instanceof Date) return void scalars.push(value.toISOString());
    if (Array.isArray(value)) return value.forEach(walk);
    if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        keys.push(key);
        walk(inner);
      }
      return;
    }
    scalars.push(String(value));
  };
  walk(rows);
  return { json: JSON.stringify(rows), scalars, keys, count: rows.length };
}

function expectNoCardData(json: string, scalars: string[], keys: string[], numbers: string[]) {
  for (const number of numbers) {
    expect(json).not.toContain(number);
    expect(json).not.toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
  }
  expect(scalars).not.toContain(CVV);
  expect(keys.filter((k) => /cvv|cardNumber|pan\b/i.test(k))).toEqual([]);
}

// ── Tests ─────────────────────────────────────────────────────────────────────────────────────
describe("configuration", () => {
  it("uses the sandbox when no real provider is configured, and it answers health checks", async () => {
    expect(provider.name).toBe("cali-sandbox");
    expect(webhookUrl()).toBe(`${receiverUrl}/api/webhooks/cali`);
    await expect(provider.health()).resolves.toEqual({ ok: true, latencyMs: expect.any(Number) });
  });

  it("maps provider statuses to the member-facing messages", () => {
    expect(providerErrorMessage(401)).toBe("Payment service authentication failed. Please try again later.");
    expect(providerErrorMessage(403)).toBe("Payment service access denied. Please contact support.");
    for (const status of [500, 502, 503, 504])
      expect(providerErrorMessage(status)).toBe(
        "Payment service temporarily unavailable. Please try again later.",
      );
    for (const status of [400, 404, 409, 422])
      expect(providerErrorMessage(status)).toBe("Payment service error. Please try again.");
  });

  it("switches to the real provider with CALI_API_URL, and the sandbox then answers 404", async () => {
    await flushWebhookDeliveries(); // deliveries read the webhook secret, which this test makes unavailable
    const saved = { ...process.env };
    try {
      process.env.CALI_API_URL = "https://api.cali.example";
      expect(() => paymentProvider()).toThrow(/CALI_API_TOKEN/);
      expect(() => webhookSecret()).toThrow(/CALI_WEBHOOK_SECRET/);
      Object.assign(process.env, {
        CALI_API_TOKEN: "live_token",
        CALI_BUSINESS_UNIT_TOKEN: "live_bu",
        CALI_WEBHOOK_SECRET: "whsec_live",
      });
      expect(paymentProvider().name).toBe("cali");
      expect(webhookSecret()).toBe("whsec_live");
      const request = new Request(`${sandboxUrl}/api/cali-sandbox/v1/health`, {
        headers: { "x-api-token": SANDBOX_API_TOKEN, "x-business-unit-token": SANDBOX_BUSINESS_UNIT_TOKEN },
      });
      expect((await GET(request, { params: Promise.resolve({ path: ["health"] }) })).status).toBe(404);
    } finally {
      process.env = saved;
    }
  });

  it("derives a stable sandbox webhook secret from NEXTAUTH_SECRET", () => {
    const first = webhookSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(webhookSecret()).toBe(first);
    expect(first).not.toContain(process.env.NEXTAUTH_SECRET);
  });
});

describe("credentials", () => {
  it.each([
    ["API token", { apiToken: "wrong" }],
    ["business unit token", { businessUnitToken: "wrong" }],
  ])("refuses a wrong %s with 401, not retried", async (_label, overrides) => {
    hits.length = 0;
    const error = await rejection(providerWith(overrides).getCipher());
    expect(error).toMatchObject({
      status: 401,
      retryable: false,
      message: "Payment service authentication failed. Please try again later.",
    });
    expect(hits).toEqual(["GET transactions/cipher"]);
  });
});

describe("subscribe", () => {
  it("approves 4242…: 201, an active subscription for the plan's interval, a transaction, and no card data stored or logged", async () => {
    const before = Date.now();
    const result = await approvedSubscription();
    expect(result).toMatchObject({
      status: "approved",
      amountCents: 999,
      currency: "USD",
      cardInfo: { brand: "visa", lastFourDigits: "4242" },
    });
    expect(result.authorizationCode).toMatch(/^[0-9A-F]{6}$/);
    const start = Date.parse(result.currentPeriodStart);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(result.currentPeriodEnd) - start).toBe(30 * 24 * 60 * 60 * 1000);
    expect(result.nextRenewalDate).toBe(result.currentPeriodEnd);

    const row = await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: result.subscriptionId } });
    expect(row).toMatchObject({
      status: "active",
      planToken,
      customerReference: "user_123",
      customerEmail: "ana@example.com",
      cardOutcome: "approve",
      cardBrand: "visa",
      cardLastFour: "4242",
    });
    expect(
      await db.caliSandboxTransaction.findUniqueOrThrow({ where: { id: result.transactionId } }),
    ).toMatchObject({
      subscriptionId: result.subscriptionId,
      kind: "subscription",
      status: "approved",
      amountCents: 999,
    });
    await expect(provider.getSubscription(result.subscriptionId)).resolves.toMatchObject({
      id: result.subscriptionId,
      status: "active",
      planToken,
      canceledAt: null,
    });

    const { json, scalars, keys, count } = await sandboxRows();
    expect(count).toBeGreaterThan(3);
    expectNoCardData(json, scalars, keys, [VISA]);
    expect(logged.join("\n")).not.toContain(VISA);
  });

  it("approves 5555… as a mastercard", async () => {
    expect((await approvedSubscription(MASTERCARD)).cardInfo).toEqual({
      brand: "mastercard",
      lastFourDigits: "4444",
    });
  });

  it("approves any other valid card number, spaces included", async () => {
    expect((await approvedSubscription("4111 1111 1111 1111")).cardInfo).toEqual({
      brand: "visa",
      lastFourDigits: "1111",
    });
  });

  it.each([
    [DECLINED, "card_declined"],
    [NO_FUNDS, "insufficient_funds"],
  ])("declines %s with %s: a 402 is a result, recorded, with no subscription", async (number, code) => {
    const subscriptions = await db.caliSandboxSubscription.count();
    const result = await subscribe(number);
    expect(result).toEqual({
      status: "declined",
      code,
      message: expect.any(String),
      transactionId: expect.stringMatching(/^txn_/),
    });
    if (result.status !== "declined") throw new Error("unreachable");
    expect(
      await db.caliSandboxTransaction.findUniqueOrThrow({ where: { id: result.transactionId! } }),
    ).toMatchObject({ status: "declined", subscriptionId: null });
    expect(await db.caliSandboxSubscription.count()).toBe(subscriptions);
  });

  it.each([
    ["an expired card", { month: "1", year: String(new Date().getFullYear() - 1) }, VISA, "expired_card"],
    [
      "an expiry more than 20 years ahead",
      { year: String(new Date().getFullYear() + 21) },
      VISA,
      "invalid_card",
    ],
    ["month 13", { month: "13" }, VISA, "invalid_card"],
    ["a two-digit CVV", { cvv: "12" }, VISA, "invalid_card"],
    ["a failing Luhn checksum", {}, "4242424242424241", "invalid_card"],
    ["twelve digits", {}, "424242424242", "invalid_card"],
  ])("declines %s", async (_label, options, number, code) => {
    expect(await subscribe(number, options)).toMatchObject({ status: "declined", code });
  });

  it("accepts this month and two-digit years", async () => {
    const now = new Date();
    expect(
      await subscribe(VISA, { month: String(now.getMonth() + 1), year: String(now.getFullYear() % 100) }),
    ).toMatchObject({ status: "approved" });
  });

  it("declines card fields encrypted with another key as invalid_encryption", async () => {
    const good = await card(VISA);
    const otherKey = "f".repeat(64);
    const reencrypted = {
      ...good,
      encryptedCardNumber: encryptCardField(VISA, otherKey),
      encryptedCvv: encryptCardField(CVV, otherKey),
    };
    expect(
      await provider.subscribe({ planToken, card: reencrypted, customer, idempotencyKey: newKey() }),
    ).toMatchObject({ status: "declined", code: "invalid_encryption" });
    const garbage = { ...(await card(VISA)), encryptedCardNumber: "not-hex" };
    expect(
      await provider.subscribe({ planToken, card: garbage, customer, idempotencyKey: newKey() }),
    ).toMatchObject({ status: "declined", code: "invalid_encryption" });
  });

  it("answers 500 for 0119 every time: retried with the policy's back-off, then a retryable ProviderError, nothing recorded", async () => {
    const delays: number[] = [];
    const fast = providerWith({ retry: { sleep: async (ms) => void delays.push(ms), random: () => 0 } });
    const transactions = await db.caliSandboxTransaction.count();
    const key = newKey();
    hits.length = 0;
    const error = await rejection(
      fast.subscribe({
        planToken,
        card: await card(ERROR_500, { via: fast }),
        customer,
        idempotencyKey: key,
      }),
    );
    expect(error).toMatchObject({
      status: 500,
      retryable: true,
      message: "Payment service temporarily unavailable. Please try again later.",
    });
    expect(hits.filter((h) => h === "POST subscriptions")).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
    expect(await db.caliSandboxTransaction.count()).toBe(transactions);
    expect(await db.caliSandboxIdempotency.count({ where: { key: { endsWith: key } } })).toBe(0);
  });

  it("refuses an unknown plan with 404", async () => {
    const error = await rejection(
      provider.subscribe({
        planToken: "plan_missing",
        card: await card(VISA),
        customer,
        idempotencyKey: newKey(),
      }),
    );
    expect(error).toMatchObject({ status: 404, retryable: false });
  });
});

describe("cipher sessions", () => {
  it("hand out a 64-hex key and are single use", async () => {
    const payload = await card(VISA);
    const session = await db.caliSandboxCipher.findUniqueOrThrow({
      where: { transactionToken: payload.transactionToken },
    });
    expect(session.cipherToken).toMatch(/^[0-9a-f]{64}$/);
    expect(session.usedAt).toBeNull();
    expect(
      await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: newKey() }),
    ).toMatchObject({ status: "approved" });
    expect(
      (
        await db.caliSandboxCipher.findUniqueOrThrow({
          where: { transactionToken: payload.transactionToken },
        })
      ).usedAt,
    ).toBeInstanceOf(Date);
    const again = await rejection(
      provider.subscribe({ planToken, card: payload, customer, idempotencyKey: newKey() }),
    );
    expect(again).toMatchObject({ status: 400, retryable: false });
  });

  it("are spent by a decline too, and unknown tokens are refused", async () => {
    const payload = await card(DECLINED);
    expect(
      await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: newKey() }),
    ).toMatchObject({ status: "declined" });
    await expect(
      provider.subscribe({ planToken, card: payload, customer, idempotencyKey: newKey() }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.subscribe({
        planToken,
        card: { ...payload, transactionToken: "ttok_unknown" },
        customer,
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("idempotency", () => {
  it("replays the first answer for the same key without charging again", async () => {
    const payload = await card(VISA);
    const key = newKey();
    const first = await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: key });
    const second = await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: key });
    expect(second).toEqual(first);
    if (first.status !== "approved") throw new Error("expected approval");
    expect(await db.caliSandboxSubscription.count({ where: { id: first.subscriptionId } })).toBe(1);
    expect(await db.caliSandboxTransaction.count({ where: { subscriptionId: first.subscriptionId } })).toBe(
      1,
    );
  });

  it("replays declines too", async () => {
    const payload = await card(DECLINED);
    const key = newKey();
    const first = await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: key });
    expect(await provider.subscribe({ planToken, card: payload, customer, idempotencyKey: key })).toEqual(
      first,
    );
  });

  it("charges once for 5 concurrent requests with the same key", async () => {
    const payload = await card(VISA);
    const key = newKey();
    const subscriptions = await db.caliSandboxSubscription.count();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider.subscribe({ planToken, card: payload, customer, idempotencyKey: key }),
      ),
    );
    const ids = new Set(results.map((r) => (r.status === "approved" ? r.subscriptionId : r.code)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^sub_/);
    expect(await db.caliSandboxSubscription.count()).toBe(subscriptions + 1);
  });

  it("refuses the same key with a different request (422)", async () => {
    const key = newKey();
    await provider.subscribe({ planToken, card: await card(VISA), customer, idempotencyKey: key });
    const error = await rejection(
      provider.subscribe({
        planToken,
        card: await card(VISA),
        customer: { ...customer, reference: "someone_else" },
        idempotencyKey: key,
      }),
    );
    expect(error).toMatchObject({ status: 422, retryable: false });
  });
});

describe("cancel", () => {
  it("cancels once, sends subscription.canceled once, and answers the same on repeats", async () => {
    const { subscriptionId } = await approvedSubscription();
    const canceled = await provider.cancelSubscription(subscriptionId, newKey());
    expect(canceled).toMatchObject({
      id: subscriptionId,
      status: "canceled",
      canceledAt: expect.any(String),
    });
    expect(
      await db.caliSandboxSubscription.findUniqueOrThrow({ where: { id: subscriptionId } }),
    ).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
    expect(await provider.cancelSubscription(subscriptionId, newKey())).toEqual(canceled);
    const events = await delivered(
      (e) => e.type === "subscription.canceled" && e.data.subscriptionId === subscriptionId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      status: "canceled",
      canceledAt: canceled.canceledAt,
      customerReference: "user_123",
    });
    expect((await advance(subscriptionId)).status).toBe(409);
  });

  it("answers 404 for unknown subscriptions", async () => {
    await expect(provider.cancelSubscription("sub_missing", newKey())).rejects.toMatchObject({
      status: 404,
      retryable: false,
    });
    await expect(provider.getSubscription("sub_missing")).rejects.toMatchObject({ status: 404 });
  });
});

describe("renewals (development control)", () => {
  it("renews an approving card: a new period, a transaction, subscription.renewed", async () => {
    const { subscriptionId, currentPeriodStart } = await approvedSubscription();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { status, body } = await advance(subscriptionId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: subscriptionId, status: "active", renewal: { status: "approved" } });
    expect(Date.parse(body.currentPeriodStart)).toBeGreaterThan(Date.parse(currentPeriodStart));
    expect(
      await db.caliSandboxTransaction.count({
        where: { subscriptionId, kind: "renewal", status: "approved" },
      }),
    ).toBe(1);
    const [event] = await delivered(
      (e) => e.type === "subscription.renewed" && e.data.subscriptionId === subscriptionId,
    );
    expect(event?.data).toMatchObject({
      transactionId: body.renewal!.transactionId,
      amountCents: 999,
      currency: "USD",
      status: "active",
      currentPeriodStart: body.currentPeriodStart,
      cardInfo: { brand: "visa", lastFourDigits: "4242" },
    });
  });

  it("fails to renew a card that declines renewals: past_due, subscription.renewal_failed with the decline code", async () => {
    const { subscriptionId } = await approvedSubscription(DECLINES_RENEWALS);
    const { status, body } = await advance(subscriptionId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "past_due",
      renewal: { status: "declined", declineCode: "card_declined" },
    });
    await expect(provider.getSubscription(subscriptionId)).resolves.toMatchObject({ status: "past_due" });
    expect(
      await db.caliSandboxTransaction.count({
        where: { subscriptionId, kind: "renewal", status: "declined" },
      }),
    ).toBe(1);
    const [event] = await delivered(
      (e) => e.type === "subscription.renewal_failed" && e.data.subscriptionId === subscriptionId,
    );
    expect(event?.data).toMatchObject({
      status: "past_due",
      declineCode: "card_declined",
      customerReference: "user_123",
    });
  });
});

describe("test payments", () => {
  it("approve and decline per the test cards, with webhooks that carry no subscription", async () => {
    const approved = await provider.testPayment({
      card: await card(VISA),
      amountCents: 100,
      currency: "usd",
      idempotencyKey: newKey(),
    });
    expect(approved).toMatchObject({
      status: "approved",
      amountCents: 100,
      currency: "USD",
      cardInfo: { brand: "visa", lastFourDigits: "4242" },
    });
    const declined = await provider.testPayment({
      card: await card(NO_FUNDS),
      amountCents: 100,
      currency: "USD",
      idempotencyKey: newKey(),
    });
    expect(declined).toMatchObject({ status: "declined", code: "insufficient_funds" });
    const ids = [approved.transactionId, declined.transactionId];
    const events = await delivered((e) => ids.includes(e.data.transactionId ?? ""));
    expect(events.map((e) => e.type).sort()).toEqual(["payment.approved", "payment.declined"]);
    for (const event of events) expect(event.data.subscriptionId).toBeUndefined();
    expect(
      await db.caliSandboxTransaction.count({ where: { id: { in: ids as string[] }, kind: "test_payment" } }),
    ).toBe(2);
  });
});

describe("plans", () => {
  it("are created with a plan_ token and updated in place; unknown tokens are 404", async () => {
    const { planToken: token } = await provider.createPlan({
      reference: "premium-yearly",
      name: "Premium yearly",
      amountCents: 9900,
      currency: "USD",
      intervalDays: 365,
    });
    expect(token).toMatch(/^plan_[0-9a-f]+$/);
    await expect(
      provider.updatePlan(token, {
        reference: "premium-yearly",
        name: "Premium yearly",
        amountCents: 8900,
        currency: "USD",
        intervalDays: 365,
      }),
    ).resolves.toEqual({ planToken: token });
    expect(await db.caliSandboxPlan.findUniqueOrThrow({ where: { token } })).toMatchObject({
      amountCents: 8900,
    });
    await expect(
      provider.updatePlan("plan_missing", {
        reference: "x",
        name: "x",
        amountCents: 1,
        currency: "USD",
        intervalDays: 1,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("webhooks", () => {
  it("sends payment.approved, signed with the webhook secret, with the subscription's data", async () => {
    const result = await approvedSubscription();
    await flushWebhookDeliveries();
    const delivery = deliveries.find(
      (d) => d.event.type === "payment.approved" && d.event.data.subscriptionId === result.subscriptionId,
    );
    expect(delivery).toBeDefined();
    expect(verifyWebhookSignature(webhookSecret(), delivery!.raw, delivery!.signature)).toEqual({ ok: true });
    expect(verifyWebhookSignature("another-secret", delivery!.raw, delivery!.signature)).toEqual({
      ok: false,
      reason: "signature_mismatch",
    });
    expect(delivery!.event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: "payment.approved",
      created: expect.any(String),
      data: {
        subscriptionId: result.subscriptionId,
        transactionId: result.transactionId,
        amountCents: 999,
        currency: "USD",
        status: "approved",
        currentPeriodStart: result.currentPeriodStart,
        currentPeriodEnd: result.currentPeriodEnd,
        cardInfo: result.cardInfo,
        authorizationCode: result.authorizationCode,
        customerReference: "user_123",
      },
    });
  });

  it("sends payment.declined with the decline code", async () => {
    const result = await subscribe(DECLINED);
    if (result.status !== "declined") throw new Error("expected a decline");
    const [event] = await delivered((e) => e.data.transactionId === result.transactionId);
    expect(event).toMatchObject({
      type: "payment.declined",
      data: {
        status: "declined",
        declineCode: "card_declined",
        amountCents: 999,
        currency: "USD",
        customerReference: "user_123",
        cardInfo: { lastFourDigits: "0002" },
      },
    });
  });

  it("retries a delivery the receiver answered with 500, with a fresh valid signature", async () => {
    await flushWebhookDeliveries();
    failNextDeliveries = 1;
    const { subscriptionId } = await approvedSubscription();
    await flushWebhookDeliveries();
    const attempts = deliveries.filter((d) => d.event.data.subscriptionId === subscriptionId);
    expect(attempts.map((d) => d.answered)).toEqual([500, 200]);
    expect(new Set(attempts.map((d) => d.event.id)).size).toBe(1);
    for (const attempt of attempts)
      expect(verifyWebhookSignature(webhookSecret(), attempt.raw, attempt.signature)).toEqual({ ok: true });
  });

  it("never carries card data, and no log line does either", async () => {
    await flushWebhookDeliveries();
    const all = deliveries.map((d) => d.raw).join("\n");
    for (const number of [VISA, MASTERCARD, DECLINED, NO_FUNDS, DECLINES_RENEWALS])
      expect(all).not.toContain(number);
    expect(all).not.toMatch(/cvv/i);
    const { json, scalars, keys } = await sandboxRows();
    expectNoCardData(json, scalars, keys, [
      VISA,
      MASTERCARD,
      DECLINED,
      NO_FUNDS,
      ERROR_500,
      DECLINES_RENEWALS,
      "4111111111111111",
    ]);
    expect(logged.join("\n")).not.toMatch(/4242424242424242|5555555555554444|4000000000000\d{3}/);
  });
});
