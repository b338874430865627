import "server-only";
import { community } from "@/lib/config/community";
import { authorCards, type AuthorCard } from "@/lib/profile/profiles";
import { db, type Prisma } from "@/lib/services/database";
import type { Outgoing } from "@/lib/services/realtime";
import { createdEvents, deletedEvents, updatedEvents } from "./publish";
import { reactionsOf } from "./reaction-rows";
import type { Reaction } from "./reaction-schemas";
import { changeRoom } from "./room-order";
import type { ChatMessage } from "./schemas";

/**
 * Data access for chat_messages. Deleted messages stay in the table for the audit trail and are
 * never returned. Rows are ordered by `seq` (a sequence); a deletion (`deleted_seq`) and a change
 * (`updated_seq`: an edit, a reply, a reaction) take the next number of the same sequence, so every
 * event of a room has its own number: the catch-up cursor.
 */
const select = {
  id: true,
  seq: true,
  room: true,
  userId: true,
  message: true,
  createdAt: true,
  editedAt: true,
  parentId: true,
  replyCount: true,
  lastReply: true,
  imageKey: true,
  imageWidth: true,
  imageHeight: true,
} as const;

type Row = {
  id: string;
  seq: bigint;
  room: string;
  userId: string;
  message: string;
  createdAt: Date;
  editedAt: Date | null;
  parentId: string | null;
  replyCount: number;
  lastReply: Date | null;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

/** An image stored for a message (lib/community/images.ts). */
export type StoredImage = { key: string; width: number; height: number };

/** Images are served to members only, by message: the storage key never reaches the browser. */
export const imagePath = (messageId: string) => `/api/community/images/${messageId}`;

export function toChatMessage(
  row: Row,
  author: AuthorCard | undefined,
  reactions: Reaction[] = [],
): ChatMessage {
  const fullName = author?.fullName?.trim() || null;
  return {
    id: row.id,
    seq: Number(row.seq),
    user_id: row.userId,
    // Empty when the member gave no name: the browser says "Latitud member" in its reader's language.
    username: fullName ?? "",
    message: row.message,
    room: row.room,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    parent_id: row.parentId,
    reply_count: row.replyCount,
    last_reply_at: row.lastReply?.toISOString() ?? null,
    image: row.imageKey
      ? { url: imagePath(row.id), width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 }
      : null,
    profile: { full_name: fullName, avatar_url: author?.avatarUrl ?? null },
    reactions,
  };
}

/**
 * Rows as chat messages, with their authors' names and avatars (the profile domain's, in one query)
 * and their reactions (one query for the whole page).
 */
async function withAuthors(rows: Row[], client: Prisma.TransactionClient = db): Promise<ChatMessage[]> {
  const [authors, reactions] = await Promise.all([
    authorCards(
      rows.map((row) => row.userId),
      client,
    ),
    reactionsOf(
      rows.map((row) => row.id),
      client,
    ),
  ]);
  return rows.map((row) => toChatMessage(row, authors.get(row.userId), reactions.get(row.id)));
}

/** The newest `limit` live messages matching `where` (before `before` when paging back), oldest first. */
export async function pageOfMessages(
  where: Prisma.CommunityMessageWhereInput,
  limit: number,
  before?: number,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const rows = await db.communityMessage.findMany({
    where: {
      ...where,
      deletedAt: null,
      hiddenAt: null,
      ...(before !== undefined ? { seq: { lt: BigInt(before) } } : {}),
    },
    orderBy: { seq: "desc" },
    take: limit + 1,
    select,
  });
  return { messages: await withAuthors(rows.slice(0, limit).reverse()), hasMore: rows.length > limit };
}

/** The room's main timeline: its newest `limit` messages, replies left to their threads. */
export async function latestMessages(
  room: string,
  limit: number = community.loadLimit,
  before?: number,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  return pageOfMessages({ room, parentId: null }, limit, before);
}

/** Shown messages of a room (not deleted, not hidden by reports) by id, in the order of `ids` (search). */
export async function liveMessagesByIds(room: string, ids: readonly string[]): Promise<ChatMessage[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, hiddenAt: null, id: { in: [...ids] } },
    select,
  });
  const byId = new Map((await withAuthors(rows)).map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A message in its context: up to `around` shown messages either side of number `seq`, oldest first. */
export async function messagesAround(room: string, seq: number, around: number): Promise<ChatMessage[]> {
  const where = { room, deletedAt: null, hiddenAt: null };
  const [upTo, after] = await Promise.all([
    db.communityMessage.findMany({
      where: { ...where, seq: { lte: BigInt(seq) } },
      orderBy: { seq: "desc" },
      take: around + 1,
      select,
    }),
    db.communityMessage.findMany({
      where: { ...where, seq: { gt: BigInt(seq) } },
      orderBy: { seq: "asc" },
      take: around,
      select,
    }),
  ]);
  return withAuthors([...upTo.reverse(), ...after]);
}

/**
 * Messages created after a cursor and not deleted, oldest first (catch-up after a reconnection);
 * replies too: they are events of the room, which the client routes to their thread.
 */
export async function messagesAfter(
  room: string,
  after: number,
  limit: number = community.catchUpLimit,
): Promise<ChatMessage[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, hiddenAt: null, seq: { gt: BigInt(after) } },
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

/** Changed messages after a cursor, by their change's number, as they are now (not deleted). */
export async function updatesAfter(
  room: string,
  after: number,
  limit: number = community.catchUpLimit,
): Promise<{ seq: number; message: ChatMessage }[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, hiddenAt: null, updatedSeq: { gt: BigInt(after) } },
    orderBy: { updatedSeq: "asc" },
    take: limit,
    select: { ...select, updatedSeq: true },
  });
  const messages = await withAuthors(rows);
  return messages.map((message, i) => ({ seq: Number(rows[i]!.updatedSeq), message }));
}

