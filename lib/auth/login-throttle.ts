import { loginProtection } from "@/lib/config/security";
import { db } from "@/lib/services/database";

/**
 * Failed-login counters, one row per key: "email:<address>" (the account, even when no account has
 * that address, so a lock reveals nothing) and "ip:<address>". Each failure is one atomic upsert, so
 * parallel attempts cannot slip past the limit.
 */
export const accountKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export type ThrottleState = { failures: number; lockedUntil: Date | null };

/** Counts a failure; the window restarts when it has passed or an earlier lock has ended. */
export async function recordLoginFailure(key: string, maxFailures: number, now = new Date()): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - loginProtection.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + loginProtection.lockMinutes * 60_000);
  const rows = await db.$queryRaw<{ failures: number; locked_until: Date | null }[]>`
    INSERT INTO login_throttles (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, ${now}, CASE WHEN 1 >= ${maxFailures} THEN ${lockUntil}::timestamp(3) ELSE NULL END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE
        WHEN login_throttles.window_started_at < ${windowStart} OR login_throttles.locked_until <= ${now} THEN 1
        ELSE login_throttles.failures + 1 END,
      window_started_at = CASE
        WHEN login_throttles.window_started_at < ${windowStart} OR login_throttles.locked_until <= ${now} THEN ${now}::timestamp(3)
        ELSE login_throttles.window_started_at END,
      locked_until = CASE
        WHEN (CASE WHEN login_throttles.window_started_at < ${windowStart} OR login_throttles.locked_until <= ${now} THEN 1
                   ELSE login_throttles.failures + 1 END) >= ${maxFailures}
          AND (login_throttles.locked_until IS NULL OR login_throttles.locked_until <= ${now}) THEN ${lockUntil}::timestamp(3)
        WHEN login_throttles.locked_until <= ${now} THEN NULL
        ELSE login_throttles.locked_until END
    RETURNING failures, locked_until`;
  const row = rows[0]!;
  return { failures: Number(row.failures), lockedUntil: row.locked_until };
}

/** The latest lock end among the keys that is still in the future, or null. */
export async function activeLock(keys: string[], now = new Date()): Promise<Date | null> {
  const rows = await db.loginThrottle.findMany({ where: { key: { in: keys }, lockedUntil: { gt: now } }, select: { lockedUntil: true } });
  return rows.reduce<Date | null>((latest, row) => (row.lockedUntil && (!latest || row.lockedUntil > latest) ? row.lockedUntil : latest), null);
}

export async function clearLoginFailures(key: string): Promise<void> {
  await db.loginThrottle.deleteMany({ where: { key } });
}
