import { loginProtection } from "@/lib/config/security";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { hashPassword, verifyPassword } from "./password-hash";
import { accountKey, activeLock, clearLoginFailures, ipKey, recordLoginFailure } from "./login-throttle";
import { createSession } from "./sessions";
import { createChallenge } from "./two-factor/challenge";
import { logTwoFactorEvent } from "./two-factor/events";
import { twoFactorEnabled } from "./two-factor/status";

/**
 * Why a login failed. The login form maps each code to the spec's message (spec 1 §8), see
 * loginErrorMessage in ./login-messages.
 */
export type LoginFailure =
  | { code: "invalid" }
  | { code: "locked"; retryAfterSeconds: number }
  | { code: "now_locked"; retryAfterSeconds: number }
  | { code: "ip_blocked"; retryAfterSeconds: number }
  | { code: "unconfirmed" }
  | { code: "disabled" }
  /** Password right, second factor pending: the challenge token goes back with the code. */
  | { code: "two_factor_required"; challenge: string }
  | { code: "two_factor_invalid" }
  | { code: "two_factor_expired" };

export type LoginResult = { ok: true; userId: string; sessionId: string } | ({ ok: false } & LoginFailure);

// Verified against when the email has no account, so both paths cost one argon2 verification and
// the response time does not reveal whether an email is registered.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-not-a-real-password"));

export const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

export async function login(input: { email: string; password: string }, client: ClientInfo, now = new Date()): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const keys = { account: accountKey(email), ip: ipKey(client.ip) };

  // Locked accounts and blocked IPs are refused before the password is even checked.
  const [accountLock, ipLock] = await Promise.all([activeLock([keys.account], now), activeLock([keys.ip], now)]);
  if (accountLock) return fail({ code: "locked", retryAfterSeconds: secondsUntil(accountLock, now) });
  if (ipLock) return fail({ code: "ip_blocked", retryAfterSeconds: secondsUntil(ipLock, now) });

  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, emailConfirmedAt: true, disabledAt: true } });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingDummy()), input.password);

  if (!user || !passwordOk) {
    const [account] = await Promise.all([
      recordLoginFailure(keys.account, loginProtection.accountMaxFailures, now),
      recordLoginFailure(keys.ip, loginProtection.ipMaxFailures, now),
    ]);
    await logAuthEvent({ type: "login_failure", success: false, userId: user?.id, email, client, details: { failures: account.failures, locked: Boolean(account.lockedUntil) } });
    if (account.lockedUntil) {
      await logAuthEvent({ type: "account_locked", success: true, userId: user?.id, email, client, details: { until: account.lockedUntil.toISOString() } });
      return { ok: false, code: "now_locked", retryAfterSeconds: secondsUntil(account.lockedUntil, now) };
    }
    return { ok: false, code: "invalid" };
  }

  if (user.disabledAt) return fail({ code: "disabled" }, user.id);
  if (!user.emailConfirmedAt) return fail({ code: "unconfirmed" }, user.id);

  if (await twoFactorEnabled(user.id)) {
    // No session yet, and the failure counter stays: clearing it here would give every right
    // password another round of code guesses (see two-factor/second-step.ts).
    const challenge = await createChallenge(user.id, now);
    await logTwoFactorEvent({ type: "two_factor_challenge", success: true, userId: user.id, email, client });
    return { ok: false, code: "two_factor_required", challenge };
  }

  await clearLoginFailures(keys.account);
  const sessionId = await createSession(user.id, client, now);
  await logAuthEvent({ type: "login_success", success: true, userId: user.id, email, client, details: { sessionId } });
  return { ok: true, userId: user.id, sessionId };

  async function fail(failure: LoginFailure, userId?: string): Promise<LoginResult> {
    await logAuthEvent({ type: "login_failure", success: false, userId, email, client, details: { reason: failure.code } });
    return { ok: false, ...failure };
  }
}
