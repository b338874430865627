import "server-only";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { hashPassword, verifyPassword } from "./password-hash";
import { checkWithinLockout, secondsUntil } from "./lockout";
import { createSession } from "./sessions";
import { createChallenge } from "./two-factor/challenge";
import { twoFactorEnabled } from "./two-factor/status";

/** Why a login failed. The login form shows each code's message (loginErrorMessage in ./login-messages). */
export type LoginFailure =
  /** attemptsLeft is set on the last attempt before the account locks (unknown emails alike). */
  | { code: "invalid"; attemptsLeft?: 1 }
  | { code: "locked"; retryAfterSeconds: number }
  | { code: "now_locked"; retryAfterSeconds: number }
  | { code: "ip_blocked"; retryAfterSeconds: number }
  | { code: "unconfirmed" }
  | { code: "disabled" }
  /** Password right, second factor pending: the challenge token goes back with the code. */
  | { code: "two_factor_required"; challenge: string }
  | { code: "two_factor_invalid" }
  | { code: "two_factor_expired" };

export type LoginAttempt = { ok: true; userId: string; sessionId: string } | ({ ok: false } & LoginFailure);

// Verified against when the email has no account, so both paths cost one argon2 verification and
// the response time does not reveal whether an email is registered.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-not-a-real-password"));

type Account = { id: string; disabledAt: Date | null; emailConfirmedAt: Date | null; twoFactor: boolean };

/**
 * The password step. The attempt is reserved in the account's and the IP's lockout before the
 * password is checked (lib/auth/lockout.ts); locked accounts and blocked IPs are refused unchecked.
 */
export async function login(
  input: { email: string; password: string },
  client: ClientInfo,
  now = new Date(),
): Promise<LoginAttempt> {
  const email = normalizeEmail(input.email);
  const result = await checkWithinLockout<Account | null>(
    { email, client, countIp: true },
    async () => {
      const user = await db.user.findUnique({
        where: { email },
        select: { id: true, passwordHash: true, emailConfirmedAt: true, disabledAt: true },
      });
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingDummy()), input.password);
      if (!user || !passwordOk) return { passed: false, value: null, userId: user?.id };
      const account = {
        id: user.id,
        disabledAt: user.disabledAt,
        emailConfirmedAt: user.emailConfirmedAt,
        twoFactor: await twoFactorEnabled(user.id),
      };
      // Only a session clears the failures: not a disabled or unconfirmed account, and not the
      // password step of a two-factor login (that would give every right password another round of
      // code guesses, see two-factor/second-step.ts).
      return {
        passed: true,
        value: account,
        userId: user.id,
        opensSession: !user.disabledAt && Boolean(user.emailConfirmedAt) && !account.twoFactor,
      };
    },
    now,
  );

  if (result.status === "refused")
    return { ok: false, code: result.code, retryAfterSeconds: result.retryAfterSeconds };
  if (result.status === "failed") {
    await logAuthEvent({
      type: "login_failure",
      success: false,
      userId: result.userId,
      email,
      client,
      details: { failures: result.failures, locked: Boolean(result.lockedUntil) },
    });
    if (result.lockedUntil)
      return { ok: false, code: "now_locked", retryAfterSeconds: secondsUntil(result.lockedUntil, now) };
    // The form warns before the attempt that would lock the account (unknown emails alike).
    return result.attemptsLeft === 1
      ? { ok: false, code: "invalid", attemptsLeft: 1 }
      : { ok: false, code: "invalid" };
  }

  const user = result.value!;
  if (user.disabledAt) return fail({ code: "disabled" }, user.id);
  if (!user.emailConfirmedAt) return fail({ code: "unconfirmed" }, user.id);

  if (user.twoFactor) {
    // No session yet: the code step (two-factor/second-step.ts) opens it.
    const challenge = await createChallenge(user.id, now);
    await logAuthEvent({ type: "two_factor_challenge", success: true, userId: user.id, email, client });
    return { ok: false, code: "two_factor_required", challenge };
  }

  const sessionId = await createSession(user.id, client, now);
  await logAuthEvent({
    type: "login_success",
    success: true,
    userId: user.id,
    email,
    client,
    details: { sessionId },
  });
  return { ok: true, userId: user.id, sessionId };

  async function fail(failure: LoginFailure, userId?: string): Promise<LoginAttempt> {
    await logAuthEvent({
      type: "login_failure",
      success: false,
      userId,
      email,
      client,
      details: { reason: failure.code },
    });
    return { ok: false, ...failure };
  }
}
