import type { NotificationItem, NotificationKindName } from "./schemas";

type Row = {
  id: string;
  kind: NotificationKindName;
  actorName: string | null;
  room: string | null;
  messageId: string;
  threadId: string | null;
  preview: string;
  createdAt: Date;
  readAt: Date | null;
};

/** A stored notification as the browser gets it. */
export function notificationItem(row: Row): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    actorName: row.actorName?.trim() || null,
    room: row.room,
    messageId: row.messageId,
    threadId: row.threadId,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