/** The number of the room's newest event (a message, a deletion or a change; 0 when empty): where a client starts. */
export async function roomCursor(room: string): Promise<number> {
  const { _max } = await db.communityMessage.aggregate({
    where: { room },
    _max: { seq: true, deletedSeq: true, updatedSeq: true, hiddenSeq: true },
  });
  return Math.max(
    Number(_max.seq ?? 0),
    Number(_max.deletedSeq ?? 0),
    Number(_max.updatedSeq ?? 0),
    Number(_max.hiddenSeq ?? 0),
  );
}

/** Stores a new message and publishes it, in the room's order. */
export async function createMessage(
  userId: string,
  room: string,
  message: string,
  now = new Date(),
  image?: StoredImage,
): Promise<ChatMessage> {
  const created = await changeRoom(room, async (tx) => {
    const row = await insertMessage(tx, {
      userId,
      room,
      message,
      createdAt: now,
      ...(image ? { imageKey: image.key, imageWidth: image.width, imageHeight: image.height } : {}),
    });
    return { value: row, events: createdEvents(row, now.getTime()) };
  });
  return created!;
}

/** Inserts a message (or a reply) inside a room change; the message as the clients get it. */
export async function insertMessage(
  tx: Prisma.TransactionClient,
  data: Prisma.CommunityMessageUncheckedCreateInput & { userId: string },
): Promise<ChatMessage> {
  const created = await tx.communityMessage.create({ data, select });
  return toChatMessage(created, (await authorCards([data.userId], tx)).get(data.userId));
}

/** A live message as the clients get it (author, reactions); null when it is gone (deleted, or hidden by reports). */
export async function liveChatMessage(
  id: string,
  client: Prisma.TransactionClient = db,
): Promise<ChatMessage | null> {
  const row = await client.communityMessage.findFirst({
    where: { id, deletedAt: null, hiddenAt: null },
    select,
  });
  return row ? ((await withAuthors([row], client))[0] ?? null) : null;
}

/** The storage key of a live message's image; null when it has none or is deleted or hidden. */
export async function liveImageKey(messageId: string): Promise<string | null> {
  const row = await db.communityMessage.findFirst({
    where: { id: messageId, deletedAt: null, hiddenAt: null },
    select: { imageKey: true },
  });
  return row?.imageKey ?? null;
}

