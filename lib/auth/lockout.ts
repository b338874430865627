import type { ClientInfo } from "@/lib/http/client-info";
import { logger } from "@/lib/observability/logger";
import { logAuthEvent } from "./auth-events";
import {
  accountThrottle,
  activeLocks,
  clearLockout,
  fail,
  ipThrottle,
  pass,
  passAndClear,
  release,
  reserveAttempt,
  settleAttempt,
  type KeyVerdict,
  type Throttle,
} from "./login-throttle";

/**
 * Every check of a password or a second-factor code runs through here: sign-in, its code step,
 * and every password re-check of a signed-in member (re-authentication, password change, account
 * deletion). The attempt is reserved in the account's budget (and the client IP's, for sign-ins)
 * before `check` runs, and settled by its outcome (lib/auth/login-throttle.ts).
 *
 * The security log gets one row when a key locks; attempts refused while locked go to the JSON
 * log only, so a flood of refused attempts cannot fill the table.
 */
export type AttemptSubject = {
  email: string;
  userId?: string | null;
  client: ClientInfo | null;
  countIp: boolean;
};

/** What the check found. `opensSession`: a right answer that signs in, which starts the count again. */
export type CheckOutcome<T> =
  | { passed: false; value: T; userId?: string | null }
  | { passed: true; value: T; opensSession: boolean; userId?: string | null };

export type Refusal = { status: "refused"; code: "locked" | "ip_blocked"; retryAfterSeconds: number };
export type LockoutCheck<T> =
  | Refusal
  | {
      status: "failed";
      value: T;
      userId: string | null;
      failures: number;
      attemptsLeft: number;
      lockedUntil: Date | null;
    }
  | { status: "passed"; value: T };

export const secondsUntil = (date: Date, now: Date) =>
  Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));

const isIpKey = (key: string) => key.startsWith("ip:");

export async function checkWithinLockout<T>(
  subject: AttemptSubject,
  check: () => Promise<CheckOutcome<T>>,
  now = new Date(),
): Promise<LockoutCheck<T>> {
  const account = accountThrottle(subject.email);
  const throttles: Throttle[] =
    subject.countIp && subject.client ? [ipThrottle(subject.client.ip), account] : [account];

  const refusal = await reserveAttempt(throttles, now);
  if (refusal) return refuse(refusal, subject.userId ?? null, "before_check");

  let outcome: CheckOutcome<T>;
  try {
    outcome = await check();
  } catch (error) {
    await settleAttempt(
      throttles.map((throttle) => [throttle, release]),
      now,
    ).catch(() => undefined);
    throw error;
  }
  const userId = outcome.userId ?? subject.userId ?? null;
  const verdicts = await settleAttempt(
    throttles.map((throttle) => [
      throttle,
      !outcome.passed ? fail : outcome.opensSession && throttle === account ? passAndClear : pass,
    ]),
    now,
  );
  for (const verdict of verdicts) if (verdict.newlyLocked) await logLock(verdict, userId);

  const accountVerdict = verdicts.at(-1)!;
  if (!outcome.passed)
    return {
      status: "failed",
      value: outcome.value,
      userId,
      failures: accountVerdict.failures,
      attemptsLeft: accountVerdict.attemptsLeft,
      lockedUntil: accountVerdict.lockedUntil,
    };
  // A right answer while a key locked meanwhile is refused like any other attempt in the lock.
  const locked = verdicts.find((verdict) => verdict.lockedUntil);
  if (locked) return refuse(locked, userId, "after_check");
  return { status: "passed", value: outcome.value };

  async function refuse(
    verdict: KeyVerdict,
    knownUserId: string | null,
    stage: "before_check" | "after_check",
  ): Promise<Refusal> {
    if (verdict.newlyLocked) await logLock(verdict, knownUserId);
    else
      logger.info(
        {
          event: "attempt_refused",
          stage,
          lock: isIpKey(verdict.key) ? "ip" : "account",
          email: subject.email,
          ip: subject.client?.ip,
          until: verdict.lockedUntil,
        },
        "[auth] attempt refused while locked",
      );
    return {
      status: "refused",
      code: isIpKey(verdict.key) ? "ip_blocked" : "locked",
      retryAfterSeconds: secondsUntil(verdict.lockedUntil!, now),
    };
  }

  async function logLock(verdict: KeyVerdict, knownUserId: string | null): Promise<void> {
    await logAuthEvent({
      type: isIpKey(verdict.key) ? "ip_blocked" : "account_locked",
      success: true,
      userId: isIpKey(verdict.key) ? null : knownUserId,
      email: isIpKey(verdict.key) ? null : subject.email,
      client: subject.client,
      details: { until: verdict.lockedUntil!.toISOString(), failures: verdict.failures },
    });
  }
}

/** Which of these accounts are locked out of signing in now, and until when (the admin's Users tab). */
export async function accountLockouts(emails: string[], now = new Date()): Promise<Map<string, Date>> {
  const locks = await activeLocks(
    emails.map((email) => accountThrottle(email).key),
    now,
  );
  return new Map(
    emails.flatMap((email) => {
      const until = locks.get(accountThrottle(email).key);
      return until ? [[email, until] as const] : [];
    }),
  );
}

/**
 * Lifts an account's sign-in lock and forgets its failures (an admin, a password reset). The end of
 * the lock lifted, or null.
 */
export function liftAccountLockout(email: string, now = new Date()): Promise<Date | null> {
  return clearLockout(accountThrottle(email).key, now);
}
