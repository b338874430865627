import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import * as sandboxRoute from "@/app/api/cali-sandbox/v1/[...path]/route";
import * as webhookRoute from "@/app/api/webhooks/cali/route";
import { flushWebhookDeliveries } from "@/lib/cali-sandbox/webhooks";
import { flushOutbox } from "@/lib/services/email";
import { planSeeds } from "@/lib/billing/plan-seeds";
import { UNSTORABLE_TEXT } from "@/lib/http/storable-text";
import { db } from "@/lib/services/database";
import { webhookSecret } from "@/lib/services/payments";
import { SANDBOX_API_TOKEN, SANDBOX_BUSINESS_UNIT_TOKEN } from "@/lib/services/payments/config";
import { signWebhook } from "@/lib/services/payments/signature";
import { closeListenerHub } from "@/lib/services/realtime";
import {
  HTTP_METHODS,
  badBody,
  badQuery,
  badSegment,
  brokenInvariants,
  countChanges,
  createPersonas,
  discoverRoutes,
  fuzz,
  fuzzEnv,
  labelled,
  PROVIDER_TABLES,
  prototypePolluted,
  randomIp,
  safeEncode,
  tableCounts,
  type Body,
  type HttpMethod,
  type JsonObject,
  type Persona,
  type RouteFile,
} from "../support/fuzz";
import { startRouteServer } from "../support/route-server";
import { ambientRequest } from "../support/request-context";

/*
 * Issue 9: every route handler under app/ (found on disk at test time) gets generated bad requests,
 * as an anonymous visitor, a member, a lawyer and an admin: wrong JSON types, 1 MB strings,
 * unicode (lone surrogates, RTL, NUL bytes), JSON 10,000 levels deep, wrong or missing content
 * types, garbage query strings and path segments. No answer may be a 5xx (or a throw, which Next
 * turns into a 500), every /api error answer is JSON { error }, a refused request (4xx) leaves the
 * row count of every table as it was (except the tables that record attempts, below), and the
 * data's invariants (tests/support/fuzz.ts) hold after each handler's run.
 *
 * Handlers are called as Next calls them (a NextRequest and { params }), on a real database; only
 * Next's request context is stood in for: cookies()/headers() return this request's headers and the
 * persona's real session cookie. The card sandbox runs behind a real HTTP server, as in billing tests.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
ambientRequest.headers = new Headers();

Object.assign(process.env, fuzzEnv, {
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "fuzz-routes-secret-that-is-long-enough-0123456789",
  NEWS_FEED_REDDIT_URL: "off",
  NEWS_FEED_GOOGLE_NEWS_URL: "off",
  NEWS_FEED_MEDIUM_URL: "off",
  NEWS_FEED_NOMADIST_URL: "off",
  STORAGE_DIR: mkdtempSync(join(tmpdir(), "latitud-fuzz-storage-")),
});
delete process.env.NEXTAUTH_URL;

const ORIGIN = "http://localhost:3000";
/**
 * Runs per persona and handler: 4 personas × ~35 handlers × this, within about a minute.
 * FUZZ_RUNS=200 digs deeper.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 10;
/** A handler's four properties take a few seconds; slow machines and FUZZ_RUNS get room. */
const FUZZ_TIMEOUT = 60_000 + RUNS * 4 * 1_000;

// ---------------------------------------------------------------------------------------------
// What a valid request looks like, per handler: the fuzz mutates these to get past the first
// check and reach deeper code. Handlers without an entry get garbage only.

