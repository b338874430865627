import "server-only";
import { presence } from "@/lib/config/presence";
import { db } from "@/lib/services/database";
import { presenceMembers } from "./members";
import type { OnlineNow } from "./schemas";

/*
 * Heartbeats and the online window both use the database's clock (UTC), so members on different app
 * instances are seen alike. The column is a timestamp without time zone holding UTC, as Prisma writes.
 */

/** Records a heartbeat: one atomic upsert per member. */
export async function markOnline(userId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO member_presence (user_id, last_seen_at)
    VALUES (${userId}::uuid, now() AT TIME ZONE 'UTC')
    ON CONFLICT (user_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`;
}

/** Members whose heartbeat is within the online window: the count and the most recently seen first. */
export async function onlineNow(): Promise<OnlineNow> {
  const window = `${presence.onlineWindowSeconds} seconds`;
  const rows = await db.$queryRaw<{ user_id: string; total: bigint }[]>`
    SELECT user_id::text, count(*) OVER () AS total
    FROM member_presence
    WHERE last_seen_at > (now() AT TIME ZONE 'UTC') - ${window}::interval
    ORDER BY last_seen_at DESC, user_id
    LIMIT ${presence.onlineListLimit}`;
  const members = await presenceMembers(rows.map((row) => row.user_id));
  return { count: Number(rows[0]?.total ?? 0), members: rows.map((row) => members.get(row.user_id)!) };
}

/** Heartbeat and answer in one call: the chat page's ping. */
export async function heartbeat(userId: string): Promise<OnlineNow> {
  await markOnline(userId);
  return onlineNow();
}