export async function findLiveMessage(id: string) {
  return db.communityMessage.findFirst({
    where: { id, deletedAt: null },
    select: { id: true, seq: true, room: true, userId: true, createdAt: true },
  });
}

/** One message as clients see it, read in the caller's transaction. */
export async function readMessage(tx: Prisma.TransactionClient, id: string): Promise<ChatMessage> {
  const row = await tx.communityMessage.findUniqueOrThrow({ where: { id }, select });
  return (await withAuthors([row], tx))[0]!;
}

/**
 * Publishes a change to a live message, inside `changeRoom`'s transaction after the change's write:
 * gives the message the next number of the room's events and answers the `message.updated` events
 * with the whole message as it now is; null when the message is gone (deleted meanwhile).
 */
export async function touchMessage(
  tx: Prisma.TransactionClient,
  id: string,
  now = new Date(),
): Promise<{ value: ChatMessage; events: Outgoing[] } | null> {
  const [touched] = await tx.$queryRaw<{ updated_seq: bigint }[]>`
    UPDATE chat_messages SET updated_seq = nextval(pg_get_serial_sequence('chat_messages', 'seq'))
     WHERE id = ${id}::uuid AND deleted_at IS NULL
    RETURNING updated_seq`;
  if (!touched) return null;
  const message = await readMessage(tx, id);
  return { value: message, events: updatedEvents(message, Number(touched.updated_seq), now.getTime()) };
}

/**
 * Replaces the text of a message its author wrote less than `windowMs` ago, in one conditional
 * UPDATE (the author, the window and 'not deleted' are its conditions), and publishes the change;
 * null when any condition fails.
 */
export async function editOwnMessage(
  message: { id: string; room: string },
  authorId: string,
  text: string,
  windowMs: number,
  now = new Date(),
): Promise<ChatMessage | null> {
  return changeRoom(message.room, async (tx) => {
    const edited = await tx.$executeRaw`
      UPDATE chat_messages SET message = ${text}, edited_at = ${now}
       WHERE id = ${message.id}::uuid AND user_id = ${authorId}::uuid AND deleted_at IS NULL
         AND created_at > ${new Date(now.getTime() - windowMs)}`;
    return edited ? touchMessage(tx, message.id, now) : null;
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
  return changeRoom(message.room, (tx) => deleteWithin(tx, message, deletedBy, now));
}

/** `markDeleted`'s change, inside a `changeRoom` transaction the caller holds (moderation's review). */
export async function deleteWithin(
  tx: Prisma.TransactionClient,
  message: { id: string; room: string },
  deletedBy: string,
  now = new Date(),
): Promise<{ value: { id: string; seq: number }; events: Outgoing[] } | null> {
  const [row] = await tx.$queryRaw<{ deleted_seq: bigint; parent_id: string | null }[]>`
    UPDATE chat_messages
       SET deleted_at = ${now}, deleted_by = ${deletedBy}::uuid, deleted_seq = nextval(pg_get_serial_sequence('chat_messages', 'seq'))
     WHERE id = ${message.id}::uuid AND deleted_at IS NULL
    RETURNING deleted_seq, parent_id`;
  if (!row) return null;
  const deleted = { id: message.id, seq: Number(row.deleted_seq) };
  const events = deletedEvents({ ...deleted, room: message.room }, now.getTime());
  // A reply is counted out of its thread in the same transaction.
  if (row.parent_id) events.push(...(await countOutReply(tx, row.parent_id, now)));
  return { value: deleted, events };
}

/**
 * A reply was deleted (in the same transaction): its parent counts it out and takes the time of
 * its newest live reply; the parent's change is published.
 */
async function countOutReply(tx: Prisma.TransactionClient, parentId: string, now: Date): Promise<Outgoing[]> {
  await tx.$executeRaw`
    UPDATE chat_messages p
       SET reply_count = reply_count - 1,
           last_reply_at = (SELECT max(r.created_at) FROM chat_messages r
                             WHERE r.parent_id = p.id AND r.deleted_at IS NULL)
     WHERE p.id = ${parentId}::uuid AND p.reply_count > 0`;
  return (await touchMessage(tx, parentId, now))?.events ?? [];
}
