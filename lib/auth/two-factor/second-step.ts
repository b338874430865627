import type { ClientInfo } from "@/lib/http/client-info";
import { logAuthEvent } from "../auth-events";
import { checkWithinLockout, secondsUntil } from "../lockout";
import type { LoginFailure, LoginAttempt } from "../login";
import { createSession } from "../sessions";
import { closeChallenge, findLiveChallenge, takeAttempt } from "./challenge";
import { twoFactor } from "./config";
import { recoveryCodeUsedEmail, sendSecurityNotice } from "./emails";
import type { TwoFactorLoginInput } from "./schemas";
import { twoFactorEnabled } from "./status";
import { consumeRecoveryCode, consumeTotpCode } from "./verify";

/**
 * The login's second step: the challenge from the password step plus a code from the app or a
 * recovery code. Each code is reserved in the same account and IP lockout as wrong passwords
 * before it is checked (lib/auth/lockout.ts), and a challenge takes at most 5 codes (one
 * conditional update each). Only a right code opens a session.
 */
export async function loginWithSecondFactor(
  input: TwoFactorLoginInput,
  client: ClientInfo,
  now = new Date(),
): Promise<LoginAttempt> {
  const challenge = await findLiveChallenge(input.challenge, now);
  if (!challenge) return { ok: false, code: "two_factor_expired" };
  const { id: challengeId, userId, user } = challenge;
  const email = user.email;

  if (user.disabledAt) return refuse({ code: "disabled" });
  if (!user.emailConfirmedAt) return refuse({ code: "unconfirmed" });
  // Two-factor turned off (or reset) since the password step: that login must start again.
  if (!(await twoFactorEnabled(userId))) return refuse({ code: "two_factor_expired" });

  const attempt = await takeAttempt(challengeId, now);
  if (attempt === null) return { ok: false, code: "two_factor_expired" };

  const method = "code" in input ? "totp" : "recovery_code";
  const result = await checkWithinLockout<number | null>(
    { email, userId, client, countIp: true },
    async () => {
      if ("code" in input)
        return (await consumeTotpCode(userId, input.code, { now }))
          ? { passed: true, value: null, opensSession: true }
          : { passed: false, value: null };
      const recoveryCodesLeft = await consumeRecoveryCode(userId, input.recoveryCode, now);
      return recoveryCodesLeft === null
        ? { passed: false, value: null }
        : { passed: true, value: recoveryCodesLeft, opensSession: true };
    },
    now,
  );

  if (result.status === "refused")
    return { ok: false, code: result.code, retryAfterSeconds: result.retryAfterSeconds };
  if (result.status === "failed") {
    await logAuthEvent({
      type: "two_factor_failure",
      success: false,
      userId,
      email,
      client,
      details: { method, attempt, failures: result.failures, locked: Boolean(result.lockedUntil) },
    });
    if (result.lockedUntil) {
      await closeChallenge(challengeId, now);
      return { ok: false, code: "now_locked", retryAfterSeconds: secondsUntil(result.lockedUntil, now) };
    }
    // The challenge's last attempt is gone: back to the password.
    if (attempt >= twoFactor.maxCodeAttempts) return { ok: false, code: "two_factor_expired" };
    return { ok: false, code: "two_factor_invalid" };
  }

  if (!(await closeChallenge(challengeId, now))) return { ok: false, code: "two_factor_expired" };
  const sessionId = await createSession(userId, client, now);
  await logAuthEvent({
    type: "login_success",
    success: true,
    userId,
    email,
    client,
    details: { sessionId, secondFactor: method },
  });
  const recoveryCodesLeft = result.value;
  if (recoveryCodesLeft !== null) {
    await logAuthEvent({
      type: "two_factor_recovery_code_used",
      success: true,
      userId,
      email,
      client,
      details: { remaining: recoveryCodesLeft },
    });
    await sendSecurityNotice({ id: userId, email }, (locale) =>
      recoveryCodeUsedEmail(recoveryCodesLeft, locale),
    );
  }
  return { ok: true, userId, sessionId };

  async function refuse(failure: LoginFailure): Promise<LoginAttempt> {
    await closeChallenge(challengeId, now);
    await logAuthEvent({
      type: "login_failure",
      success: false,
      userId,
      email,
      client,
      details: { reason: failure.code, stage: "two_factor" },
    });
    return { ok: false, ...failure };
  }
}
