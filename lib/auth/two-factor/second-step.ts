import { loginProtection } from "@/lib/config/security";
import type { ClientInfo } from "@/lib/http/client-info";
import { logAuthEvent } from "../auth-events";
import { secondsUntil, type LoginFailure, type LoginResult } from "../login";
import { accountKey, activeLock, clearLoginFailures, ipKey, recordLoginFailure } from "../login-throttle";
import { createSession } from "../sessions";
import { closeChallenge, findLiveChallenge, takeAttempt } from "./challenge";
import { twoFactor } from "./config";
import { recoveryCodeUsedEmail, sendSecurityNotice } from "./emails";
import { logTwoFactorEvent } from "./events";
import type { TwoFactorLoginInput } from "./schemas";
import { twoFactorEnabled } from "./status";
import { consumeRecoveryCode, consumeTotpCode } from "./verify";

/**
 * The login's second step: the challenge from the password step plus a code from the app or a
 * recovery code. Wrong codes count towards the same account and IP lockout as wrong passwords,
 * and a challenge takes at most 5 codes. Only a right code opens a session.
 */
export async function loginWithSecondFactor(input: TwoFactorLoginInput, client: ClientInfo, now = new Date()): Promise<LoginResult> {
  const challenge = await findLiveChallenge(input.challenge, now);
  if (!challenge) return { ok: false, code: "two_factor_expired" };
  const { id: challengeId, userId, user } = challenge;
  const email = user.email;
  const keys = { account: accountKey(email), ip: ipKey(client.ip) };

  const [accountLock, ipLock] = await Promise.all([activeLock([keys.account], now), activeLock([keys.ip], now)]);
  if (accountLock) return { ok: false, code: "locked", retryAfterSeconds: secondsUntil(accountLock, now) };
  if (ipLock) return { ok: false, code: "ip_blocked", retryAfterSeconds: secondsUntil(ipLock, now) };
  if (user.disabledAt) return refuse({ code: "disabled" });
  if (!user.emailConfirmedAt) return refuse({ code: "unconfirmed" });
  // Two-factor turned off (or reset) since the password step: that login must start again.
  if (!(await twoFactorEnabled(userId))) return refuse({ code: "two_factor_expired" });

  const attempt = await takeAttempt(challengeId, now);
  if (attempt === null) return { ok: false, code: "two_factor_expired" };

  const method = "code" in input ? "totp" : "recovery_code";
  let recoveryCodesLeft: number | null = null;
  if ("code" in input) {
    if (!(await consumeTotpCode(userId, input.code, { now }))) return wrongCode(attempt);
  } else {
    recoveryCodesLeft = await consumeRecoveryCode(userId, input.recoveryCode, now);
    if (recoveryCodesLeft === null) return wrongCode(attempt);
  }

  if (!(await closeChallenge(challengeId, now))) return { ok: false, code: "two_factor_expired" };
  await clearLoginFailures(keys.account);
  const sessionId = await createSession(userId, client, now);
  await logAuthEvent({ type: "login_success", success: true, userId, email, client, details: { sessionId, secondFactor: method } });
  if (recoveryCodesLeft !== null) {
    await logTwoFactorEvent({ type: "two_factor_recovery_code_used", success: true, userId, email, client, details: { remaining: recoveryCodesLeft } });
    await sendSecurityNotice(email, recoveryCodeUsedEmail(recoveryCodesLeft));
  }
  return { ok: true, userId, sessionId };

  async function wrongCode(attemptNumber: number): Promise<LoginResult> {
    const [account] = await Promise.all([
      recordLoginFailure(keys.account, loginProtection.accountMaxFailures, now),
      recordLoginFailure(keys.ip, loginProtection.ipMaxFailures, now),
    ]);
    await logTwoFactorEvent({ type: "two_factor_failure", success: false, userId, email, client, details: { method, attempt: attemptNumber, failures: account.failures, locked: Boolean(account.lockedUntil) } });
    if (account.lockedUntil) {
      await closeChallenge(challengeId, now);
      await logAuthEvent({ type: "account_locked", success: true, userId, email, client, details: { until: account.lockedUntil.toISOString() } });
      return { ok: false, code: "now_locked", retryAfterSeconds: secondsUntil(account.lockedUntil, now) };
    }
    // The challenge's last attempt is gone: back to the password.
    if (attemptNumber >= twoFactor.maxCodeAttempts) return { ok: false, code: "two_factor_expired" };
    return { ok: false, code: "two_factor_invalid" };
  }

  async function refuse(failure: LoginFailure): Promise<LoginResult> {
    await closeChallenge(challengeId, now);
    await logAuthEvent({ type: "login_failure", success: false, userId, email, client, details: { reason: failure.code, stage: "two_factor" } });
    return { ok: false, ...failure };
  }
}
