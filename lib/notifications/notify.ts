import "server-only";
import { messagePreview } from "@/lib/community/preview";
import { notifications as limits } from "@/lib/config/notifications";
import { authorCards } from "@/lib/profile/profiles";
import { db, type Prisma } from "@/lib/services/database";
import { publishWithin } from "@/lib/services/realtime";
import { notificationItem } from "./items";
import type { NotificationItem, NotificationKindName } from "./schemas";
import { notificationTopic } from "./topic";

export type NotifyInput = {
  recipientId: string;
  kind: NotificationKindName;
  actorId: string;
  /** The chat room it happened in (the notification links there), or null. */
  room: string | null;
  /** What it is about: the chat message, or the meetup. With kind and recipient, its identity. */
  messageId: string;
  /** A reply's thread (its first message), so the link opens the thread. */
  threadId?: string | null;
  /** A few words of it; shortened to `previewLength`. */
  preview: string;
};

/** What notify did: the new notification (null: self or duplicate), and its delivery for Pusher. */
export type Notified = { notification: NotificationItem | null; deliver: () => Promise<void> };

type Client = Prisma.TransactionClient;

/**
 * The one way any domain notifies a member. No notification to oneself; one per recipient, subject
 * and kind (the unique index: a second call, even in parallel, is a no-op). The new notification
 * goes live to the recipient's private topic. Inside the caller's transaction (`tx`), the built-in
 * transport's NOTIFY is delivered at its commit; with Pusher call `deliver()` after the commit.
 * Without `tx`, notify runs its own transaction and delivers itself.
 */
export async function notify(tx: Client | undefined, input: NotifyInput): Promise<Notified> {
  if (!tx) {
    const notified = await db.$transaction((own) => notify(own, input));
    await notified.deliver();
    return { notification: notified.notification, deliver: async () => {} };
  }
  const none: Notified = { notification: null, deliver: async () => {} };
  if (input.recipientId === input.actorId) return none;
  const preview = messagePreview(input.preview, limits.previewLength);
  const rows = await tx.$queryRaw<{ id: string; created_at: Date }[]>`
    INSERT INTO notifications (id, recipient_id, kind, actor_id, room, message_id, thread_id, preview)
    VALUES (gen_random_uuid(), ${input.recipientId}::uuid, ${input.kind}::"NotificationKind",
      ${input.actorId}::uuid, ${input.room}, ${input.messageId}::uuid, ${input.threadId ?? null}::uuid,
      ${preview})
    ON CONFLICT (recipient_id, message_id, kind) DO NOTHING
    RETURNING id, created_at`;
  const row = rows[0];
  if (!row) return none;
  const actor = (await authorCards([input.actorId], tx)).get(input.actorId);
  const notification = notificationItem({
    id: row.id,
    kind: input.kind,
    actorName: actor?.fullName ?? null,
    room: input.room,
    messageId: input.messageId,
    threadId: input.threadId ?? null,
    preview,
    createdAt: row.created_at,
    readAt: null,
  });
  const deliver = await publishWithin(tx, [
    [notificationTopic(input.recipientId), { type: "notification.created", notification }],
  ]);
  return { notification, deliver };
}
