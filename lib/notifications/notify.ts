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

/** What notifyMany did: the new notifications (not the skipped ones), and their delivery for Pusher. */
export type NotifiedMany = { notifications: NotificationItem[]; deliver: () => Promise<void> };

type Client = Prisma.TransactionClient;

/** notifyMany for one recipient. */
export async function notify(tx: Client | undefined, input: NotifyInput): Promise<Notified> {
  const { notifications, deliver } = await notifyMany(tx, [input]);
  return { notification: notifications[0] ?? null, deliver };
}

/**
 * The one way any domain notifies members. No notification to oneself; one per recipient, subject
 * and kind (the unique index: a second call, even in parallel, is a no-op). Each new notification
 * goes live to its recipient's private topic. One insert and one publish for all of them. Inside
 * the caller's transaction (`tx`), the built-in transport's NOTIFYs are delivered at its commit;
 * with Pusher call `deliver()` after the commit. Without `tx`, it runs its own transaction and
 * delivers itself.
 */
export async function notifyMany(
  tx: Client | undefined,
  inputs: readonly NotifyInput[],
): Promise<NotifiedMany> {
  if (!tx) {
    // Nobody to notify (no mentions, or only oneself): no transaction at all.
    if (!inputs.some((input) => input.recipientId !== input.actorId))
      return { notifications: [], deliver: async () => {} };
    const notified = await db.$transaction((own) => notifyMany(own, inputs));
    await notified.deliver();
    return { notifications: notified.notifications, deliver: async () => {} };
  }
  const identity = (i: { recipientId: string; messageId: string; kind: string }) =>
    `${i.recipientId} ${i.messageId} ${i.kind}`;
  const wanted = [
    ...new Map(
      inputs.filter((input) => input.recipientId !== input.actorId).map((input) => [identity(input), input]),
    ).values(),
  ].map((input) => ({ ...input, preview: messagePreview(input.preview, limits.previewLength) }));
  if (!wanted.length) return { notifications: [], deliver: async () => {} };
  const column = <T>(pick: (input: (typeof wanted)[number]) => T) => wanted.map(pick);
  const rows = await tx.$queryRaw<
    { id: string; recipient_id: string; message_id: string; kind: string; created_at: Date }[]
  >`
    INSERT INTO notifications (id, recipient_id, kind, actor_id, room, message_id, thread_id, preview)
    SELECT gen_random_uuid(), recipient_id, kind::"NotificationKind", actor_id, room, message_id, thread_id, preview
    FROM unnest(${column((i) => i.recipientId)}::uuid[], ${column((i) => i.kind)}::text[],
      ${column((i) => i.actorId)}::uuid[], ${column((i) => i.room)}::text[],
      ${column((i) => i.messageId)}::uuid[], ${column((i) => i.threadId ?? null)}::uuid[],
      ${column((i) => i.preview)}::text[])
      AS wanted(recipient_id, kind, actor_id, room, message_id, thread_id, preview)
    ON CONFLICT (recipient_id, message_id, kind) DO NOTHING
    RETURNING id, recipient_id, message_id, kind::text, created_at`;
  if (!rows.length) return { notifications: [], deliver: async () => {} };
  const byIdentity = new Map(wanted.map((input) => [identity(input), input]));
  const actors = await authorCards([...new Set(wanted.map((input) => input.actorId))], tx);
  const created = rows.map((row) => {
    const input = byIdentity.get(
      identity({ recipientId: row.recipient_id, messageId: row.message_id, kind: row.kind }),
    )!;
    const notification = notificationItem({
      id: row.id,
      kind: input.kind,
      actorName: actors.get(input.actorId)?.fullName ?? null,
      room: input.room,
      messageId: input.messageId,
      threadId: input.threadId ?? null,
      preview: input.preview,
      createdAt: row.created_at,
      readAt: null,
    });
    return { recipientId: input.recipientId, notification };
  });
  const deliver = await publishWithin(
    tx,
    created.map(({ recipientId, notification }) => [
      notificationTopic(recipientId),
      { type: "notification.created", notification },
    ]),
  );
  return { notifications: created.map((c) => c.notification), deliver };
}
