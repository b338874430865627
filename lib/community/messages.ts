import { community } from "@/lib/config/community";
import { db } from "@/lib/services/database";
import type { ChatMessage } from "./schemas";

/**
 * Data access for chat_messages. Deleted messages stay in the table for the audit trail and are
 * never returned. Rows are ordered by `seq` (a sequence), which is also the catch-up cursor.
 */
const select = {
  id: true,
  seq: true,
  room: true,
  userId: true,
  message: true,
  createdAt: true,
  user: { select: { profile: { select: { fullName: true, avatarUrl: true } } } },
} as const;

type Row = {
  id: string;
  seq: bigint;
  room: string;
  userId: string;
  message: string;
  createdAt: Date;
  user: { profile: { fullName: string | null; avatarUrl: string | null } | null };
};

export const fallbackUsername = "Latitud member";

export function toChatMessage(row: Row): ChatMessage {
  const fullName = row.user.profile?.fullName?.trim() || null;
  return {
    id: row.id,
    seq: Number(row.seq),
    user_id: row.userId,
    username: fullName ?? fallbackUsername,
    message: row.message,
    room: row.room,
    created_at: row.createdAt.toISOString(),
    profile: { full_name: fullName, avatar_url: row.user.profile?.avatarUrl ?? null },
  };
}

/** The newest `limit` messages of a room (before `before` when paging back), oldest first. */
export async function latestMessages(room: string, limit: number = community.loadLimit, before?: number): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, ...(before !== undefined ? { seq: { lt: BigInt(before) } } : {}) },
    orderBy: { seq: "desc" },
    take: limit + 1,
    select,
  });
  return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore: rows.length > limit };
}

/** Messages after a cursor, oldest first (catch-up after a reconnection). */
export async function messagesAfter(room: string, after: number, limit: number = community.catchUpLimit): Promise<ChatMessage[]> {
  const rows = await db.communityMessage.findMany({ where: { room, deletedAt: null, seq: { gt: BigInt(after) } }, orderBy: { seq: "asc" }, take: limit, select });
  return rows.map(toChatMessage);
}

/** Messages (up to the cursor) deleted since a time: the deletions a reconnecting client missed. */
export async function deletedSince(room: string, since: Date, upToSeq: number, limit: number = community.catchUpLimit): Promise<{ id: string; seq: number }[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: { gte: since }, seq: { lte: BigInt(upToSeq) } },
    orderBy: { seq: "desc" },
    take: limit,
    select: { id: true, seq: true },
  });
  return rows.map((r) => ({ id: r.id, seq: Number(r.seq) }));
}

/** The newest seq of a room (0 when empty): where a fresh stream starts. */
export async function latestSeq(room: string): Promise<number> {
  const row = await db.communityMessage.findFirst({ where: { room }, orderBy: { seq: "desc" }, select: { seq: true } });
  return row ? Number(row.seq) : 0;
}

export async function createMessage(userId: string, room: string, message: string, now = new Date()): Promise<ChatMessage> {
  const row = await db.communityMessage.create({ data: { userId, room, message, createdAt: now }, select });
  return toChatMessage(row);
}

export async function findLiveMessage(id: string) {
  return db.communityMessage.findFirst({ where: { id, deletedAt: null }, select: { id: true, seq: true, room: true, userId: true } });
}

/** Marks a message deleted; false when it already was (a concurrent delete). */
export async function markDeleted(id: string, deletedBy: string, now = new Date()): Promise<boolean> {
  const result = await db.communityMessage.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now, deletedBy } });
  return result.count === 1;
}