type Params = Record<string, string | string[]>;
type Variant = {
  params?: Params;
  query?: Record<string, string>;
  body?: JsonObject;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

const uuid = "3f9d1a0e-7c1b-4c53-9a53-2f0c5f0b9e11";
const anonymousToken = "anon_fuzzFuzzFuzzFuzz0123";
const card = {
  transactionToken: "tok_fuzz_0123",
  encryptedCardNumber: "ab".repeat(16),
  encryptedCvv: "cd".repeat(16),
  expirationMonth: "12",
  expirationYear: "2031",
  cardholderName: "Fuzz Nomad",
};
const sandboxCustomer = { reference: "cus_fuzz", email: "fuzz@example.com" };
const webhookEvent = {
  id: "evt_fuzz_0001",
  type: "subscription.renewed",
  created: "2026-01-01T00:00:00Z",
  data: {
    subscriptionId: "sub_fuzz",
    transactionId: "txn_fuzz",
    amountCents: 1000,
    currency: "USD",
    status: "active",
    currentPeriodEnd: "2026-02-01T00:00:00Z",
  },
};
const sandbox = (path: string[], body?: JsonObject): Variant => ({
  params: { path },
  body,
  headers: {
    "x-api-token": SANDBOX_API_TOKEN,
    "x-business-unit-token": SANDBOX_BUSINESS_UNIT_TOKEN,
    "idempotency-key": randomUUID(),
  },
});
/** next-auth's CSRF token and cookie (fetched before the fuzz), so sign-in attempts reach `authorize`. */
const csrf = { token: "", cookies: {} as Record<string, string> };
const nextAuth = (nextauth: string[], body?: JsonObject): Variant => ({
  params: { nextauth },
  body: body && { ...body, csrfToken: csrf.token },
  cookies: csrf.cookies,
});

const variantTable = (): Record<string, Variant[]> => ({
  "GET /api/auth/[...nextauth]": [
    "csrf",
    "session",
    "providers",
    "signin",
    "signout",
    "error",
    "verify-request",
  ].map((action) => nextAuth([action])),
  "POST /api/auth/[...nextauth]": [
    nextAuth(["callback", "credentials"], {
      email: "fuzz@example.com",
      password: "Cafecito-Andes-77",
      json: "true",
    }),
    nextAuth(["callback", "credentials"], { challenge: "x", code: "123456", json: "true" }),
    nextAuth(["callback", "credentials"], { challenge: "x", recoveryCode: "abcd-efgh-ijkl", json: "true" }),
    nextAuth(["signin", "credentials"], { callbackUrl: "/", json: "true" }),
    nextAuth(["_log"], { level: "error", code: "x", message: "x" }),
  ],
  "POST /api/auth/resend-confirmation": [{ body: { email: "fuzz@example.com" } }],
  "POST /api/billing/subscribe": [{ body: { planCode: "monthly", ...card, idempotencyKey: uuid } }],
  "GET /api/cali-sandbox/v1/[...path]": [
    sandbox(["health"]),
    sandbox(["transactions", "cipher"]),
    sandbox(["subscriptions", "sub_fuzz"]),
  ],
  "POST /api/cali-sandbox/v1/[...path]": [
    sandbox(["plans"], {
      reference: "plan_fuzz",
      name: "Fuzz plan",
      amountCents: 1000,
      currency: "USD",
      intervalDays: 30,
    }),
    sandbox(["subscriptions"], { planToken: "plan_fuzz", ...card, customer: sandboxCustomer }),
    sandbox(["subscriptions", "sub_fuzz", "cancel"]),
    sandbox(["payments", "test"], { ...card, amountCents: 100, currency: "USD" }),
    sandbox(["payments"], {
      ...card,
      amountCents: 100,
      currency: "USD",
      description: "Fuzz",
      customer: sandboxCustomer,
    }),
    sandbox(["sandbox", "subscriptions", "sub_fuzz", "advance"]),
  ],
  "PUT /api/cali-sandbox/v1/[...path]": [
    sandbox(["plans", "plan_fuzz"], {
      reference: "plan_fuzz",
      name: "Fuzz plan",
      amountCents: 1000,
      currency: "USD",
      intervalDays: 30,
    }),
  ],
  "POST /api/chat/visa/claim": [{ body: { anonymousToken } }],
  "GET /api/chat/visa/history": [
    { query: { chatId: uuid }, headers: { "x-anonymous-token": anonymousToken } },
  ],
  "POST /api/chat/visa/messages": [
    {
      body: {
        message: "Do I need a visa to work remotely in Colombia?",
        chatId: null,
        assistantName: "Sofía",
      },
      headers: { "x-anonymous-token": anonymousToken },
    },
  ],
  "GET /api/chat/visa/usage": [{ headers: { "x-anonymous-token": anonymousToken } }],
  "POST /api/community/admin/mutes": [{ body: { userId: uuid, minutes: 60, reason: "Spam" } }],
  "DELETE /api/community/admin/mutes": [{ body: { userId: uuid } }],
  "GET /api/community/messages": [
    { query: { room: "general", limit: "50", before: "10" } },
    { query: { room: "general", after: "0", since: "0" } },
  ],
  "POST /api/community/messages": [{ body: { message: "Hola, ¿alguien en Medellín?", room: "general" } }],
  "DELETE /api/community/messages": [{ body: { messageId: uuid } }],
  "POST /api/community/realtime/pusher-auth": [
    { body: { socket_id: "1234.5678", channel_name: "private-community-general" } },
  ],
  "GET /api/community/realtime/stream": [
    { query: { room: "general", after: "0", since: "0" }, headers: { "last-event-id": "0:0" } },
  ],
  "GET /api/dev/mailbox": [{ query: { to: "fuzz@example.com", take: "5" } }],
  "POST /api/lawyers/credits": [{ body: { packCode: "pack-5", ...card, idempotencyKey: uuid } }],
  "GET /api/meetups": [{ query: { city: "medellin-colombia", limit: "5" } }],
  "POST /api/meetups": [
    {
      body: {
        cityId: "medellin-colombia",
        title: "Coffee and code",
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16),
        place: "Café Velvet",
        capacity: 6,
        note: "Bring a laptop",
      },
    },
  ],
  "DELETE /api/meetups/[id]": [{ params: { id: uuid } }],
  "GET /api/meetups/[id]/ics": [{ params: { id: uuid } }],
  "POST /api/meetups/[id]/rsvp": [{ params: { id: uuid } }],
  "DELETE /api/meetups/[id]/rsvp": [{ params: { id: uuid } }],
  "GET /api/news": [{ query: { refresh: "1" } }],
  "POST /api/profile/tags": [{ body: { tag: "interested-in-colombia", source: "manual" } }],
  "POST /api/visa/stays": [{ body: { trips: [{ country: "peru", entry: "2026-01-10", exit: null }] } }],
  "GET /api/visa/stays/export": [{ query: { format: "ics", passport: "eu", locale: "es" } }],
  "DELETE /api/visa/stays/[id]": [{ params: { id: uuid } }],
  "POST /api/webhooks/cali": [{ body: webhookEvent }],
  "GET /[locale]/auth/confirm": [{ params: { locale: "en" }, query: { token: "a".repeat(43) } }],
  "GET /guides/[file]": [{ params: { file: "colombia.pdf" } }],
  "GET /media/[...path]": [{ params: { path: ["avatars", uuid, "1.webp"] } }],
});

