import { login } from "@/lib/auth/login";
import { changePassword } from "@/lib/auth/password-change";
import { clearSecuritySettingsCache } from "@/lib/auth/security-config";
import {
  createSession,
  listActiveSessions,
  revokeOtherSessions,
  revokeSession,
  validateSession,
} from "@/lib/auth/sessions";
import { authOptions } from "@/lib/auth/next-auth";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { createUser, randomClient, strongPassword, uniqueEmail } from "../support/factories";

beforeEach(() => clearSecuritySettingsCache());

describe("login", () => {
  it("opens a session for the right password and logs the event", async () => {
    const user = await createUser();
    const c = randomClient();
    const result = await login({ email: user.email.toUpperCase(), password: strongPassword }, c);
    expect(result).toEqual({ ok: true, userId: user.id, sessionId: expect.any(String) });
    const session = await db.userSession.findUniqueOrThrow({
      where: { id: (result as { sessionId: string }).sessionId },
    });
    expect(session).toEqual(
      expect.objectContaining({ ipAddress: c.ip, userAgent: c.userAgent, revokedAt: null }),
    );
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "login_success" } })).toBe(1);
  });

  it("refuses wrong passwords and unknown emails with the same code", async () => {
    const user = await createUser();
    expect(await login({ email: user.email, password: "Wrong-Password-1" }, randomClient())).toEqual({
      ok: false,
      code: "invalid",
    });
    expect(
      await login({ email: uniqueEmail("ghost"), password: "Wrong-Password-1" }, randomClient()),
    ).toEqual({ ok: false, code: "invalid" });
  });

  it("refuses unconfirmed accounts", async () => {
    const user = await createUser({ confirmed: false });
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual({
      ok: false,
      code: "unconfirmed",
    });
  });

  it("locks the account on the 5th failure; the 6th attempt is refused even with the right password", async () => {
    const user = await createUser();
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await login({ email: user.email, password: `Wrong-${i}-Pass` }, randomClient())) as { code: string },
      );
    expect(codes.map((c) => c.code)).toEqual(["invalid", "invalid", "invalid", "invalid", "now_locked"]);
    // The 4th failure warns that one attempt is left (the form shows it); the earlier ones do not.
    expect(codes.map((c) => (c as { attemptsLeft?: number }).attemptsLeft)).toEqual([
      undefined,
      undefined,
      undefined,
      1,
      undefined,
    ]);
    const sixth = await login({ email: user.email, password: strongPassword }, randomClient());
    expect(sixth).toEqual({ ok: false, code: "locked", retryAfterSeconds: expect.any(Number) });
    expect((sixth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(await db.authEvent.count({ where: { userId: user.id, eventType: "account_locked" } })).toBe(1);
  });

  it("unlocks after 15 minutes, and a success clears the counter", async () => {
    const user = await createUser();
    const start = new Date();
    for (let i = 0; i < 5; i++)
      await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient(), start);
    const later = new Date(start.getTime() + 16 * 60_000);
    expect(await login({ email: user.email, password: strongPassword }, randomClient(), later)).toEqual(
      expect.objectContaining({ ok: true }),
    );
    // The counter starts from zero again: four failures do not lock.
    for (let i = 0; i < 4; i++)
      expect(await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient(), later)).toEqual(
        expect.objectContaining({ ok: false, code: "invalid" }),
      );
  });

  it("locks an unknown email the same way (nothing to learn from the lock)", async () => {
    const email = uniqueEmail("nobody");
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        ((await login({ email, password: "Wrong-Pass-00" }, randomClient())) as { code: string }).code,
      );
    expect(codes).toEqual(["invalid", "invalid", "invalid", "invalid", "now_locked", "locked"]);
  });

  it("4 failures, then the right password still signs in and starts the count again", async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient());
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(await login({ email: user.email, password: "Wrong-Pass-00" }, randomClient())).toEqual({
      ok: false,
      code: "invalid",
    });
  });

  it("parallel failures lock the account (each attempt is reserved under the row's lock)", async () => {
    const user = await createUser();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        login({ email: user.email, password: "Wrong-Pass-00" }, randomClient()),
      ),
    );
    const row = await db.loginThrottle.findUniqueOrThrow({ where: { key: `email:${user.email}` } });
    expect(row.lockedUntil).not.toBeNull();
    expect(row.failures).toBeGreaterThanOrEqual(5);
  });

  it("blocks an IP after 20 failures across accounts", async () => {
    const c = randomClient();
    for (let i = 0; i < 20; i++) await login({ email: uniqueEmail("spray"), password: "Wrong-Pass-00" }, c);
    const user = await createUser();
    expect(await login({ email: user.email, password: strongPassword }, c)).toEqual({
      ok: false,
      code: "ip_blocked",
      retryAfterSeconds: expect.any(Number),
    });
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
  });

  it("takes about as long for unknown emails as for wrong passwords", async () => {
    const user = await createUser();
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: "Wrong-Pass-00" }, randomClient());
      return performance.now() - started;
    };
    await time(uniqueEmail("warmup"));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail("ghost")));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both paths verify one argon2id hash; without the dummy hash the unknown path would be ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("refuses disabled accounts", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await login({ email: user.email, password: strongPassword }, randomClient())).toEqual({
      ok: false,
      code: "disabled",
    });
  });
});

