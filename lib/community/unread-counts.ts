import "server-only";
import { unread } from "@/lib/config/unread";
import { db } from "@/lib/services/database";

/**
 * How many messages of other members each room has after a message number (its reader's read
 * mark), deleted ones and thread replies left out (the room's list does not show replies); each
 * count stops at `unread.countCap` (the list shows "99+"). One query for every room.
 */
export async function unreadCounts(
  userId: string,
  marks: ReadonlyArray<{ room: string; after: number }>,
): Promise<Map<string, number>> {
  if (!marks.length) return new Map();
  const rows = await db.$queryRaw<{ room: string; unread: bigint }[]>`
    SELECT r.room, (
      SELECT count(*) FROM (
        SELECT 1 FROM chat_messages m
        WHERE m.room = r.room AND m.seq > r.after AND m.deleted_at IS NULL AND m.parent_id IS NULL
          AND m.user_id <> ${userId}::uuid
        LIMIT ${unread.countCap}
      ) capped
    ) AS unread
    FROM unnest(${marks.map((m) => m.room)}::text[], ${marks.map((m) => BigInt(m.after))}::bigint[]) AS r(room, after)`;
  return new Map(rows.map((row) => [row.room, Number(row.unread)]));
}
