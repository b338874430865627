import { z } from "zod";
import { community } from "@/lib/config/community";
import { withinMentionLimit } from "@/lib/notifications/mentions";
import { reactionSchema } from "./reaction-schemas";

/**
 * The community chat's inputs and its message, one zod schema each, shared by the composer and the
 * route handlers. Room ids are checked here for their form only; that the room exists is the
 * server's check (lib/community/rooms.ts), so the browser bundle does not carry the city data.
 */
export const roomIdSchema = z
  .string({ error: "Unknown room" })
  .trim()
  .min(1, "Unknown room")
  .max(64, "Unknown room")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Unknown room");

/**
 * The text of a message: plain text, not blank, at most 500 characters (after trimming). Messages
 * shown by the composer and the mute dialog are keys of the `validation` messages.
 */
export const messageTextSchema = z
  .string({ error: "community.blank" })
  .trim()
  .min(1, "community.blank")
  .max(community.messageMaxLength, "community.tooLong")
  .refine(withinMentionLimit, "mentions.tooMany");

export const postMessageSchema = z.object({
  message: messageTextSchema,
  room: roomIdSchema.default(community.defaultRoom),
  /** A reply in the thread of this message (which must not be a reply itself); in its room. */
  parent_id: z.uuid({ error: "Invalid message id" }).optional(),
});
export type PostMessageInput = z.infer<typeof postMessageSchema>;

/** The fields sent with an image: its room and an optional caption (the message's text). */
export const postImageSchema = z.object({
  room: roomIdSchema.default(community.defaultRoom),
  message: z.string().trim().max(community.messageMaxLength, "community.tooLong").default(""),
});

export const deleteMessageSchema = z.object({ messageId: z.uuid({ error: "Invalid message id" }) });

/** An edit of one's own message: the new text, checked like a new message's. */
export const editMessageSchema = z.object({
  messageId: z.uuid({ error: "Invalid message id" }),
  message: messageTextSchema,
});
export type EditMessageInput = z.infer<typeof editMessageSchema>;

/**
 * GET query: the newest `limit` messages (before `before`, for 'Load earlier'), or those after
 * `after` (catch-up).
 */
const seqParam = z.coerce
  .number({ error: "Invalid cursor" })
  .int("Invalid cursor")
  .min(0, "Invalid cursor")
  .max(Number.MAX_SAFE_INTEGER, "Invalid cursor");
export const listMessagesQuerySchema = z
  .object({
    room: roomIdSchema.default(community.defaultRoom),
    limit: z.coerce
      .number({ error: "Invalid limit" })
      .int("Invalid limit")
      .min(1, "Invalid limit")
      .max(community.maxLoadLimit, "Invalid limit")
      .default(community.loadLimit),
    before: seqParam.optional(),
    after: seqParam.optional(),
    /** Sent by pages loaded before events were numbered; ignored (deletions are caught up by number). */
    since: seqParam.optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: "Use either before or after",
    path: ["before"],
  });
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

export const muteMemberSchema = z.object({
  userId: z.uuid({ error: "Invalid user id" }),
  minutes: z
    .number({ error: "community.chooseDuration" })
    .int("community.chooseDuration")
    .min(1, "community.chooseDuration")
    .max(community.maxMuteMinutes, "community.muteTooLong"),
  reason: z.string().trim().max(community.muteReasonMaxLength, "community.reasonTooLong").optional(),
});
export type MuteMemberInput = z.infer<typeof muteMemberSchema>;

export const unmuteMemberSchema = z.object({ userId: z.uuid({ error: "Invalid user id" }) });

/**
 * A chat message as the API and the realtime events carry it (id, user_id, username, message, room,
 * created_at and the joined profile), plus `seq`, its position for paging and catch-up.
 */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int().nonnegative(),
  user_id: z.uuid(),
  username: z.string(),
  message: z.string(),
  room: z.string(),
  created_at: z.string(),
  /** When its author last edited the text; null when never. */
  edited_at: z.string().nullable(),
  /**
   * Threads (one level): a reply's parent; on a parent, its live replies and the newest one's time.
   * Optional only for events from servers before threads; the server always sends them.
   */
  parent_id: z.uuid().nullable().optional(),
  reply_count: z.number().int().nonnegative().optional(),
  last_reply_at: z.string().nullable().optional(),
  /** An attached image (served to members only, re-encoded, without metadata), with its size. */
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  profile: z.object({ full_name: z.string().nullable(), avatar_url: z.string().nullable() }),
  /** Its reactions, one per emoji of the set that has any, in the set's order (the server always sends them). */
  reactions: z.array(reactionSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What moves over the realtime channels. Each event of a room has its own number: a new message its
 * `message.seq`, a deletion its own `seq` (taken when it was deleted), so a client's cursor moves on
 * with deletions too. `at` is the server's clock (ms) when published; it is not a cursor.
 */
export const communityEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message.created"),
    room: z.string(),
    at: z.number(),
    message: chatMessageSchema,
  }),
  /** A change to a message (an edit): the whole message as it now is, `seq` the change's own number. */
  z.object({
    type: z.literal("message.updated"),
    room: z.string(),
    at: z.number(),
    seq: z.number(),
    message: chatMessageSchema,
  }),
  z.object({
    type: z.literal("message.deleted"),
    room: z.string(),
    at: z.number(),
    id: z.uuid(),
    seq: z.number(),
  }),
  /** A message hidden by members' reports until reviewed (lib/moderation): gone like a deletion, `seq` its own number. */
  z.object({
    type: z.literal("message.hidden"),
    room: z.string(),
    at: z.number(),
    id: z.uuid(),
    seq: z.number(),
  }),
  /**
   * A hidden message back after review: the whole message (clients put it back in its place), `seq`
   * the restore's own number, so clients whose cursor passed the message still receive it.
   */
  z.object({
    type: z.literal("message.restored"),
    room: z.string(),
    at: z.number(),
    seq: z.number(),
    message: chatMessageSchema,
  }),
  /**
   * A lightweight notice of a message in any room: author and a 50-character preview (`seq` is the
   * message's).
   */
  z.object({
    type: z.literal("activity"),
    room: z.string(),
    at: z.number(),
    id: z.uuid(),
    seq: z.number(),
    user_id: z.uuid(),
    username: z.string(),
    preview: z.string(),
  }),
]);
export type CommunityEvent = z.infer<typeof communityEventSchema>;

/** A refused post (429): which limit (the rate or the daily quota), when to retry (ms), and the counts. */
export type CommunityRefusal = {
  error: string;
  chatType: "community";
  limitType: "rate" | "quota";
  retryAfter: number;
  currentCount?: number;
  maxCount?: number;
};

/** The Pusher protocol's channel-authorisation request (form-encoded by pusher-js). */
export const pusherAuthSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, "Invalid socket id"),
  channel_name: z.string().min(1, "Invalid channel").max(200, "Invalid channel"),
});

/** The stream's query (the cursor comes as after/since or Last-Event-ID, read separately). */
export const streamQuerySchema = z.object({ room: roomIdSchema.default(community.defaultRoom) });