/**
 * Error bodies of these follow another protocol than our JSON { error } (next-auth's pages and
 * redirects).
 */
const FOREIGN_ERROR_BODIES = ["/api/auth/[...nextauth]"];

/**
 * Tables a refused request (4xx) may still add rows to, because they record the attempt itself:
 * - auth_events, login_throttles: failed sign-ins are logged and count towards the account lockout.
 * - rate_limit_buckets: every attempt spends the caller's budget, refused or not.
 * - checkout_attempts: a declined checkout keeps its answer under its idempotency key, so a retry
 *   with that key gets the same answer instead of a second charge.
 * - chat_usage: the visa chat's daily quota counts every send in one atomic statement, refused ones
 *   too, per subject (token and IP, the stricter applies; lib/chat-quota/quota.ts).
 * Besides, the card provider's own records (PROVIDER_TABLES) for every route but the sandbox's; the
 * sandbox's own refusals may add only what the provider keeps of a refusal: the answer under its
 * idempotency key, and the declined charge.
 */
const ATTEMPT_LOGS = [
  "auth_events",
  "login_throttles",
  "rate_limit_buckets",
  "checkout_attempts",
  "chat_usage",
];
const SANDBOX_ROUTE = "/api/cali-sandbox/v1/[...path]";
const mayChangeOnRefusal = (route: RouteFile) => [
  ...ATTEMPT_LOGS,
  ...(route.pattern === SANDBOX_ROUTE
    ? ["cali_sandbox_idempotency", "cali_sandbox_transactions"]
    : PROVIDER_TABLES),
];

