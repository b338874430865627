import { chatHref } from "@/lib/community/chat-link";
import type { NotificationItem } from "./schemas";

/**
 * Where a notification leads: a meetup to its city's meetups (its room is the city); a mention or a
 * reply to its message in the chat, inside the thread for a reply.
 */
export function notificationHref(
  n: Pick<NotificationItem, "kind" | "room" | "messageId" | "threadId">,
): string {
  if (n.kind === "meetup") return n.room ? `/cities/${encodeURIComponent(n.room)}#meetups` : "/cities";
  return chatHref({ room: n.room, message: n.messageId, thread: n.threadId });
}
