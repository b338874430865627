import "server-only";
import { community } from "@/lib/config/community";
import { authorCards, type AuthorCard } from "@/lib/profile/profiles";
import { db } from "@/lib/services/database";
import { createdEvents, deletedEvents } from "./publish";
import { changeRoom } from "./room-order";
import type { ChatMessage } from "./schemas";

/**
 * Data access for chat_messages. Deleted messages stay in the table for the audit trail and are
 * never returned. Rows are ordered by `seq` (a sequence); a deletion takes the next number of the
 * same sequence (`deleted_seq`), so every event of a room has its own number: the catch-up cursor.
 */
const select = {
  id: true,
  seq: true,
  room: true,
  userId: true,
  message: true,
  createdAt: true,
} as const;

type Row = {
  id: string;
  seq: bigint;
  room: string;
  userId: string;
  message: string;
  createdAt: Date;
};

export const fallbackUsername = "Latitud member";

export function toChatMessage(row: Row, author: AuthorCard | undefined): ChatMessage {
  const fullName = author?.fullName?.trim() || null;
  return {
    id: row.id,
    seq: Number(row.seq),
    user_id: row.userId,
    username: fullName ?? fallbackUsername,
    message: row.message,
    room: row.room,
    created_at: row.createdAt.toISOString(),
    profile: { full_name: fullName, avatar_url: author?.avatarUrl ?? null },
  };
}

/** Rows as chat messages, with their authors' names and avatars (the profile domain's, in one query). */
async function withAuthors(rows: Row[]): Promise<ChatMessage[]> {
  const authors = await authorCards(rows.map((row) => row.userId));
  return rows.map((row) => toChatMessage(row, authors.get(row.userId)));
}

/** The newest `limit` messages of a room (before `before` when paging back), oldest first. */
export async function latestMessages(
  room: string,
  limit: number = community.loadLimit,
  before?: number,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, ...(before !== undefined ? { seq: { lt: BigInt(before) } } : {}) },
    orderBy: { seq: "desc" },
    take: limit + 1,
    select,
  });
  return { messages: await withAuthors(rows.slice(0, limit).reverse()), hasMore: rows.length > limit };
}

/** Messages created after a cursor and not deleted, oldest first (catch-up after a reconnection). */
export async function messagesAfter(
  room: string,
  after: number,
  limit: number = community.catchUpLimit,
): Promise<ChatMessage[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, seq: { gt: BigInt(after) } },
    orderBy: { seq: "asc" },
    take: limit,
    select,
  });
  return withAuthors(rows);
}

/** Deletions after a cursor, by their own number: the deletions a reconnecting client missed. */
export async function deletionsAfter(
  room: string,
  after: number,
  limit: number = community.catchUpLimit,
): Promise<{ id: string; seq: number }[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedSeq: { gt: BigInt(after) } },
    orderBy: { deletedSeq: "asc" },
    take: limit,
    select: { id: true, deletedSeq: true },
  });
  return rows.map((r) => ({ id: r.id, seq: Number(r.deletedSeq) }));
}

/** The number of the room's newest event (a message or a deletion; 0 when empty): where a client starts. */
export async function roomCursor(room: string): Promise<number> {
  const { _max } = await db.communityMessage.aggregate({
    where: { room },
    _max: { seq: true, deletedSeq: true },
  });
  return Math.max(Number(_max.seq ?? 0), Number(_max.deletedSeq ?? 0));
}

/** Stores a new message and publishes it, in the room's order. */
export async function createMessage(
  userId: string,
  room: string,
  message: string,
  now = new Date(),
): Promise<ChatMessage> {
  const created = await changeRoom(room, async (tx) => {
    const created = await tx.communityMessage.create({
      data: { userId, room, message, createdAt: now },
      select,
    });
    const row = toChatMessage(created, (await authorCards([userId], tx)).get(userId));
    return { value: row, events: createdEvents(row, now.getTime()) };
  });
  return created!;
}

export async function findLiveMessage(id: string) {
  return db.communityMessage.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, seq: true, room: true, userId: true },
  });
}

/**
 * Marks a message deleted, with the deletion's own number, and publishes it in the room's order;
 * null when it already was (a concurrent delete).
 */
export async function markDeleted(
  message: { id: string; room: string },
  deletedBy: string,
  now = new Date(),
): Promise<{ id: string; seq: number } | null> {
  return changeRoom(message.room, async (tx) => {
    const [row] = await tx.$queryRaw<{ deleted_seq: bigint }[]>`
      UPDATE chat_messages
         SET deleted_at = ${now}, deleted_by = ${deletedBy}::uuid, deleted_seq = nextval(pg_get_serial_sequence('chat_messages', 'seq'))
       WHERE id = ${message.id}::uuid AND deleted_at IS NULL
      RETURNING deleted_seq`;
    if (!row) return null;
    const deleted = { id: message.id, seq: Number(row.deleted_seq) };
    return { value: deleted, events: deletedEvents({ ...deleted, room: message.room }, now.getTime()) };
  });
}
