import { loginProtection } from "@/lib/config/security";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { accountKey, activeLock, recordLoginFailure } from "./login-throttle";
import { verifyPassword } from "./password-hash";
import { logTwoFactorEvent } from "./two-factor/events";

/**
 * Re-authentication: the password re-entered in this session (user_sessions.id) within the last
 * 10 minutes. A stolen session cookie alone then cannot change the password or the two-factor
 * settings. Wrong passwords here count towards the login lockout, so a session cannot be used to
 * guess the password either.
 */
export const REAUTH_WINDOW_MINUTES = 10;
export const REAUTH_REQUIRED_MESSAGE = "Please confirm your password to continue.";
export const WRONG_PASSWORD_MESSAGE = "Your password is incorrect";
export const LOCKED_MESSAGE = "Account temporarily locked due to multiple failed login attempts. Please try again later.";

type SessionAccount = { id: string; email: string; sessionId: string };
export type ReauthResult = { ok: true; validUntil: Date } | { ok: false; error: string; locked?: boolean };

/** Checks the password and, when right, records the re-authentication on the session. */
export async function reauthenticate(user: SessionAccount, password: string, client: ClientInfo | null, now = new Date()): Promise<ReauthResult> {
  const key = accountKey(user.email);
  if (await activeLock([key], now)) return { ok: false, error: LOCKED_MESSAGE, locked: true };
  const record = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!record || !(await verifyPassword(record.passwordHash, password))) {
    const throttle = await recordLoginFailure(key, loginProtection.accountMaxFailures, now);
    await logTwoFactorEvent({ type: "reauthentication", success: false, userId: user.id, email: user.email, client, details: { failures: throttle.failures, locked: Boolean(throttle.lockedUntil) } });
    return throttle.lockedUntil ? { ok: false, error: LOCKED_MESSAGE, locked: true } : { ok: false, error: WRONG_PASSWORD_MESSAGE };
  }
  await db.sessionReauthentication.upsert({
    where: { sessionId: user.sessionId },
    create: { sessionId: user.sessionId, userId: user.id, reauthenticatedAt: now },
    update: { userId: user.id, reauthenticatedAt: now },
  });
  await logTwoFactorEvent({ type: "reauthentication", success: true, userId: user.id, email: user.email, client, details: { sessionId: user.sessionId } });
  return { ok: true, validUntil: new Date(now.getTime() + REAUTH_WINDOW_MINUTES * 60_000) };
}

/** Whether this session re-entered the password within the window. */
export async function hasRecentReauth(user: { id: string; sessionId: string }, now = new Date()): Promise<boolean> {
  const row = await db.sessionReauthentication.findUnique({ where: { sessionId: user.sessionId }, select: { userId: true, reauthenticatedAt: true } });
  if (!row || row.userId !== user.id) return false;
  const age = now.getTime() - row.reauthenticatedAt.getTime();
  return age >= 0 && age <= REAUTH_WINDOW_MINUTES * 60_000;
}
