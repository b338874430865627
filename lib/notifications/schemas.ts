import { z } from "zod";
import { notifications } from "@/lib/config/notifications";

/**
 * Notifications as the API and the realtime events carry them, and the inputs of their routes and
 * actions: one zod schema each, shared by the browser and the server.
 */
export const notificationKinds = ["mention", "thread_reply", "meetup"] as const;
export type NotificationKindName = (typeof notificationKinds)[number];

export const notificationItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  actorName: z.string().nullable(),
  room: z.string().nullable(),
  messageId: z.uuid(),
  /** A reply's thread (its first message), or null. */
  threadId: z.uuid().nullable(),
  preview: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** What the bell loads: the newest notifications and how many are unread. */
export type NotificationInbox = { data: NotificationItem[]; unread: number };

/** Live events on a member's private topic. */
export const notificationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("notification.created"), notification: notificationItemSchema }),
  /** Read elsewhere (another tab, 'mark all read'): the unread count now. */
  z.object({ type: z.literal("notification.read"), unread: z.number().int().nonnegative() }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** POST /api/notifications/read: one notification (opened) or all of them. */
export const markReadSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ id: z.uuid({ error: "Invalid notification id" }) }).strict(),
]);
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** The profile's 'Email me about' switches. */
export const emailPreferencesSchema = z.object({
  mention: z.boolean(),
  thread_reply: z.boolean(),
  meetup: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** GET /api/mentions: the name prefix typed after '@'. */
export const mentionQuerySchema = z.object({
  q: z
    .string({ error: "Invalid query" })
    .trim()
    .min(1, "Invalid query")
    .max(notifications.mentionQueryMaxLength, "Invalid query"),
});

/** A suggestion of the mention autocomplete. */
export type MentionSuggestion = { id: string; name: string };
