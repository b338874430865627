import { login } from "@/lib/auth/login";
import { authOptions } from "@/lib/auth/next-auth";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { validateSession } from "@/lib/auth/sessions";
import { DEMO_ADMIN_TOTP_SECRET, seedDemoTwoFactor } from "@/lib/auth/two-factor/demo";
import { confirmEnrolment, startEnrolment } from "@/lib/auth/two-factor/enrolment";
import { decryptSecret } from "@/lib/auth/two-factor/secret-box";
import { loginWithSecondFactor } from "@/lib/auth/two-factor/second-step";
import { stepAt, totpCodeAt } from "@/lib/auth/two-factor/totp";
import { consumeRecoveryCode, consumeTotpCode } from "@/lib/auth/two-factor/verify";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { seedDatabase } from "@/prisma/seed";
import { createUser, latestEmail, randomClient, strongPassword } from "../support/factories";

/*
 * The login with two-factor on a real database: the password step returns a challenge instead of
 * a session, the code step opens it. Time is passed in, so steps and expiry are exact.
 */
beforeEach(() => clearSecuritySettingsCache());

// The codes checked are counted through the real functions (call-through wrappers).
jest.mock("@/lib/auth/two-factor/verify", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/two-factor/verify")>(
    "@/lib/auth/two-factor/verify",
  );
  return {
    ...actual,
    consumeTotpCode: jest.fn(actual.consumeTotpCode),
    consumeRecoveryCode: jest.fn(actual.consumeRecoveryCode),
  };
});
const codesChecked = () =>
  (consumeTotpCode as jest.Mock).mock.calls.length + (consumeRecoveryCode as jest.Mock).mock.calls.length;

const STEP_MS = 30_000;

/** A confirmed member with two-factor on (through the real enrolment), its secret and recovery codes. */
async function memberWithTwoFactor(now = new Date()) {
  const user = await createUser();
  const started = await startEnrolment(user);
  if (!started.ok) throw new Error(started.error);
  const secret = started.data.manualKey.replace(/ /g, "");
  const confirmed = await confirmEnrolment(user, totpCodeAt(secret, stepAt(now)), null, now);
  if (!confirmed.ok) throw new Error(confirmed.error);
  return { user, secret, recoveryCodes: confirmed.data.recoveryCodes, enrolledAt: now };
}