// ---------------------------------------------------------------------------------------------
// Generated requests

type RequestCase = {
  params: Params;
  path: string;
  query: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: Body | null;
};

const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

function paramsFor(route: RouteFile): fc.Arbitrary<Params> {
  const entries = route.segments.flatMap((segment): Array<fc.Arbitrary<[string, string | string[]]>> => {
    if (segment.kind === "param") return [badSegment.map((value): [string, string] => [segment.name, value])];
    if (segment.kind === "catchAll")
      return [
        fc
          .array(badSegment, { minLength: segment.optional ? 0 : 1, maxLength: 5 })
          .map((values): [string, string[]] => [segment.name, values]),
      ];
    return [];
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

function pathOf(route: RouteFile, params: Params): string {
  const parts = route.segments.map((segment) => {
    if (segment.kind === "static") return segment.name;
    const value = params[segment.name] ?? [];
    return Array.isArray(value) ? value.map(safeEncode).join("/") : safeEncode(value);
  });
  return `/${parts.filter(Boolean).join("/")}`;
}

/** Same-origin most of the time (so CSRF checks pass and validation is reached), sometimes not. */
const originHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({ host: "localhost:3000", origin: ORIGIN }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { host: "localhost:3000", origin: "https://evil.example" },
      { host: "localhost:3000", origin: "null" },
      { host: "localhost:3000" },
      { host: "localhost:3000", referer: "not a url" },
    ),
  },
);

const noiseHeaders = fc.dictionary(
  fc.constantFrom(
    "x-anonymous-token",
    "last-event-id",
    "idempotency-key",
    "cali-signature",
    "x-request-id",
    "content-length",
    "x-forwarded-for",
    "accept",
  ),
  headerText,
  { maxKeys: 2 },
);

function requestCases(route: RouteFile, method: HttpMethod): fc.Arbitrary<RequestCase> {
  const own = variantTable()[`${method} ${route.pattern}`] ?? [];
  const withBody = method !== "GET";
  const generic = fc.record({
    params: paramsFor(route),
    query: badQuery(),
    body: withBody ? badBody() : fc.constant(null),
    variant: fc.constant<Variant>({}),
  });
  const fromVariants = own.map((variant) =>
    fc.record({
      params: variant.params
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(variant.params) },
            { weight: 1, arbitrary: paramsFor(route) },
          )
        : paramsFor(route),
      query: badQuery(variant.query),
      body: withBody ? badBody(variant.body) : fc.constant(null),
      variant: fc.constant(variant),
    }),
  );
  const parts = fromVariants.length
    ? fc.oneof({ weight: 1, arbitrary: generic }, { weight: 4, arbitrary: fc.oneof(...fromVariants) })
    : generic;
  const keepVariantHeaders = fc.oneof(
    { weight: 4, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  );
  return fc
    .tuple(parts, originHeaders, noiseHeaders, keepVariantHeaders)
    .map(([{ params, query, body, variant }, origin, noise, keepVariant]) => {
      const headers: Record<string, string> = {
        ...origin,
        "user-agent": "jest fuzz",
        "x-forwarded-for": randomIp(),
        ...noise,
        ...(keepVariant ? variant.headers : {}),
      };
      if (body?.contentType) headers["content-type"] = body.contentType;
      // The webhook route: a valid signature over the exact body half of the time, to get past the check.
      if (route.pattern === "/api/webhooks/cali" && typeof body?.payload === "string" && keepVariant)
        headers["cali-signature"] = signWebhook(webhookSecret(), body.payload, Math.floor(Date.now() / 1000));
      return labelled(
        {
          params,
          path: pathOf(route, params),
          query,
          headers,
          cookies: (keepVariant && variant.cookies) || {},
          body,
        },
        `${method} ${pathOf(route, params).slice(0, 200)}${query.slice(0, 200)} headers=${JSON.stringify(headers)} body=${body ? fc.stringify(body) : "none"}`,
      );
    });
}

// ---------------------------------------------------------------------------------------------
// Sending and checking

type Handler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response> | Response;

const sleep = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

/**
 * The body as text; event streams are read for their first chunk only, then closed like a browser
 * leaving.
 */
