import "server-only";
import { fail, failField, ok, type ActionResult } from "@/lib/actions/result";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { logAuthEvent } from "./auth-events";
import { hashPassword, verifyPassword } from "./password-hash";
import { reauthenticate } from "./reauth";
import { newPasswordErrors } from "./register";
import { getSecurityConfig } from "./security-config";
import { revokeOtherSessions } from "./sessions";

/** True when the password matches the current one or one of the last `password_history_count`. */
export async function isRecentPassword(userId: string, password: string): Promise<boolean> {
  const { passwordHistoryCount } = await getSecurityConfig();
  const history = await db.passwordHistory.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: Math.max(1, passwordHistoryCount),
    select: { passwordHash: true },
  });
  for (const entry of history) {
    if (await verifyPassword(entry.passwordHash, password)) return true;
  }
  return false;
}

export const REUSED_PASSWORD_MESSAGE = "Please choose a password you have not used recently";

/**
 * Sets a new password (already checked against the rules and history by the caller), keeps it in
 * the history, trims the history, and ends every other session.
 */
export async function setPassword(
  userId: string,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  const { passwordHistoryCount } = await getSecurityConfig();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.passwordHistory.create({ data: { userId, passwordHash } });
    const stale = await tx.passwordHistory.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      skip: Math.max(1, passwordHistoryCount),
      select: { id: true },
    });
    if (stale.length) await tx.passwordHistory.deleteMany({ where: { id: { in: stale.map((s) => s.id) } } });
  });
  await revokeOtherSessions(userId, keepSessionId);
}

export async function changePassword(
  user: { id: string; email: string; sessionId: string },
  input: { currentPassword: string; password: string },
  client: ClientInfo,
): Promise<ActionResult> {
  const record = await db.user.findUnique({ where: { id: user.id }, select: { id: true } });
  if (!record) return fail("User not authenticated");
  // The current password is the re-authentication (lib/auth/reauth.ts): wrong ones count towards
  // the lockout, and a right one is recorded on the session, as the two-factor settings require.
  const reauth = await reauthenticate(user, input.currentPassword, client, new Date(), "password_change");
  if (!reauth.ok) {
    await logAuthEvent({
      type: "password_change",
      success: false,
      userId: user.id,
      email: user.email,
      client,
      details: { reason: reauth.locked ? "locked" : "wrong_current_password" },
    });
    return failField("currentPassword", reauth.locked ? reauth.error : "Your current password is incorrect");
  }
  const errors = await newPasswordErrors(input.password, user.email);
  if (errors.length) return failField("password", errors[0]!);
  if (await isRecentPassword(user.id, input.password)) return failField("password", REUSED_PASSWORD_MESSAGE);
  await setPassword(user.id, input.password, user.sessionId);
  await logAuthEvent({ type: "password_change", success: true, userId: user.id, email: user.email, client });
  return ok(undefined);
}