describe("sessions", () => {
  it("validates a live session and refuses a revoked one", async () => {
    const user = await createUser();
    const id = await createSession(user.id, randomClient());
    expect(await validateSession(id)).toEqual(
      expect.objectContaining({ id: user.id, email: user.email, role: "member", sessionId: id }),
    );
    await revokeSession(id);
    expect(await validateSession(id)).toBeNull();
  });

  it("refuses expired (24 h) and idle sessions, and garbage ids", async () => {
    const user = await createUser();
    const now = new Date();
    const id = await createSession(user.id, randomClient(), now);
    expect(await validateSession(id, new Date(now.getTime() + 11 * 3_600_000))).not.toBeNull();
    expect(await validateSession(id, new Date(now.getTime() + 25 * 3_600_000))).toBeNull();
    const idle = await createSession(user.id, randomClient(), now);
    expect(await validateSession(idle, new Date(now.getTime() + 13 * 3_600_000))).toBeNull();
    expect(await validateSession("not-a-uuid")).toBeNull();
    expect(await validateSession(undefined)).toBeNull();
  });

  it("keeps at most 3 active sessions: a 4th login ends the oldest", async () => {
    const user = await createUser();
    const base = Date.now();
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(await createSession(user.id, randomClient(), new Date(base + i * 1000)));
    const now = new Date(base + 5000);
    expect(await validateSession(ids[0], now)).toBeNull();
    for (const id of ids.slice(1)) expect(await validateSession(id, now)).not.toBeNull();
    expect(await listActiveSessions(user.id, now)).toHaveLength(3);
  });

  it("8 sign-ins at once leave exactly 3 live sessions, each of the last 3 answers alive", async () => {
    const user = await createUser();
    const now = new Date();
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => createSession(user.id, randomClient(), now)),
    );
    expect(new Set(ids).size).toBe(8);
    const alive = await listActiveSessions(user.id, now);
    expect(alive).toHaveLength(3);
    const live = await Promise.all(ids.map((id) => validateSession(id, now)));
    expect(live.filter(Boolean)).toHaveLength(3);
  });

  it("'sign out all other sessions' keeps the current one", async () => {
    const user = await createUser();
    const current = await createSession(user.id, randomClient());
    const other = await createSession(user.id, randomClient());
    expect(await revokeOtherSessions(user.id, current)).toBe(1);
    expect(await validateSession(current)).not.toBeNull();
    expect(await validateSession(other)).toBeNull();
  });

  it("signing out logs one logout for a live session, and nothing once the account (and its sessions) is gone", async () => {
    const signOut = (sid: string, sub: string) =>
      authOptions.events!.signOut!({ token: { sid, sub }, session: undefined } as never);
    const logouts = (sid: string) =>
      db.authEvent.count({ where: { eventType: "logout", details: { path: ["sessionId"], equals: sid } } });
    const user = await createUser();
    const live = await createSession(user.id, randomClient());
    await signOut(live, user.id);
    await signOut(live, user.id);
    expect(await logouts(live)).toBe(1);

    const gone = await createUser();
    const sid = await createSession(gone.id, randomClient());
    await db.user.delete({ where: { id: gone.id } });
    const errors = jest.spyOn(logger, "error");
    await signOut(sid, gone.id);
    expect(errors).not.toHaveBeenCalled();
    expect(await logouts(sid)).toBe(0);
  });

  it("a session of a disabled or deleted user stops working", async () => {
    const user = await createUser();
    const id = await createSession(user.id, randomClient());
    await db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await validateSession(id)).toBeNull();
  });
});

describe("password change", () => {
  it("ends every other session, keeps the current one, and refuses the last 5 passwords", async () => {
    const user = await createUser();
    const current = await createSession(user.id, randomClient());
    const other = await createSession(user.id, randomClient());
    const me = { id: user.id, email: user.email, sessionId: current };
    expect(
      await changePassword(
        me,
        { currentPassword: strongPassword, password: "Second-Pass-22" },
        randomClient(),
      ),
    ).toEqual({ ok: true });
    expect(await validateSession(other)).toBeNull();
    expect(await validateSession(current)).not.toBeNull();
    expect(await login({ email: user.email, password: "Second-Pass-22" }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );

    expect(
      await changePassword(
        me,
        { currentPassword: "Second-Pass-22", password: strongPassword },
        randomClient(),
      ),
    ).toEqual({
      ok: false,
      error: "Please choose a password you have not used recently",
      fieldErrors: { password: "Please choose a password you have not used recently" },
    });
    let currentPassword = "Second-Pass-22";
    for (const next of [
      "Third-Pass-33",
      "Fourth-Pass-44",
      "Fifth-Pass-55",
      "Sixth-Pass-66",
      "Seventh-Pass-77",
    ]) {
      expect(await changePassword(me, { currentPassword, password: next }, randomClient())).toEqual({
        ok: true,
      });
      currentPassword = next;
    }
    expect(await db.passwordHistory.count({ where: { userId: user.id } })).toBe(5);
    // The first password has left the 5-entry history and may be used again.
    expect(await changePassword(me, { currentPassword, password: strongPassword }, randomClient())).toEqual({
      ok: true,
    });
  });

  it("needs the current password and applies the rules", async () => {
    const user = await createUser();
    const me = { id: user.id, email: user.email, sessionId: await createSession(user.id, randomClient()) };
    expect(
      await changePassword(me, { currentPassword: "nope", password: "Second-Pass-22" }, randomClient()),
    ).toEqual({
      ok: false,
      error: "Your current password is incorrect",
      fieldErrors: { currentPassword: "Your current password is incorrect" },
    });
    expect(
      await changePassword(me, { currentPassword: strongPassword, password: "weak" }, randomClient()),
    ).toEqual(expect.objectContaining({ ok: false, fieldErrors: { password: expect.any(String) } }));
  });
});