async function passwordStep(email: string, client: ClientInfo, now: Date): Promise<string> {
  const result = await login({ email, password: strongPassword }, client, now);
  if (result.ok || result.code !== "two_factor_required")
    throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
  return result.challenge;
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

type Authorize = (credentials: Record<string, string>, request: unknown) => Promise<unknown>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options
  .authorize;

describe("login with two-factor", () => {
  it("the right password opens no session until a valid code; then exactly one", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const sessionsBefore = await db.userSession.count({ where: { userId: user.id } });
    const challenge = await passwordStep(user.email, randomClient(), now);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(sessionsBefore);
    // Only a hash of the token is kept.
    expect(await db.twoFactorChallenge.count({ where: { tokenHash: challenge } })).toBe(0);
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "two_factor_challenge" } })).toBe(
      1,
    );

    const code = totpCodeAt(secret, stepAt(now));
    const result = await loginWithSecondFactor({ challenge, code }, randomClient(), now);
    expect(result).toEqual({ ok: true, userId: user.id, sessionId: expect.any(String) });
    expect(await validateSession((result as { sessionId: string }).sessionId, now)).toEqual(
      expect.objectContaining({ id: user.id }),
    );
    const success = await db.authEvent.findFirstOrThrow({
      where: { userId: user.id, eventType: "login_success" },
    });
    expect(success.details).toEqual(expect.objectContaining({ secondFactor: "totp" }));
    // Neither the code nor the challenge token is ever logged.
    const events = JSON.stringify(await db.authEvent.findMany({ where: { userId: user.id } }));
    expect(events).not.toContain(challenge);
    expect(events).not.toContain(code);
  });

  it("works through the credentials provider: two_factor_required:<challenge>, then { challenge, code }", async () => {
    // Enrolled a step ago, so the current step's code is unused.
    const { user, secret } = await memberWithTwoFactor(later(new Date(), -STEP_MS));
    const request = { headers: { "x-forwarded-for": randomClient().ip, "user-agent": "jest" } };
    const error = await authorize(
      { email: user.email, password: strongPassword, csrfToken: "x" },
      request,
    ).catch((e: Error) => e.message);
    expect(error).toMatch(/^two_factor_required:[A-Za-z0-9_-]{43}$/);
    const challenge = (error as string).split(":")[1]!;
    const code = totpCodeAt(secret, stepAt(new Date()) + 1);
    await expect(authorize({ challenge, code: wrongCode(code) }, request)).rejects.toThrow(
      "two_factor_invalid",
    );
    await expect(authorize({ challenge, code: "12" }, request)).rejects.toThrow("two_factor_invalid");
    await expect(authorize({ challenge, code }, request)).resolves.toEqual({
      id: user.id,
      sessionId: expect.any(String),
    });
  });

  it("refuses the code used at enrolment (no replay), accepts the next step's", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const challenge = await passwordStep(user.email, randomClient(), enrolledAt);
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(secret, stepAt(enrolledAt)) },
        randomClient(),
        enrolledAt,
      ),
    ).toEqual({ ok: false, code: "two_factor_invalid" });
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(secret, stepAt(enrolledAt) + 1) },
        randomClient(),
        enrolledAt,
      ),
    ).toEqual(expect.objectContaining({ ok: true }));
    // That step cannot log in a second time either, even with a new challenge.
    const again = await passwordStep(user.email, randomClient(), enrolledAt);
    expect(
      await loginWithSecondFactor(
        { challenge: again, code: totpCodeAt(secret, stepAt(enrolledAt) + 1) },
        randomClient(),
        enrolledAt,
      ),
    ).toEqual({ ok: false, code: "two_factor_invalid" });
  });

  it("two parallel requests with the same code: one session at most", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const [a, b] = await Promise.all([
      passwordStep(user.email, randomClient(), now),
      passwordStep(user.email, randomClient(), now),
    ]);
    const code = totpCodeAt(secret, stepAt(now));
    const results = await Promise.all([
      loginWithSecondFactor({ challenge: a, code }, randomClient(), now),
      loginWithSecondFactor({ challenge: b, code }, randomClient(), now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("wrong codes count towards the account lockout, with wrong passwords: locked at 5", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const right = totpCodeAt(secret, stepAt(now));
    for (let i = 0; i < 2; i++)
      expect(await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient(), now)).toEqual({
        ok: false,
        code: "invalid",
      });
    // A right password does not reset the counter while the second factor is pending.
    const challenge = await passwordStep(user.email, randomClient(), now);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(await loginWithSecondFactor({ challenge, code: wrongCode(right) }, randomClient(), now));
    expect(codes).toEqual([
      { ok: false, code: "two_factor_invalid" },
      { ok: false, code: "two_factor_invalid" },
      { ok: false, code: "now_locked", retryAfterSeconds: expect.any(Number) },
    ]);
    expect(await loginWithSecondFactor({ challenge, code: right }, randomClient(), now)).toEqual({
      ok: false,
      code: "two_factor_expired",
    });
    expect(await login({ email: user.email, password: strongPassword }, randomClient(), now)).toEqual({
      ok: false,
      code: "locked",
      retryAfterSeconds: expect.any(Number),
    });
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "two_factor_failure" } })).toBe(3);
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "account_locked" } })).toBe(1);
  });

  it("five wrong codes lock the account; once the lock ends, password and code work again", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const right = totpCodeAt(secret, stepAt(now));
    const challenge = await passwordStep(user.email, randomClient(), now);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (
          (await loginWithSecondFactor({ challenge, code: wrongCode(right) }, randomClient(), now)) as {
            code: string;
          }
        ).code,
      );
    expect(codes).toEqual([
      "two_factor_invalid",
      "two_factor_invalid",
      "two_factor_invalid",
      "two_factor_invalid",
      "now_locked",
    ]);
    expect(await login({ email: user.email, password: strongPassword }, randomClient(), now)).toEqual(
      expect.objectContaining({ code: "locked" }),
    );
    const unlocked = later(now, 16 * 60_000);
    const next = await passwordStep(user.email, randomClient(), unlocked);
    expect(
      await loginWithSecondFactor(
        { challenge: next, code: totpCodeAt(secret, stepAt(unlocked)) },
        randomClient(),
        unlocked,
      ),
    ).toEqual(expect.objectContaining({ ok: true }));
  });

  it("60 parallel codes over 6 challenges, the right one among them: at most 5 codes checked, the account locked", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const right = totpCodeAt(secret, stepAt(now));
    const challenges: string[] = [];
    for (let i = 0; i < 6; i++) challenges.push(await passwordStep(user.email, randomClient(), now));
    const before = codesChecked(); // the enrolment checked one
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        loginWithSecondFactor(
          { challenge: challenges[i % 6]!, code: i === 33 ? right : wrongCode(right) },
          randomClient(),
          now,
        ),
      ),
    );
    console.log(`[lockout] 60 parallel codes over 6 challenges → ${codesChecked() - before} codes checked`);
    expect(codesChecked() - before).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.ok)).toHaveLength(0);
    expect(await login({ email: user.email, password: strongPassword }, randomClient(), now)).toEqual(
      expect.objectContaining({ ok: false, code: "locked" }),
    );
  });

  it("20 parallel codes on one challenge: at most 5 checked", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const challenge = await passwordStep(user.email, randomClient(), now);
    const before = codesChecked();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        loginWithSecondFactor(
          { challenge, code: wrongCode(totpCodeAt(secret, stepAt(now))) },
          randomClient(),
          now,
        ),
      ),
    );
    expect(codesChecked() - before).toBeLessThanOrEqual(5);
    expect(
      (await db.twoFactorChallenge.findFirstOrThrow({ where: { userId: user.id } })).attempts,
    ).toBeLessThanOrEqual(5);
  });

  it("a challenge takes at most 5 codes, even when the account is not locked", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const right = totpCodeAt(secret, stepAt(now));
    const challenge = await passwordStep(user.email, randomClient(), now);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          (await loginWithSecondFactor({ challenge, code: wrongCode(right) }, randomClient(), now)) as {
            code: string;
          }
        ).code,
      );
      // As if the lockout window had restarted: only the challenge's own limit is left.
      await db.loginThrottle.deleteMany({ where: { key: `email:${user.email}` } });
    }
    expect(codes).toEqual([
      "two_factor_invalid",
      "two_factor_invalid",
      "two_factor_invalid",
      "two_factor_invalid",
      "two_factor_expired",
    ]);
    expect(await loginWithSecondFactor({ challenge, code: right }, randomClient(), now)).toEqual({
      ok: false,
      code: "two_factor_expired",
    });
  });

  it("a challenge expires after 5 minutes and works once", async () => {
    const { user, secret, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const stale = await passwordStep(user.email, randomClient(), now);
    const afterExpiry = later(now, 5 * 60_000 + 1000);
    expect(
      await loginWithSecondFactor(
        { challenge: stale, code: totpCodeAt(secret, stepAt(afterExpiry)) },
        randomClient(),
        afterExpiry,
      ),
    ).toEqual({ ok: false, code: "two_factor_expired" });

    const challenge = await passwordStep(user.email, randomClient(), afterExpiry);
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(secret, stepAt(afterExpiry)) },
        randomClient(),
        afterExpiry,
      ),
    ).toEqual(expect.objectContaining({ ok: true }));
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(secret, stepAt(afterExpiry) + 1) },
        randomClient(),
        afterExpiry,
      ),
    ).toEqual({ ok: false, code: "two_factor_expired" });
    expect(
      await loginWithSecondFactor({ challenge: "x".repeat(43), code: "123456" }, randomClient(), afterExpiry),
    ).toEqual({ ok: false, code: "two_factor_expired" });
  });

  it("a challenge is bound to its account: another user's valid code does not finish it", async () => {
    const alice = await memberWithTwoFactor();
    const bob = await memberWithTwoFactor();
    const now = later(alice.enrolledAt, STEP_MS);
    const challenge = await passwordStep(alice.user.email, randomClient(), now);
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(bob.secret, stepAt(now)) },
        randomClient(),
        now,
      ),
    ).toEqual({ ok: false, code: "two_factor_invalid" });
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(alice.secret, stepAt(now)) },
        randomClient(),
        now,
      ),
    ).toEqual(expect.objectContaining({ ok: true, userId: alice.user.id }));
  });

  it("a recovery code works once, in any case and spacing; its use is logged and emailed", async () => {
    const { user, recoveryCodes, enrolledAt } = await memberWithTwoFactor();
    const now = later(enrolledAt, STEP_MS);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(user.email, randomClient(), now);
    expect(
      await loginWithSecondFactor(
        { challenge: first, recoveryCode: code.toUpperCase().replace(/-/g, " ") },
        randomClient(),
        now,
      ),
    ).toEqual(expect.objectContaining({ ok: true }));
    expect(await db.twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(9);
    const event = await db.authEvent.findFirstOrThrow({
      where: { userId: user.id, eventType: "two_factor_recovery_code_used" },
    });
    expect(event.details).toEqual({ remaining: 9 });
    expect((await latestEmail(user.email))?.subject).toBe("A recovery code was used to log in to Latitud");

    const second = await passwordStep(user.email, randomClient(), now);
    expect(
      await loginWithSecondFactor({ challenge: second, recoveryCode: code }, randomClient(), now),
    ).toEqual({ ok: false, code: "two_factor_invalid" });
    expect(
      await loginWithSecondFactor(
        { challenge: second, recoveryCode: recoveryCodes[4]! },
        randomClient(),
        now,
      ),
    ).toEqual(expect.objectContaining({ ok: true }));
  });

  it("users without two-factor, or with an unconfirmed setup, log in with the password alone", async () => {
    const user = await createUser();
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual({
      ok: true,
      userId: user.id,
      sessionId: expect.any(String),
    });
    await startEnrolment(user);
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
  });
});

