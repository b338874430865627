import "server-only";
import { db, type Role } from "@/lib/services/database";

/** Whether the user has a confirmed authenticator (a pending enrolment does not count). */
export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const row = await db.twoFactorSecret.findUnique({ where: { userId }, select: { enabledAt: true } });
  return Boolean(row?.enabledAt);
}

/**
 * True for an admin without two-factor: whatever the admin role would open stays closed. Callers
 * ask only when access is granted by the admin role (page guards, requireRole, authedAction).
 */
export async function adminNeedsTwoFactor(user: { id: string; role: Role }): Promise<boolean> {
  return user.role === "admin" && !(await twoFactorEnabled(user.id));
}

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const [row, recoveryCodesLeft] = await Promise.all([
    db.twoFactorSecret.findUnique({ where: { userId }, select: { enabledAt: true } }),
    db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  const enabledAt = row?.enabledAt ?? null;
  return { enabled: Boolean(enabledAt), enabledAt, recoveryCodesLeft: enabledAt ? recoveryCodesLeft : 0 };
}
