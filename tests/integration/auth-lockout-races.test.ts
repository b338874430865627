import { login, type LoginAttempt } from "@/lib/auth/login";
import { accountThrottle, ipThrottle, reserveAttempt } from "@/lib/auth/login-throttle";
import { verifyPassword } from "@/lib/auth/password-hash";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import { db } from "@/lib/services/database";
import { createUser, randomClient, strongPassword, uniqueEmail } from "../support/factories";

/*
 * The lockout under parallel sign-ins, on a real database. Each attempt must reserve its place in
 * the account's and the IP's budget before its password is checked, so parallel requests cannot
 * all pass the "is it locked?" test before the first failure is counted. The argon2 verifications
 * are counted through the real function (a call-through wrapper, nothing of ours is faked).
 */
jest.mock("@/lib/auth/password-hash", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/password-hash")>("@/lib/auth/password-hash");
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const passwordChecks = () => (verifyPassword as jest.Mock).mock.calls.length;

beforeEach(() => clearSecuritySettingsCache());

const codeOf = (result: LoginAttempt) => (result.ok ? "ok" : result.code);
const tally = (results: LoginAttempt[]) =>
  results.reduce<Record<string, number>>(
    (counts, r) => ({ ...counts, [codeOf(r)]: (counts[codeOf(r)] ?? 0) + 1 }),
    {},
  );

describe("parallel sign-ins", () => {
  it("100 parallel attempts on one account, the right password among them: at most 5 password checks, locked, the right one refused", async () => {
    const user = await createUser();
    const attempts = Array.from({ length: 100 }, (_, i) => (i === 37 ? strongPassword : `Wrong-Pass-${i}`));
    const results = await Promise.all(
      attempts.map((password) => login({ email: user.email, password }, randomClient())),
    );
    console.log(
      `[lockout] 100 parallel attempts on one account → ${passwordChecks()} password checks; answers ${JSON.stringify(tally(results))}`,
    );

    expect(passwordChecks()).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.ok)).toHaveLength(0);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
    const row = await db.loginThrottle.findUniqueOrThrow({ where: { key: `email:${user.email}` } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual({
      ok: false,
      code: "locked",
      retryAfterSeconds: expect.any(Number),
    });
    // Refused attempts are not written one row each: the checked ones and the lock.
    expect(await db.authEvent.count({ where: { email: user.email } })).toBeLessThanOrEqual(6);
    expect(await db.authEvent.count({ where: { email: user.email, eventType: "account_locked" } })).toBe(1);
  });

  it("100 parallel attempts from one address on many accounts: at most 20 checks, the address blocked, a right password from it refused", async () => {
    const user = await createUser();
    const client = randomClient();
    const emails = Array.from({ length: 100 }, (_, i) => (i === 61 ? user.email : uniqueEmail("spray")));
    const results = await Promise.all(
      emails.map((email) =>
        login({ email, password: email === user.email ? strongPassword : "Wrong-Pass-00" }, client),
      ),
    );
    console.log(
      `[lockout] 100 parallel attempts from one IP → ${passwordChecks()} password checks; answers ${JSON.stringify(tally(results))}`,
    );

    expect(passwordChecks()).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.ok)).toHaveLength(0);
    expect(await login({ email: user.email, password: strongPassword }, client)).toEqual({
      ok: false,
      code: "ip_blocked",
      retryAfterSeconds: expect.any(Number),
    });
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(await db.authEvent.count({ where: { ipAddress: client.ip } })).toBeLessThanOrEqual(21);
  });

  it("a few parallel right passwords all sign in (a double click is not an attack)", async () => {
    const user = await createUser();
    const results = await Promise.all(
      [1, 2, 3].map(() => login({ email: user.email, password: strongPassword }, randomClient())),
    );
    expect(results.map(codeOf)).toEqual(["ok", "ok", "ok"]);
  });

  it("places a dead process reserved and never settled expire with the window", async () => {
    const user = await createUser();
    const client = randomClient();
    const start = new Date();
    for (let i = 0; i < 5; i++)
      expect(await reserveAttempt([ipThrottle(client.ip), accountThrottle(user.email)], start)).toBeNull();
    // The budget is taken: the next attempt is refused unchecked (and locks).
    expect(
      await login(
        { email: user.email, password: strongPassword },
        randomClient(),
        new Date(start.getTime() + 1000),
      ),
    ).toEqual(expect.objectContaining({ ok: false, code: "locked" }));
    const afterLock = new Date(start.getTime() + 17 * 60_000);
    expect(await login({ email: user.email, password: strongPassword }, client, afterLock)).toEqual(
      expect.objectContaining({ ok: true }),
    );

    const other = await createUser();
    for (let i = 0; i < 4; i++) await reserveAttempt([accountThrottle(other.email)], start);
    const afterWindow = new Date(start.getTime() + 16 * 60_000);
    for (let i = 0; i < 4; i++)
      expect(
        await login({ email: other.email, password: "Wrong-Pass-00" }, randomClient(), afterWindow),
      ).toEqual(expect.objectContaining({ code: "invalid" }));
    expect(
      await login({ email: other.email, password: strongPassword }, randomClient(), afterWindow),
    ).toEqual(expect.objectContaining({ ok: true }));
  });
});