describe("the demo admin's two-factor", () => {
  it("is seeded enabled with the fixed demo secret, encrypted, idempotently; a code from it logs in", async () => {
    await seedDatabase(db, { demo: true, adminEmails: [] });
    await seedDemoTwoFactor(db);
    const admin = await db.user.findUniqueOrThrow({
      where: { email: "admin@demo.latitud.app" },
      include: { twoFactorSecret: true },
    });
    const row = admin.twoFactorSecret!;
    expect(row.enabledAt).not.toBeNull();
    expect(row.secretEncrypted).not.toContain(DEMO_ADMIN_TOTP_SECRET);
    expect(decryptSecret(row.secretEncrypted, admin.id)).toBe(DEMO_ADMIN_TOTP_SECRET);
    await seedDemoTwoFactor(db);
    expect(
      (await db.twoFactorSecret.findUniqueOrThrow({ where: { userId: admin.id } })).secretEncrypted,
    ).toBe(row.secretEncrypted);

    const now = new Date();
    const challenge = await (async () => {
      const result = await login({ email: admin.email, password: "Nomad-Demo-2026" }, randomClient(), now);
      return (result as { challenge: string }).challenge;
    })();
    expect(
      await loginWithSecondFactor(
        { challenge, code: totpCodeAt(DEMO_ADMIN_TOTP_SECRET, stepAt(now)) },
        randomClient(),
        now,
      ),
    ).toEqual(expect.objectContaining({ ok: true, userId: admin.id }));
  });

  it("rewrites a row it cannot read (NEXTAUTH_SECRET changed)", async () => {
    await seedDatabase(db, { demo: true, adminEmails: [] });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@demo.latitud.app" } });
    await db.twoFactorSecret.upsert({
      where: { userId: admin.id },
      create: { userId: admin.id, secretEncrypted: "v1.bad.bad.bad", enabledAt: new Date() },
      update: { secretEncrypted: "v1.bad.bad.bad" },
    });
    await seedDemoTwoFactor(db);
    const row = await db.twoFactorSecret.findUniqueOrThrow({ where: { userId: admin.id } });
    expect(decryptSecret(row.secretEncrypted, admin.id)).toBe(DEMO_ADMIN_TOTP_SECRET);
  });
});
