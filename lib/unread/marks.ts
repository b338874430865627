import "server-only";
import { roomCursor } from "@/lib/community/messages";
import { unreadCounts } from "@/lib/community/unread-counts";
import { db } from "@/lib/services/database";
import type { RoomReads } from "./schemas";

/**
 * Moves a member's read mark of a room forward to `seq` (never back: GREATEST, in one atomic
 * upsert, so parallel marks from several tabs end at the highest). A number past the room's newest
 * event is cut to it, so no message yet to come counts as read. Returns the mark now stored.
 */
export async function markRoomRead(userId: string, room: string, seq: number): Promise<number> {
  const mark = Math.min(seq, await roomCursor(room));
  const [row] = await db.$queryRaw<{ last_read_seq: bigint }[]>`
    INSERT INTO community_room_reads (user_id, room, last_read_seq, updated_at)
    VALUES (${userId}::uuid, ${room}, ${mark}, now() AT TIME ZONE 'UTC')
    ON CONFLICT (user_id, room) DO UPDATE
      SET last_read_seq = GREATEST(community_room_reads.last_read_seq, EXCLUDED.last_read_seq),
          updated_at = EXCLUDED.updated_at
    RETURNING last_read_seq`;
  return Number(row!.last_read_seq);
}

/** The member's read marks and unread counts of every room. */
export async function roomReads(userId: string, rooms: readonly string[]): Promise<RoomReads> {
  const rows = await db.communityRoomRead.findMany({
    where: { userId },
    select: { room: true, lastReadSeq: true },
  });
  const marks = new Map(rows.map((row) => [row.room, Number(row.lastReadSeq)]));
  const counts = await unreadCounts(
    userId,
    rooms.map((room) => ({ room, after: marks.get(room) ?? 0 })),
  );
  return Object.fromEntries(
    rooms.map((room) => [room, { lastReadSeq: marks.get(room) ?? null, unread: counts.get(room) ?? 0 }]),
  );
}
