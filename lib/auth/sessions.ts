import "server-only";
import { SESSION_IDLE_TIMEOUT_HOURS, SESSION_TOUCH_INTERVAL_MS } from "@/lib/config/security";
import type { ClientInfo } from "@/lib/http/client-info";
import { db, type Role } from "@/lib/services/database";
import { getSecurityConfig } from "./security-config";

/**
 * Server-side sessions. next-auth signs a JWT that carries only the session id; this table decides
 * whether that session is still alive: not revoked, not past its absolute timeout
 * (session_timeout_hours), not idle longer than SESSION_IDLE_TIMEOUT_HOURS, user not disabled.
 */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  name: string | null;
  avatarUrl: string | null;
  sessionId: string;
};

/** Advisory lock class of one member's sessions (the key is their id). */
const sessionsLockClass = 1101;

/**
 * Opens a session; beyond max_concurrent_sessions the oldest active ones end. Sign-ins of one member
 * take turns under a lock, so parallel ones never leave more live sessions than allowed, nor end
 * the session one of them has just been given.
 */
export async function createSession(userId: string, client: ClientInfo, now = new Date()): Promise<string> {
  const config = await getSecurityConfig();
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${sessionsLockClass}::int, hashtext(${userId}))`;
    const session = await tx.userSession.create({
      data: {
        userId,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + config.sessionTimeoutHours * 3_600_000),
      },
    });
    const active = await tx.userSession.findMany({
      where: activeWhere(userId, now),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const surplus = active.filter((s) => s.id !== session.id).slice(config.maxConcurrentSessions - 1);
    if (surplus.length) {
      await tx.userSession.updateMany({
        where: { id: { in: surplus.map((s) => s.id) } },
        data: { revokedAt: now },
      });
    }
    return session.id;
  });
}

function activeWhere(userId: string, now: Date) {
  return {
    userId,
    revokedAt: null,
    expiresAt: { gt: now },
    lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_HOURS * 3_600_000) },
  };
}

/** The user behind a live session, or null. Records activity at most every few minutes. */
export async function validateSession(
  sessionId: string | null | undefined,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!sessionId || !/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  // One round trip on every signed-in request: the session, its user and the name and avatar they show.
  const [session] = await db.$queryRaw<
    {
      id: string;
      revoked_at: Date | null;
      expires_at: Date;
      last_seen_at: Date;
      user_id: string;
      email: string;
      role: Role;
      disabled_at: Date | null;
      email_confirmed_at: Date | null;
      full_name: string | null;
      avatar_url: string | null;
    }[]
  >`
    SELECT s.id, s.revoked_at, s.expires_at, s.last_seen_at, u.id AS user_id, u.email,
      u.role::text AS role, u.disabled_at, u.email_confirmed_at, p.full_name, p.avatar_url
    FROM user_sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN profiles p ON p.id = u.id
    WHERE s.id = ${sessionId}::uuid`;
  if (!session || session.revoked_at || session.expires_at <= now) return null;
  const idleMs = now.getTime() - session.last_seen_at.getTime();
  if (idleMs > SESSION_IDLE_TIMEOUT_HOURS * 3_600_000) return null;
  if (session.disabled_at || !session.email_confirmed_at) return null;
  if (idleMs > SESSION_TOUCH_INTERVAL_MS) {
    await db.userSession.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return {
    id: session.user_id,
    email: session.email,
    role: session.role,
    name: session.full_name,
    avatarUrl: session.avatar_url,
    sessionId: session.id,
  };
}

/** Ends one session; true when it was still live. */
export async function revokeSession(sessionId: string, now = new Date()): Promise<boolean> {
  const { count } = await db.userSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count > 0;
}

/** Ends every session of the user except `keepSessionId` (password change, "sign out other devices"). */
export async function revokeOtherSessions(
  userId: string,
  keepSessionId: string | null,
  now = new Date(),
): Promise<number> {
  const result = await db.userSession.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: now },
  });
  return result.count;
}

/** Ends one session, only if it is the user's own; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db.userSession.updateMany({
    where: { id: sessionId, userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return result.count === 1;
}

export async function listActiveSessions(userId: string, now = new Date()) {
  return db.userSession.findMany({
    where: activeWhere(userId, now),
    orderBy: { lastSeenAt: "desc" },
    select: {
      id: true,
      ipAddress: true,
      userAgent: true,
      createdAt: true,
      lastSeenAt: true,
      expiresAt: true,
    },
  });
}
