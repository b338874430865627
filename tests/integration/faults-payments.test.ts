import { randomUUID } from "node:crypto";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import {
  GET as sandboxGET,
  POST as sandboxPOST,
  PUT as sandboxPUT,
} from "@/app/api/cali-sandbox/v1/[...path]/route";
import { POST as webhookPOST } from "@/app/api/webhooks/cali/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { subscribe } from "@/lib/billing/checkout";
import type { SubscribeInput } from "@/lib/billing/schemas";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { billing } from "@/lib/config/billing";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { db } from "@/lib/services/database";
import { flushOutbox } from "@/lib/services/email";
import {
  paymentProvider,
  SANDBOX_API_TOKEN,
  SANDBOX_BUSINESS_UNIT_TOKEN,
} from "@/lib/services/payments/config";
import { encryptCardField } from "@/lib/services/payments/crypto";
import { httpPaymentProvider } from "@/lib/services/payments/http-provider";
import { createUser } from "../support/factories";
import { startRouteServer } from "../support/route-server";

/**
 * The card provider misbehaves: it times out, drops the connection or answers 5xx, sometimes after
 * it has charged the card. A fault proxy sits between our adapter and the provider (the sandbox,
 * which speaks the provider's real HTTP protocol, with its idempotency and webhooks). Whatever the
 * fault, the adapter repeats the charge with the same Idempotency-Key and the card is charged once;
 * when the provider stays down, the person gets a clear error and nothing is recorded.
 */
const VISA = "4242424242424242";
const PROVIDER_ERROR_CARD = "4000000000000119"; // the sandbox answers 500 for it, every time
const year = String(new Date().getFullYear() + 2);
const ATTEMPT_TIMEOUT_MS = 1_500;

// What the proxy does to the next POST /v1/subscriptions requests, one entry per request.
type Fault =
  | "pass" // forwards, answers what the provider answered
  | "503" // answers 503 without forwarding (the provider never saw it)
  | "500-after-charge" // forwards (the card is charged), then answers 500
  | "timeout-after-charge" // forwards, then holds the answer past the adapter's time-out
  | "reset-after-charge" // forwards, then drops the connection without an answer
  | "reset-before-charge"; // drops the connection without forwarding (the provider never saw it)
let script: Fault[] = [];
let always: Fault | null = null;
const attempts: Array<{ key: string | undefined; fault: Fault }> = [];

let app: Awaited<ReturnType<typeof startRouteServer>>;
let proxy: Server;
let proxyUrl = "";

