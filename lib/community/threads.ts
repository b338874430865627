import "server-only";
import { community } from "@/lib/config/community";
import { AppError } from "@/lib/errors";
import { db, type Prisma } from "@/lib/services/database";
import { notifyMany } from "@/lib/notifications/notify";
import { insertMessage, pageOfMessages, liveChatMessage, touchMessage } from "./messages";
import { createdEvents } from "./publish";
import { changeRoom } from "./room-order";
import type { ChatMessage } from "./schemas";

/**
 * Threads, one level deep: a reply is a message of its parent's room with `parent_id` set, so it
 * is an event of the room with its own number (live and caught up like any message); the room's
 * main timeline leaves replies out and the client routes them to the open thread panel. The parent
 * keeps the count of its live replies and the time of the newest; every change to them is one
 * conditional UPDATE in the room's transaction, and a change of the parent (message.updated), so
 * every client's "3 replies · last reply 2 min ago" follows live.
 */

export const replyToReply = "You cannot reply to a reply";

/** The message a reply goes under: live (404 otherwise) and not itself a reply (422). */
export async function threadParent(parentId: string): Promise<{ id: string; room: string }> {
  const parent = await db.communityMessage.findFirst({
    where: { id: parentId, deletedAt: null, hiddenAt: null },
    select: { id: true, room: true, parentId: true },
  });
  if (!parent) throw new AppError("not_found", "Message not found");
  if (parent.parentId) throw new AppError("unprocessable", replyToReply, { extra: { field: "parent_id" } });
  return parent;
}

/**
 * Posts a reply, in one room transaction: the parent counts it (reply_count + 1, last_reply_at)
 * only while it is a live top-level message, the reply is stored, the parent is touched so every
 * client sees the new count, and the thread's people are notified. A parent deleted meanwhile
 * refuses the reply (404).
 */
export async function createReply(
  userId: string,
  parent: { id: string; room: string },
  text: string,
  now = new Date(),
): Promise<ChatMessage> {
  const posted = await changeRoom(parent.room, async (tx) => {
    const [counted] = await tx.$queryRaw<{ reply_count: number }[]>`
      UPDATE chat_messages
         SET reply_count = reply_count + 1, last_reply_at = GREATEST(last_reply_at, ${now})
       WHERE id = ${parent.id}::uuid AND parent_id IS NULL AND deleted_at IS NULL
      RETURNING reply_count`;
    if (!counted) throw new AppError("not_found", "Message not found");
    const reply = await insertMessage(tx, {
      userId,
      room: parent.room,
      message: text,
      parentId: parent.id,
      createdAt: now,
    });
    const touched = await touchMessage(tx, parent.id, now);
    const deliveries = await notifyThread(tx, parent.id, reply);
    return {
      value: { reply, deliveries },
      events: [...createdEvents(reply, now.getTime()), ...(touched?.events ?? [])],
    };
  });
  // Notifications over Pusher go out once committed (the built-in transport's went at commit).
  await Promise.all(posted!.deliveries.map((deliver) => deliver().catch(() => {})));
  return posted!.reply;
}

/**
 * A reply notifies (kind thread_reply) the thread's author and its latest repliers, at most
 * `threadNotifyLimit` of them; never the replier (notify skips oneself), once per reply each.
 */
async function notifyThread(
  tx: Prisma.TransactionClient,
  parentId: string,
  reply: ChatMessage,
): Promise<Array<() => Promise<void>>> {
  const people = await tx.$queryRaw<{ user_id: string }[]>`
    SELECT user_id FROM chat_messages WHERE id = ${parentId}::uuid
    UNION
    (SELECT user_id FROM chat_messages WHERE parent_id = ${parentId}::uuid AND deleted_at IS NULL
      GROUP BY user_id ORDER BY max(seq) DESC LIMIT ${community.threadNotifyLimit})`;
  const notified = await notifyMany(
    tx,
    people.map(({ user_id }) => ({
      recipientId: user_id,
      kind: "thread_reply" as const,
      actorId: reply.user_id,
      room: reply.room,
      messageId: reply.id,
      threadId: parentId,
      preview: reply.message,
    })),
  );
  return [notified.deliver];
}

/** A thread: its parent and a page of its replies (the newest `limit` before `before`), oldest first. */
export async function readThread(
  parentId: string,
  limit: number = community.loadLimit,
  before?: number,
): Promise<{ parent: ChatMessage; replies: ChatMessage[]; hasMore: boolean }> {
  const parent = await liveChatMessage(parentId);
  if (!parent || parent.parent_id) throw new AppError("not_found", "Thread not found");
  const page = await pageOfMessages({ parentId }, limit, before);
  return { parent, replies: page.messages, hasMore: page.hasMore };
}
