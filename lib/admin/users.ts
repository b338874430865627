import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { db, type Role } from "@/lib/services/database";
import { accountLockouts, liftAccountLockout } from "@/lib/auth/lockout";
import { countActiveAdmins, findAccounts, setAccountDisabled } from "@/lib/auth/user-admin";
import { accountStanding, setUserRole, userEmail } from "@/lib/auth/users";
import { writeAudit } from "./audit";
import { PAGE_SIZE } from "./pagination";

export async function searchUsers({ query = "", page = 1 }: { query?: string; page?: number }) {
  const { rows, total } = await findAccounts({
    query: query.trim().slice(0, 100),
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const lockouts = await accountLockouts(rows.map((row) => row.email));
  return {
    rows: rows.map((row) => ({ ...row, signInLockedUntil: lockouts.get(row.email) ?? null })),
    total,
    page,
  };
}

/**
 * Changes a user's role. Roles are granted to existing accounts only (there is no admin creation
 * in the UI), and the last admin can never lose the role: someone must be able to administer.
 */
export async function changeRole(actorId: string, userId: string, role: Role): Promise<ActionResult> {
  return db.$transaction(async (tx) => {
    const user = await accountStanding(userId, tx);
    if (!user) return fail("User not found");
    if (user.role === role) return ok(undefined);
    if (user.role === "admin") {
      const admins = await countActiveAdmins(tx);
      if (admins <= 1) return fail("This is the last admin: grant the admin role to someone else first.");
    }
    await setUserRole(tx, userId, role);
    await writeAudit(
      {
        actorId,
        action: "user.role",
        target: `user:${user.email}`,
        before: { role: user.role },
        after: { role },
      },
      tx,
    );
    return ok(undefined);
  });
}

/** Locks (disables) or unlocks an account. A locked account's sessions stop working at once. */
export async function setAccountLocked(
  actorId: string,
  userId: string,
  locked: boolean,
): Promise<ActionResult> {
  if (actorId === userId && locked) return fail("You cannot lock your own account.");
  const user = await accountStanding(userId);
  if (!user) return fail("User not found");
  if (locked && user.role === "admin" && (await countActiveAdmins()) <= 1)
    return fail("The last active admin cannot be locked.");
  await setAccountDisabled(userId, locked);
  await writeAudit({
    actorId,
    action: locked ? "user.lock" : "user.unlock",
    target: `user:${user.email}`,
    before: { locked: Boolean(user.disabledAt) },
    after: { locked },
  });
  return ok(undefined);
}

/**
 * Lifts the temporary sign-in lock that failed attempts put on an account (not the same as the
 * lock above, which disables it), so its owner can sign in again at once.
 */
export async function liftSignInLock(actorId: string, userId: string): Promise<ActionResult> {
  const email = await userEmail(userId);
  if (!email) return fail("User not found");
  const lockedUntil = await liftAccountLockout(email);
  if (!lockedUntil) return fail("This account is not locked out of signing in.");
  await writeAudit({
    actorId,
    action: "user.sign-in-lock.lift",
    target: `user:${email}`,
    before: { signInLockedUntil: lockedUntil },
    after: { signInLockedUntil: null },
  });
  return ok(undefined);
}
