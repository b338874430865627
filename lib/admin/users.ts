import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { db, type Role } from "@/lib/services/database";
import { accountLockouts, liftAccountLockout } from "@/lib/auth/lockout";
import { writeAudit } from "./audit";
import { PAGE_SIZE } from "./pagination";

export async function searchUsers({ query = "", page = 1 }: { query?: string; page?: number }) {
  const q = query.trim().slice(0, 100);
  const where = q
    ? {
        OR: [
          { email: { contains: q, mode: "insensitive" as const } },
          { profile: { fullName: { contains: q, mode: "insensitive" as const } } },
        ],
      }
    : {};
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: {
        id: true,
        email: true,
        role: true,
        emailConfirmedAt: true,
        disabledAt: true,
        createdAt: true,
        profile: { select: { fullName: true } },
      },
    }),
    db.user.count({ where }),
  ]);
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
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, role: true, email: true },
    });
    if (!user) return fail("User not found");
    if (user.role === role) return ok(undefined);
    if (user.role === "admin") {
      const admins = await tx.user.count({ where: { role: "admin", disabledAt: null } });
      if (admins <= 1) return fail("This is the last admin: grant the admin role to someone else first.");
    }
    await tx.user.update({ where: { id: userId }, data: { role } });
    await tx.auditLog.create({
      data: {
        actorId,
        action: "user.role",
        target: `user:${user.email}`,
        before: { role: user.role },
        after: { role },
      },
    });
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
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, disabledAt: true, role: true },
  });
  if (!user) return fail("User not found");
  if (
    locked &&
    user.role === "admin" &&
    (await db.user.count({ where: { role: "admin", disabledAt: null } })) <= 1
  )
    return fail("The last active admin cannot be locked.");
  await db.user.update({ where: { id: userId }, data: { disabledAt: locked ? new Date() : null } });
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
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) return fail("User not found");
  const lockedUntil = await liftAccountLockout(user.email);
  if (!lockedUntil) return fail("This account is not locked out of signing in.");
  await writeAudit({
    actorId,
    action: "user.sign-in-lock.lift",
    target: `user:${user.email}`,
    before: { signInLockedUntil: lockedUntil },
    after: { signInLockedUntil: null },
  });
  return ok(undefined);
}
