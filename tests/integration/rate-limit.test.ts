import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import * as resendRoute from "@/app/api/auth/resend-confirmation/route";
import * as webhookRoute from "@/app/api/webhooks/cali/route";
import { apiRoute } from "@/lib/http/api";
import { consumeRateLimit, closeRateLimitStore, rateLimitStore } from "@/lib/rate-limit";
import { postgresStore } from "@/lib/rate-limit/postgres-store";
import { redisStore } from "@/lib/rate-limit/redis-store";
import type { RateLimitStore } from "@/lib/rate-limit/store";
import { joinWaitlistAction } from "@/lib/waitlist/actions";
import { db } from "@/lib/services/database";
import { client, createUser, uniqueEmail } from "../support/factories";
import { ambientRequest, setAmbientSession } from "../support/request-context";
import { sessionCookieOf } from "../support/signed-in";

/*
 * The one rate limit of every mutation, on a real database (and a real Redis when one runs): the
 * stores count exactly under concurrency, route handlers answer 429 with Retry-After, server
 * actions answer a message, per IP and per user. Only Next's request context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
ambientRequest.headers = new Headers();

process.env.NEXTAUTH_SECRET ??= "rate-limit-test-secret-that-is-long-enough-0123456789";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const origin = "http://localhost:3000";

const ip = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function post(path: string, { from, body = "{}", cookie }: { from: string; body?: string; cookie?: string }) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      host: "localhost:3000",
      origin,
      "x-forwarded-for": from,
      ...(cookie ? { cookie: `next-auth.session-token=${cookie}` } : {}),
    },
  });
}

async function sessionCookie(userId: string) {
  return (await sessionCookieOf({ id: userId }, client)).cookies["next-auth.session-token"];
}

/** Whether a Redis answers (checked once, synchronously, so the suite can be declared or skipped). */
function redisRuns(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require("net").connect(${Number(port || 6379)}, ${JSON.stringify(hostname)}).on("connect", () => process.exit(0)).on("error", () => process.exit(1))`;
  return spawnSync(process.execPath, ["-e", probe], { timeout: 2_000 }).status === 0;
}

afterEach(() => {
  delete process.env.MUTATION_LIMIT_PER_IP;
  delete process.env.MUTATION_LIMIT_PER_USER;
  setAmbientSession(null);
});

afterAll(async () => {
  delete process.env.REDIS_URL;
  await closeRateLimitStore();
});

function storeContract(name: string, make: () => Promise<RateLimitStore & { close?: () => Promise<void> }>) {
  describe(`${name} store`, () => {
    let store: RateLimitStore & { close?: () => Promise<void> };
    beforeAll(async () => {
      store = await make();
    });
    afterAll(async () => {
      await store.close?.();
    });

    it("counts every hit of a window exactly, even 50 at once", async () => {
      const key = `test:${randomUUID()}`;
      const window = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, window, 60_000)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it("counts several keys in one call exactly, with overlapping calls in parallel, and shares buckets with hit", async () => {
      const [a, b, c] = [`test:a:${randomUUID()}`, `test:b:${randomUUID()}`, `test:c:${randomUUID()}`];
      const window = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      const at = (key: string) => ({ key, windowStart: window, windowMs: 60_000 });
      // Each call names two of the keys, in either order (a deadlock would fail the test).
      const calls = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? [at(a), at(b)] : i % 3 === 1 ? [at(b), at(a)] : [at(c), at(a)],
      );
      const counts = await Promise.all(calls.map((hits) => store.hitAll(hits)));
      const seen = (key: string) =>
        counts.flatMap((row, i) => row.filter((_, j) => calls[i]![j]!.key === key)).sort((x, y) => x - y);
      expect(seen(a)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(seen(b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(seen(c)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(await store.hit(a, window, 60_000)).toBe(31);
      // A key named twice in one call gets both hits, counted one after the other.
      expect(await store.hitAll([at(c), at(c), at(b)])).toEqual([11, 12, 21]);
    });

    it("starts a new count in the next window", async () => {
      const key = `test:${randomUUID()}`;
      const first = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      await store.hit(key, first, 60_000);
      await store.hit(key, first, 60_000);
      expect(await store.hit(key, new Date(first.getTime() + 60_000), 60_000)).toBe(1);
    });
  });
}

storeContract("PostgreSQL", async () => postgresStore);

// CI machines run Redis: there the Redis half must run; elsewhere it runs when a Redis answers.
const describeRedis = process.env.CI || redisRuns(redisUrl) ? describe : describe.skip;
describeRedis("with Redis", () => {
  storeContract("Redis", async () => redisStore(redisUrl, `latitud-test:${randomUUID()}:`));

  it("is used for every limit when REDIS_URL is set, and nothing lands in PostgreSQL", async () => {
    process.env.REDIS_URL = redisUrl;
    try {
      expect((await rateLimitStore()).name).toBe("redis");
      const rule = { name: `redis-rule-${randomUUID()}`, limit: 2, windowMs: 60_000 };
      const results = await Promise.all([1, 2, 3].map(() => consumeRateLimit(rule, "someone")));
      expect(results.filter((r) => r.allowed)).toHaveLength(2);
      expect(await db.rateLimitBucket.count({ where: { key: { startsWith: rule.name } } })).toBe(0);
    } finally {
      delete process.env.REDIS_URL;
      expect((await rateLimitStore()).name).toBe("postgres");
    }
  });
});

describe("limits", () => {
  it("a rule allows exactly its limit under concurrency and says when to retry", async () => {
    const rule = { name: `rule-${randomUUID()}`, limit: 5, windowMs: 60_000 };
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 15_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(rule, "203.0.113.9", now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.find((r) => !r.allowed)?.retryAfterMs).toBe(45_000);
  });
});

describe("every mutation spends from one budget", () => {
  it("route handlers: per IP, before the input is even read; 429 with Retry-After and { error }", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "3";
    const from = ip();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await resendRoute.POST(post("/api/auth/resend-confirmation", { from, body: "not json" }), {}))
          .status,
      );
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await resendRoute.POST(
      post("/api/auth/resend-confirmation", { from, body: "not json" }),
      {},
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual(
      expect.objectContaining({
        error: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      }),
    );
    // Another visitor still gets through.
    expect(
      (await resendRoute.POST(post("/api/auth/resend-confirmation", { from: ip(), body: "not json" }), {}))
        .status,
    ).toBe(400);
  });

  it("route handlers: per signed-in user, whatever IP the requests come from", async () => {
    process.env.MUTATION_LIMIT_PER_USER = "2";
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    const send = () =>
      resendRoute.POST(post("/api/auth/resend-confirmation", { from: ip(), body: "not json", cookie }), {});
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(429);
    // Signed out, the same visitors are only limited per IP.
    expect(
      (await resendRoute.POST(post("/api/auth/resend-confirmation", { from: ip(), body: "not json" }), {}))
        .status,
    ).toBe(400);
  });

  it("reads are never limited", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "1";
    const from = ip();
    const read = apiRoute(async () => Response.json({ ok: true }));
    for (let i = 0; i < 3; i++)
      expect(
        (await read(new Request(`${origin}/api/anything`, { headers: { "x-forwarded-for": from } }), {}))
          .status,
      ).toBe(200);
  });

  it("the card provider's webhooks are not limited (signed, retried by the provider)", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "1";
    const from = ip();
    for (let i = 0; i < 3; i++)
      expect((await webhookRoute.POST(post("/api/webhooks/cali", { from }), {})).status).toBe(401);
  });

  it("server actions: the same budget, answered with a message instead of running", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "2";
    ambientRequest.headers = new Headers({ host: "localhost:3000", "x-forwarded-for": ip() });
    const first = await joinWaitlistAction({ email: uniqueEmail("wait") });
    const second = await joinWaitlistAction({ email: "not-an-email" });
    const third = await joinWaitlistAction({ email: uniqueEmail("wait") });
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(false);
    expect(third).toEqual({
      ok: false,
      error: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    // The refused call stored nothing.
    expect(await db.waitlistEntry.count()).toBe(1);
  });

  it("route handlers and server actions share the budget of one IP", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "2";
    const from = ip();
    ambientRequest.headers = new Headers({ host: "localhost:3000", "x-forwarded-for": from });
    expect((await joinWaitlistAction({ email: uniqueEmail("shared") })).ok).toBe(true);
    expect(
      (await resendRoute.POST(post("/api/auth/resend-confirmation", { from, body: "not json" }), {})).status,
    ).toBe(400);
    expect(
      (await resendRoute.POST(post("/api/auth/resend-confirmation", { from, body: "not json" }), {})).status,
    ).toBe(429);
    expect((await joinWaitlistAction({ email: uniqueEmail("shared") })).ok).toBe(false);
  });
});