async function readBody(response: Response): Promise<string> {
  if (!response.body) return "";
  const streaming = (response.headers.get("content-type") ?? "").includes("text/event-stream");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), sleep(Math.max(0, deadline - Date.now()))]);
      if (next === "timeout") throw new Error("The response body did not finish within 15 s");
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
      if (streaming || text.length > 2_000_000) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** What fetch accepts: bytes as a fresh ArrayBuffer of their own (a view may share a larger one). */
function bodyInit(payload: Body["payload"] | undefined): BodyInit | undefined {
  if (payload instanceof Uint8Array) return new Uint8Array(payload).buffer as ArrayBuffer;
  return payload;
}

async function send(
  route: RouteFile,
  method: HttpMethod,
  handler: Handler,
  persona: Persona,
  c: RequestCase,
): Promise<{ status: number; headers: Headers; text: string }> {
  const controller = new AbortController();
  const request = new NextRequest(new URL(`${c.path}${c.query}`, ORIGIN), {
    method,
    headers: c.headers,
    body: bodyInit(c.body?.payload),
    signal: controller.signal,
  });
  ambientRequest.headers = new Headers(request.headers);
  ambientRequest.cookies = {
    ...c.cookies,
    ...(persona.cookie ? { "next-auth.session-token": persona.cookie } : {}),
  };
  try {
    const response = await Promise.race([
      handler(request, { params: Promise.resolve(c.params) }),
      sleep(20_000),
    ]);
    if (response === "timeout") throw new Error("The handler did not answer within 20 s");
    return { status: response.status, headers: response.headers, text: await readBody(response) };
  } catch (error) {
    // A throw out of a route handler is what Next answers with a 500.
    throw new Error(
      `${method} ${route.pattern} threw (Next answers 500): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    controller.abort();
  }
}

function expectWellFormed(
  route: RouteFile,
  answer: { status: number; headers: Headers; text: string },
): void {
  const context = `status ${answer.status}, body ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`Answered ${context}`);
  if (answer.status === 429 && !answer.headers.get("retry-after"))
    throw new Error(`429 without Retry-After: ${context}`);
  if (
    answer.status < 400 ||
    !route.pattern.startsWith("/api/") ||
    FOREIGN_ERROR_BODIES.includes(route.pattern)
  )
    return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new Error(`An /api error answer that is not JSON: ${context}`);
  }
  const error = (parsed as { error?: unknown } | null)?.error;
  if (typeof error !== "string" || !error)
    throw new Error(`An /api error answer without { error: string }: ${context}`);
  if (/prisma|\bat \S+ \(|node_modules|syntaxerror/i.test(answer.text))
    throw new Error(`An error answer leaks internals: ${context}`);
}

/** FUZZ_STATS=1 prints the answers per handler and persona: how deep the fuzz gets. */
const stats = new Map<string, Map<string, number>>();
function tally(handler: string, outcome: string) {
  const counts = stats.get(handler) ?? new Map<string, number>();
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  stats.set(handler, counts);
}

// ---------------------------------------------------------------------------------------------

const routes = discoverRoutes();
/** Each route's module and the HTTP methods it exports (loaded while Jest collects the tests). */
const handlers = routes.flatMap((route) => {
  const routeModule = jest.requireActual<Record<string, unknown>>(route.file);
  return HTTP_METHODS.filter((method) => typeof routeModule[method] === "function").map((method) => ({
    route,
    method,
    handler: routeModule[method] as Handler,
  }));
});
let personas: Persona[] = [];

/** GET /api/auth/csrf as a browser would, keeping the token and the cookie it sets. */
async function fetchCsrf() {
  const csrfHandler = handlers.find(
    (h) => h.method === "GET" && h.route.pattern === "/api/auth/[...nextauth]",
  );
  if (!csrfHandler) return;
  const request = new NextRequest(`${ORIGIN}/api/auth/csrf`, { headers: { host: "localhost:3000" } });
  ambientRequest.headers = new Headers(request.headers);
  ambientRequest.cookies = {};
  const response = await csrfHandler.handler(request, { params: Promise.resolve({ nextauth: ["csrf"] }) });
  csrf.token = ((await response.json()) as { csrfToken: string }).csrfToken;
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    csrf.cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
}
let sandboxServer: Awaited<ReturnType<typeof startRouteServer>>;

// Hooks inside a describe run before the setup file's (which drops the database).
describe("fuzz: route handlers", () => {
  beforeAll(async () => {
    sandboxServer = await startRouteServer([
      {
        prefix: "/api/cali-sandbox/v1/",
        handlers: { GET: sandboxRoute.GET, POST: sandboxRoute.POST, PUT: sandboxRoute.PUT },
        catchAll: "path",
      },
      { prefix: "/api/webhooks/cali", handlers: { POST: webhookRoute.POST } },
    ]);
    process.env.SITE_INTERNAL_URL = sandboxServer.url;
    for (const { features, ...plan } of planSeeds)
      await db.subscriptionPlan.create({ data: { ...plan, features } });
    personas = await createPersonas(process.env.NEXTAUTH_SECRET!);
    await fetchCsrf();
  });

  afterAll(async () => {
    if (process.env.FUZZ_STATS)
      for (const [handler, counts] of stats)
        console.log(
          `${handler}: ${[...counts]
            .sort()
            .map(([k, v]) => `${k}×${v}`)
            .join(" ")}`,
        );
    await flushWebhookDeliveries();
    await closeListenerHub();
    await sandboxServer.close();
  });

  describe("discovery", () => {
    it("finds the route handlers of app/ on disk", () => {
      expect(routes.length).toBeGreaterThanOrEqual(25);
      expect(routes.map((r) => r.pattern)).toEqual(
        expect.arrayContaining([
          "/api/health",
          "/api/cali-sandbox/v1/[...path]",
          "/api/auth/[...nextauth]",
          "/api/webhooks/cali",
          "/media/[...path]",
          "/guides/[file]",
        ]),
      );
    });

    it("every valid-request template names a discovered handler", () => {
      const names = new Set(handlers.map(({ route, method }) => `${method} ${route.pattern}`));
      expect(Object.keys(variantTable()).filter((key) => !names.has(key))).toEqual([]);
    });
  });

  /** One request, built by hand, through the same path as the fuzz's. */
  async function request(
    method: HttpMethod,
    pattern: string,
    personaName: Persona["name"],
    {
      params = {},
      query = "",
      json,
      headers = {},
      cookies = {},
    }: {
      params?: Params;
      query?: string;
      json?: string;
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
    },
  ) {
    const found = handlers.find((h) => h.method === method && h.route.pattern === pattern);
    const persona = personas.find((p) => p.name === personaName);
    if (!found || !persona) throw new Error(`No ${method} ${pattern} handler or ${personaName} persona`);
    const c: RequestCase = {
      params,
      path: pathOf(found.route, params),
      query,
      headers: {
        host: "localhost:3000",
        origin: ORIGIN,
        "x-forwarded-for": randomIp(),
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      cookies,
      body:
        json === undefined ? null : { label: "regression", contentType: "application/json", payload: json },
    };
    const answer = await send(found.route, method, found.handler, persona, c);
    expectWellFormed(found.route, answer);
    return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
  }

  // Found by this fuzz: next-auth hands a JSON body's callbackUrl, whatever its type, to our
  // redirect callback, which called .startsWith on it: a TypeError, a 500 (lib/auth/next-auth.ts).
  it.each([[{}], [1], [["/profile"]], [null]])(
    "POST /api/auth/signin/credentials with callbackUrl %j goes home instead of answering 500",
    async (callbackUrl) => {
      const answer = await request("POST", "/api/auth/[...nextauth]", "anonymous", {
        params: { nextauth: ["signin", "credentials"] },
        json: JSON.stringify({ callbackUrl, json: "true", csrfToken: csrf.token }),
        cookies: csrf.cookies,
      });
      expect(answer.status).toBe(200);
      expect(String(answer.body.url)).toMatch(new RegExp(`^${ORIGIN}/`));
    },
  );

  // Found by this fuzz: text PostgreSQL cannot store (NUL; an unpaired surrogate in a jsonb column)
  // passed validation and failed at the database, a 500. Now refused (lib/http/storable-text.ts).
  describe("regressions: text the database cannot store", () => {
    it("POST /api/chat/visa/messages refuses a question with a NUL byte: 422, nothing stored", async () => {
      const before = await tableCounts();
      const answer = await request("POST", "/api/chat/visa/messages", "member", {
        json: JSON.stringify({ message: "Do I need a visa?\u0000", chatId: null }),
      });
      expect(answer).toEqual({ status: 422, body: { error: UNSTORABLE_TEXT, field: "message" } });
      expect(countChanges(before, await tableCounts(), ATTEMPT_LOGS)).toEqual([]);
    });

    it("GET /api/dev/mailbox refuses a recipient with a NUL byte: 400", async () => {
      expect(await request("GET", "/api/dev/mailbox", "admin", { query: "?to=a%00b%40example.com" })).toEqual(
        { status: 400, body: { error: "Invalid recipient address" } },
      );
    });

    it.each([
      ["a NUL byte in its id", { ...webhookEvent, id: "evt_\u0000" }],
      [
        "an unpaired surrogate in a field kept only in the raw payload",
        { ...webhookEvent, data: { ...webhookEvent.data, note: "\ud800" } },
      ],
      ["a NUL byte in an object key", { ...webhookEvent, data: { ...webhookEvent.data, "k\u0000": 1 } }],
    ])(
      "POST /api/webhooks/cali refuses a correctly signed event with %s: 400, no payment event stored",
      async (_case, event) => {
        const payload = JSON.stringify(event);
        const before = await tableCounts();
        const answer = await request("POST", "/api/webhooks/cali", "anonymous", {
          json: payload,
          headers: { "cali-signature": signWebhook(webhookSecret(), payload, Math.floor(Date.now() / 1000)) },
        });
        expect(answer).toEqual({ status: 400, body: { error: "Webhook body is not a valid event" } });
        expect(countChanges(before, await tableCounts(), ATTEMPT_LOGS)).toEqual([]);
      },
    );

    it("POST /api/webhooks/cali still applies the same event without the bad text", async () => {
      const payload = JSON.stringify({
        ...webhookEvent,
        id: "evt_fuzz_clean",
        data: { ...webhookEvent.data, note: "ok ✓" },
      });
      const answer = await request("POST", "/api/webhooks/cali", "anonymous", {
        json: payload,
        headers: { "cali-signature": signWebhook(webhookSecret(), payload, Math.floor(Date.now() / 1000)) },
      });
      expect(answer.status).toBe(200);
      expect(
        await db.paymentEvent.findUnique({
          where: { eventId: "evt_fuzz_clean" },
          select: { rawPayload: true },
        }),
      ).toEqual({ rawPayload: JSON.parse(payload) });
    });
  });

  describe.each(
    handlers.map(
      ({ route, method, handler }) => [`${method} ${route.pattern}`, route, method, handler] as const,
    ),
  )("%s", (_name, route, method, handler) => {
    it(
      "survives bad input from every persona",
      async () => {
        for (const persona of personas) {
          await fuzz(
            `${method} ${route.pattern} as ${persona.name}`,
            requestCases(route, method),
            async (c) => {
              // Webhook deliveries the card sandbox queued, and emails, belong to the request that
              // queued them.
              await flushWebhookDeliveries();
              await flushOutbox();
              const before = await tableCounts();
              const answer = await send(route, method, handler, persona, c);
              await flushWebhookDeliveries();
              await flushOutbox();
              const after = await tableCounts();
              tally(`${method} ${route.pattern}`, `${persona.name}:${answer.status}`);
              expectWellFormed(route, answer);
              const changed =
                answer.status >= 400 ? countChanges(before, after, mayChangeOnRefusal(route)) : [];
              if (changed.length)
                throw new Error(
                  `Refused with ${answer.status} ${answer.text.slice(0, 200)} but stored rows: ${changed.join(", ")}`,
                );
            },
            RUNS,
          );
          const broken = await brokenInvariants();
          if (broken.length)
            throw new Error(`After ${method} ${route.pattern} as ${persona.name}: ${broken.join("; ")}`);
        }
        expect(prototypePolluted()).toBe(false);
      },
      FUZZ_TIMEOUT,
    );
  });
});
