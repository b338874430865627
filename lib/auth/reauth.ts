import "server-only";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { recheckPassword, type RecheckFailure, type RecheckPurpose } from "./password-recheck";
import { logAuthEvent } from "./auth-events";

/**
 * Re-authentication: the password re-entered in this session (user_sessions.id) within the last
 * 10 minutes. A stolen session cookie alone then cannot change the password or the two-factor
 * settings. The password goes through recheckPassword, so wrong ones count towards the lockout.
 */
export const REAUTH_WINDOW_MINUTES = 10;
export const REAUTH_REQUIRED_MESSAGE = "Please confirm your password to continue.";

type SessionAccount = { id: string; email: string; sessionId: string };
export type Reauthentication = { ok: true; validUntil: Date } | RecheckFailure;

/** Checks the password and, when right, records the re-authentication on the session. */
export async function reauthenticate(
  user: SessionAccount,
  password: string,
  client: ClientInfo | null,
  now = new Date(),
  purpose: RecheckPurpose = "reauthentication",
): Promise<Reauthentication> {
  const check = await recheckPassword(user, password, client, purpose, now);
  if (!check.ok) return check;
  await db.sessionReauthentication.upsert({
    where: { sessionId: user.sessionId },
    create: { sessionId: user.sessionId, userId: user.id, reauthenticatedAt: now },
    update: { userId: user.id, reauthenticatedAt: now },
  });
  await logAuthEvent({
    type: "reauthentication",
    success: true,
    userId: user.id,
    email: user.email,
    client,
    details: { sessionId: user.sessionId },
  });
  return { ok: true, validUntil: new Date(now.getTime() + REAUTH_WINDOW_MINUTES * 60_000) };
}

/** Whether this session re-entered the password within the window. */
export async function hasRecentReauth(
  user: { id: string; sessionId: string },
  now = new Date(),
): Promise<boolean> {
  const row = await db.sessionReauthentication.findUnique({
    where: { sessionId: user.sessionId },
    select: { userId: true, reauthenticatedAt: true },
  });
  if (!row || row.userId !== user.id) return false;
  const age = now.getTime() - row.reauthenticatedAt.getTime();
  return age >= 0 && age <= REAUTH_WINDOW_MINUTES * 60_000;
}