function forward(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const target = new URL(req.url ?? "/", app.url);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          done({
            status: res.statusCode ?? 502,
            headers: Object.fromEntries(
              Object.entries(res.headers).filter(([, v]) => typeof v === "string"),
            ) as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const isCharge =
    req.method === "POST" && /\/v1\/subscriptions$/.test(new URL(req.url ?? "/", "http://x").pathname);
  const fault: Fault = isCharge ? (always ?? script.shift() ?? "pass") : "pass";
  if (isCharge) attempts.push({ key: req.headers["idempotency-key"] as string | undefined, fault });
  if (fault === "503")
    return void res
      .writeHead(503, { "content-type": "application/json" })
      .end(JSON.stringify({ error: "Service unavailable" }));
  if (fault === "reset-before-charge") return void req.socket.destroy();
  const answer = await forward(req, body);
  if (fault === "500-after-charge")
    return void res
      .writeHead(500, { "content-type": "application/json" })
      .end(JSON.stringify({ error: "Internal error" }));
  if (fault === "reset-after-charge") return void req.socket.destroy();
  if (fault === "timeout-after-charge")
    await new Promise((done) => setTimeout(done, ATTEMPT_TIMEOUT_MS + 500));
  if (res.destroyed) return;
  res.writeHead(answer.status, answer.headers).end(answer.body);
}

beforeAll(async () => {
  app = await startRouteServer([
    {
      prefix: "/api/cali-sandbox/v1/",
      handlers: { GET: sandboxGET, POST: sandboxPOST, PUT: sandboxPUT },
      catchAll: "path",
    },
    { prefix: "/api/webhooks/cali", handlers: { POST: webhookPOST } },
  ]);
  // The sandbox's own calls (the webhook handler asks it about a subscription) and its webhooks go
  // to the app directly.
  process.env.SITE_INTERNAL_URL = app.url;
  process.env.NEXTAUTH_SECRET = "faults-payments-secret-0123456789abcdef0123";
  for (const { features, ...plan } of planSeeds)
    await db.subscriptionPlan.create({ data: { ...plan, features } });
  proxy = createServer((req, res) => void handle(req, res).catch(() => req.socket.destroy()));
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

beforeEach(() => {
  script = [];
  always = null;
  attempts.length = 0;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((done) => proxy.close(done));
  await app.close();
});

/**
 * The adapter as production builds it, through the fault proxy; back-off waits skipped, attempts
 * time out quickly.
 */
const flakyProvider = () =>
  httpPaymentProvider({
    name: "cali-sandbox",
    baseUrl: `${proxyUrl}/api/cali-sandbox`,
    apiToken: SANDBOX_API_TOKEN,
    businessUnitToken: SANDBOX_BUSINESS_UNIT_TOKEN,
    retry: { timeoutMs: ATTEMPT_TIMEOUT_MS, sleep: async () => {}, random: () => 0 },
  });

async function member(): Promise<CurrentUser> {
  const user = await createUser();
  return {
    id: user.id,
    email: user.email,
    role: "member",
    name: null,
    avatarUrl: null,
    sessionId: "s",
    subscribed: false,
    hasSubscription: false,
  };
}

/** What the browser sends: the card encrypted with a fresh cipher session, and the attempt's key. */
async function cardInput(planCode: string, pan = VISA): Promise<SubscribeInput> {
  const { cipherToken, transactionToken } = await paymentProvider().getCipher();
  return {
    planCode,
    transactionToken,
    encryptedCardNumber: encryptCardField(pan, cipherToken),
    encryptedCvv: encryptCardField("737", cipherToken),
    expirationMonth: "12",
    expirationYear: year,
    cardholderName: "Test Nomad",
    idempotencyKey: randomUUID(),
  };
}

async function recorded(userId: string) {
  await flushWebhookDeliveries();
  const providerSubscriptions = await db.caliSandboxSubscription.findMany({
    where: { customerReference: userId },
    select: { id: true },
  });
  return {
    providerCharges: await db.caliSandboxTransaction.count({
      where: { subscriptionId: { in: providerSubscriptions.map((s) => s.id) }, status: "approved" },
    }),
    providerSubscriptions: providerSubscriptions.length,
    subscriptions: await db.subscription.count({ where: { userId } }),
    payments: await db.payment.count({ where: { subscription: { userId } } }),
  };
}

describe("the provider fails, then answers", () => {
  it.each<[string, Fault[]]>([
    ["times out after charging the card", ["timeout-after-charge"]],
    ["drops the connection after charging the card", ["reset-after-charge"]],
    ["answers 500 after charging the card, twice", ["500-after-charge", "500-after-charge"]],
    ["answers 503 three times before it sees the request", ["503", "503", "503"]],
  ])("%s: retried with the same Idempotency-Key, charged exactly once", async (_label, faults) => {
    script = [...faults];
    const user = await member();
    const input = await cardInput("monthly");
    const result = await subscribe(user, input, flakyProvider());
    expect(result).toEqual(expect.objectContaining({ ok: true, planName: "Monthly" }));
    expect(attempts.map((a) => a.fault)).toEqual([...faults, "pass"]);
    expect(new Set(attempts.map((a) => a.key))).toEqual(new Set([input.idempotencyKey]));
    expect(await recorded(user.id)).toEqual({
      providerCharges: 1,
      providerSubscriptions: 1,
      subscriptions: 1,
      payments: 1,
    });
    await flushOutbox();
    expect(
      await db.devMailboxMessage.count({
        where: { to: user.email, subject: "Your Latitud Monthly receipt" },
      }),
    ).toBe(1);
    expect(
      await db.checkoutAttempt.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }),
    ).toEqual(expect.objectContaining({ status: "approved" }));
  });
});

describe("the provider stays down", () => {
  it("persistent 503: four attempts with one key, a clear error, nothing charged or recorded", async () => {
    always = "503";
    const user = await member();
    const input = await cardInput("monthly");
    const result = await subscribe(user, input, flakyProvider());
    expect(result).toEqual({
      ok: false,
      status: 502,
      title: "Payment Setup Error",
      error: "Payment service temporarily unavailable. Please try again later.",
    });
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts.map((a) => a.key))).toEqual(new Set([input.idempotencyKey]));
    expect(await recorded(user.id)).toEqual({
      providerCharges: 0,
      providerSubscriptions: 0,
      subscriptions: 0,
      payments: 0,
    });
    await flushOutbox();
    expect(await db.devMailboxMessage.count({ where: { to: user.email } })).toBe(0);
    expect(
      await db.checkoutAttempt.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }),
    ).toEqual(expect.objectContaining({ status: "refused", response: null }));
  });

  it("the sandbox's provider-error card (HTTP 500 every time) at checkout: a clear error, nothing recorded", async () => {
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly", PROVIDER_ERROR_CARD), flakyProvider());
    expect(result).toEqual({
      ok: false,
      status: 502,
      title: "Payment Setup Error",
      error: "Payment service temporarily unavailable. Please try again later.",
    });
    expect(attempts).toHaveLength(4);
    expect(await recorded(user.id)).toEqual({
      providerCharges: 0,
      providerSubscriptions: 0,
      subscriptions: 0,
      payments: 0,
    });
  });

  it("time-outs on every attempt after the card was charged: a clear error; the provider's webhook records the one charge and a new attempt is refused, not charged again", async () => {
    always = "timeout-after-charge";
    const user = await member();
    const result = await subscribe(user, await cardInput("monthly"), flakyProvider());
    expect(result).toEqual(expect.objectContaining({ ok: false, status: 502, title: "Payment Setup Error" }));
    expect(attempts).toHaveLength(4);
    // The first attempt charged; the three repeats carried its key and were replays.
    expect(await recorded(user.id)).toEqual({
      providerCharges: 1,
      providerSubscriptions: 1,
      subscriptions: 1,
      payments: 1,
    });
    always = null;
    const again = await subscribe(user, await cardInput("monthly"), flakyProvider());
    expect(again).toEqual(expect.objectContaining({ ok: false, status: 409, title: "Already subscribed" }));
    expect((await recorded(user.id)).providerCharges).toBe(1);
  });

  it("no answer at all: the member's plan slot stays reserved for the provider's webhook, then lapses, so an outage never blocks for good", async () => {
    always = "reset-before-charge";
    const user = await member();
    expect(await subscribe(user, await cardInput("monthly"), flakyProvider())).toEqual(
      expect.objectContaining({ ok: false, status: 502, title: "Payment Setup Error" }),
    );
    always = null;
    // The charge may have happened: a second attempt is told to wait, and is not charged.
    expect(await subscribe(user, await cardInput("quarterly"), flakyProvider())).toEqual(
      expect.objectContaining({ ok: false, status: 409, title: "Payment in progress" }),
    );
    expect((await recorded(user.id)).providerCharges).toBe(0);
    // No webhook came: once the reservation lapses the member can pay again.
    const lapsed = new Date(Date.now() - (billing.checkoutReservationMinutes + 1) * 60_000);
    await db.subscription.updateMany({
      where: { userId: user.id, status: "pending" },
      data: { createdAt: lapsed },
    });
    expect(await subscribe(user, await cardInput("quarterly"), flakyProvider())).toEqual(
      expect.objectContaining({ ok: true, planName: "Quarterly" }),
    );
    expect(await recorded(user.id)).toEqual({
      providerCharges: 1,
      providerSubscriptions: 1,
      subscriptions: 1,
      payments: 1,
    });
  });
});
