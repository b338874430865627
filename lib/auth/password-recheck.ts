import "server-only";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { checkWithinLockout } from "./lockout";
import { verifyPassword } from "./password-hash";
import { logAuthEvent } from "./auth-events";

/**
 * The one password re-check of a signed-in member: re-authentication, password change, account
 * deletion. It spends from the account's lockout like a sign-in (lib/auth/lockout.ts): each
 * wrong password counts, the 5th locks the account, and a locked account refuses even the right
 * one. A session cookie alone can therefore not be used to guess the password.
 */
const WRONG_PASSWORD_MESSAGE = "Your password is incorrect";
// The sign-in form's words for a locked account (auth.login.errors.locked): it is the same lock.
const LOCKED_MESSAGE =
  "Account temporarily locked due to multiple failed login attempts. Please try again later.";

export type RecheckPurpose = "reauthentication" | "password_change" | "account_deletion";
export type RecheckFailure = { ok: false; error: string; locked: boolean };
export type PasswordRecheck = { ok: true } | RecheckFailure;

export async function recheckPassword(
  user: { id: string; email: string },
  password: string,
  client: ClientInfo | null,
  purpose: RecheckPurpose,
  now = new Date(),
): Promise<PasswordRecheck> {
  const result = await checkWithinLockout(
    { email: user.email, userId: user.id, client, countIp: false },
    async () => {
      const record = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
      const passed = record !== null && (await verifyPassword(record.passwordHash, password));
      return passed ? { passed: true, value: null, opensSession: false } : { passed: false, value: null };
    },
    now,
  );
  if (result.status === "passed") return { ok: true };
  if (result.status === "refused") return { ok: false, error: LOCKED_MESSAGE, locked: true };
  await logAuthEvent({
    type: "reauthentication",
    success: false,
    userId: user.id,
    email: user.email,
    client,
    details: { purpose, failures: result.failures, locked: Boolean(result.lockedUntil) },
  });
  return result.lockedUntil
    ? { ok: false, error: LOCKED_MESSAGE, locked: true }
    : { ok: false, error: WRONG_PASSWORD_MESSAGE, locked: false };
}
