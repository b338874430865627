import "server-only";
import { quotaDefaults } from "@/lib/config/quotas";
import { db, type ChatType, type QuotaRole } from "@/lib/services/database";

/**
 * Daily message quotas, decided by the server alone (a count in the browser is only for display).
 * Counted per UTC day per subject; anonymous visitors are counted by their token and by their IP,
 * and the stricter applies, so clearing storage does not reset the count.
 */
export type QuotaSubject = string;

export const utcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
export const msUntilNextUtcDay = (now: Date) => utcDay(now).getTime() + 86_400_000 - now.getTime();

/** The seeded default, for a role and chat type without a quota_config row. */
const defaultLimit = (role: QuotaRole, chatType: ChatType) => {
  const fallback = quotaDefaults.find((q) => q.role === role && q.chatType === chatType);
  return fallback ? fallback.dailyLimit : 0;
};

export type QuotaDecision = { allowed: boolean; count: number; limit: number | null; retryAfterMs: number };

/** Whose daily limit applies: a role's (as quota_config sets it), or none (admins). */
export type QuotaHolder = QuotaRole | "unlimited";

/** The holder's daily limit (null = unlimited); missing rows fall back to the defaults. */
export async function dailyLimit(holder: QuotaHolder, chatType: ChatType): Promise<number | null> {
  if (holder === "unlimited") return null;
  const row = await db.quotaConfig.findUnique({ where: { role_chatType: { role: holder, chatType } } });
  return row ? row.dailyLimit : defaultLimit(holder, chatType);
}

/**
 * Counts one message for every subject in a single atomic statement, which also reads the role's
 * configured limit, and decides on the new counts: the message is allowed when the highest count is
 * within the limit. Parallel sends each get their own count, so exactly `limit` of them pass. A
 * refused send takes its count back at once: otherwise a visitor whose token is spent would use up,
 * with every refused try, the quota of everyone else behind the same IP (a coworking space, a café's
 * Wi-Fi).
 */
export async function consumeQuota(
  subjects: QuotaSubject[],
  chatType: ChatType,
  holder: QuotaHolder,
  now = new Date(),
): Promise<QuotaDecision> {
  const day = utcDay(now);
  const role = holder === "unlimited" ? null : holder;
  const rows = await db.$queryRaw<{ count: number; configured: boolean; daily_limit: number | null }[]>`
    WITH configured AS (
      SELECT daily_limit FROM quota_config WHERE role = ${role}::"QuotaRole" AND chat_type = ${chatType}::"ChatType"
    ), counted AS (
      INSERT INTO chat_usage (subject, day, chat_type, count)
      SELECT s, ${day}::date, ${chatType}::"ChatType", 1 FROM unnest(${subjects}::text[]) AS s
      ON CONFLICT (subject, day, chat_type) DO UPDATE SET count = chat_usage.count + 1
      RETURNING count
    )
    SELECT count, EXISTS (SELECT 1 FROM configured) AS configured, (SELECT daily_limit FROM configured) AS daily_limit
    FROM counted`;
  const count = Math.max(...rows.map((r) => Number(r.count)));
  const limit =
    role === null ? null : rows[0]?.configured ? rows[0].daily_limit : defaultLimit(role, chatType);
  const allowed = limit === null || count <= limit;
  if (!allowed) await refundQuota(subjects, chatType, now);
  return {
    allowed,
    count: limit === null ? count : Math.min(count, limit),
    limit,
    retryAfterMs: allowed ? 0 : msUntilNextUtcDay(now),
  };
}

/** Gives one message back (the assistant failed to answer it). */
export async function refundQuota(
  subjects: QuotaSubject[],
  chatType: ChatType,
  now = new Date(),
): Promise<void> {
  await db.chatUsage.updateMany({
    where: { subject: { in: subjects }, day: utcDay(now), chatType, count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/** Messages used today: the highest count among the subjects, capped at the limit. */
export async function usageToday(
  subjects: QuotaSubject[],
  chatType: ChatType,
  limit: number | null,
  now = new Date(),
): Promise<number> {
  const rows = await db.chatUsage.findMany({
    where: { subject: { in: subjects }, day: utcDay(now), chatType },
    select: { count: true },
  });
  const count = rows.reduce((max, row) => Math.max(max, row.count), 0);
  return limit === null ? count : Math.min(count, limit);
}
