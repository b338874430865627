import { decodeLoginError } from "@/lib/auth/login-messages";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { translator } from "@/lib/i18n/translator";
import { db } from "@/lib/services/database";
import { AUTH_ORIGIN, signInOverHttp as signIn } from "../support/auth-http";
import { createUser, randomClient, uniqueEmail } from "../support/factories";

/*
 * The next-auth route over HTTP requests, as Next calls it (a NextRequest and { params }), on a real
 * database: sign-in spends from the mutation rate limit like every other mutation. Only Next's
 * request context is stood in for: headers()/cookies() return each request's own
 * (tests/support/request-context.ts).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "auth-route-test-secret-that-is-long-enough-0123456789";
process.env.NEXTAUTH_URL = AUTH_ORIGIN;

beforeEach(() => clearSecuritySettingsCache());
afterEach(() => {
  delete process.env.MUTATION_LIMIT_PER_IP;
  delete process.env.MUTATION_LIMIT_PER_USER;
});

/** The mutation windows are whole minutes: start a burst well inside one. */
async function clearOfWindowEdge() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe("sign-in spends from the mutation rate limit", () => {
  it("per IP: 40 parallel sign-ins with a budget of 30 → 10 answered 429 with Retry-After, in a body next-auth's client reads; refusals are not logged one row each", async () => {
    process.env.MUTATION_LIMIT_PER_IP = "30";
    await clearOfWindowEdge();
    const ip = randomClient().ip;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signIn(ip, uniqueEmail("spray"), "Wrong-Pass-00")),
    );
    const statuses = responses.map((r) => r.status);
    console.log(
      `[sign-in limit] 40 parallel sign-ins from one IP, budget 30 → ${statuses.filter((s) => s === 429).length} × 429`,
    );
    // The csrf GETs are reads and spend nothing; each POST spends one.
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: string; url: string };
    expect(body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // next-auth's signIn() reads the error from `url`; the login form shows 'Login blocked'.
    const decoded = decodeLoginError(new URL(body.url).searchParams.get("error"));
    expect(decoded).toEqual(expect.objectContaining({ code: "rate_limited", message: "blocked" }));
    expect((await translator("en", "auth"))(`login.errors.${decoded.message}`, decoded.values)).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    // 30 reached the lockout: at most 20 checked (the IP then blocks) and one lock; one row for the limit.
    expect(await db.authEvent.count({ where: { ipAddress: ip } })).toBeLessThanOrEqual(22);
    expect(await db.authEvent.count({ where: { ipAddress: ip, eventType: "sign_in_rate_limited" } })).toBe(1);
  });

  it("per account: 40 sign-ins on one email from 40 addresses, with a per-user budget of 30 → 10 × 429", async () => {
    process.env.MUTATION_LIMIT_PER_USER = "30";
    await clearOfWindowEdge();
    const user = await createUser();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signIn(randomClient().ip, user.email.toUpperCase(), "Wrong-Pass-00")),
    );
    expect(responses.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await db.authEvent.count({ where: { email: user.email } })).toBeLessThanOrEqual(7);
  });

  it("a sign-in within the budget still works", async () => {
    const user = await createUser();
    const response = await signIn(randomClient().ip, user.email, "Cafecito-Andes-77");
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith("next-auth.session-token=")),
    ).toBe(true);
  });
});
