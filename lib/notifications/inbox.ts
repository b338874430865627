import "server-only";
import { notifications as limits } from "@/lib/config/notifications";
import { AppError } from "@/lib/errors";
import { authorCards } from "@/lib/profile/profiles";
import { db } from "@/lib/services/database";
import { publishWithin } from "@/lib/services/realtime";
import { notificationItem } from "./items";
import type { NotificationInbox } from "./schemas";
import { notificationTopic } from "./topic";

/**
 * A member's own notifications (the bell). Every function takes the member's id from their session:
 * nobody reads or marks anyone else's.
 */
export async function inbox(userId: string, limit: number = limits.listLimit): Promise<NotificationInbox> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { recipientId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    }),
    unreadCount(userId),
  ]);
  const actors = await authorCards(rows.map((row) => row.actorId));
  return {
    data: rows.map((row) =>
      notificationItem({ ...row, actorName: actors.get(row.actorId)?.fullName ?? null }),
    ),
    unread,
  };
}

export function unreadCount(userId: string): Promise<number> {
  return db.notification.count({ where: { recipientId: userId, readAt: null } });
}

/**
 * Marks every unread notification read in one statement (rows arriving meanwhile stay unread) and
 * tells the member's other tabs. Returns how many this call marked: two calls at once never both
 * mark one row.
 */
export async function markAllRead(
  userId: string,
  now = new Date(),
): Promise<{ marked: number; unread: number }> {
  return markWhere(userId, { recipientId: userId, readAt: null }, now);
}

/** Marks one of the member's notifications read (opened from the bell): 404 for anyone else's. */
export async function markRead(userId: string, id: string, now = new Date()) {
  const exists = await db.notification.findFirst({
    where: { id, recipientId: userId },
    select: { id: true },
  });
  if (!exists) throw new AppError("not_found", "Notification not found");
  return markWhere(userId, { id, recipientId: userId, readAt: null }, now);
}

async function markWhere(
  userId: string,
  where: { recipientId: string; readAt: null; id?: string },
  now: Date,
): Promise<{ marked: number; unread: number }> {
  let deliver = async () => {};
  const outcome = await db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({ where, data: { readAt: now } });
    const unread = await tx.notification.count({ where: { recipientId: userId, readAt: null } });
    if (count > 0)
      deliver = await publishWithin(tx, [[notificationTopic(userId), { type: "notification.read", unread }]]);
    return { marked: count, unread };
  });
  await deliver();
  return outcome;
}
