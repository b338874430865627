import { z } from "zod";
import { community } from "@/lib/config/community";

/** The fixed set of reactions (lib/config/community.ts): each emoji, and the key that names it. */
export type ReactionKey = keyof typeof community.reactions;
export type ReactionEmoji = (typeof community.reactions)[ReactionKey];
export const reactionEmojis = Object.values(community.reactions) as [ReactionEmoji, ...ReactionEmoji[]];
/** The set in its order, as [key, emoji] pairs (the menu of reactions). */
export const reactionSet = Object.entries(community.reactions) as [ReactionKey, ReactionEmoji][];

/** Turning one's reaction on or off (idempotent): only an emoji of the set (422 otherwise). */
export const reactSchema = z.object({
  messageId: z.uuid({ error: "Invalid message id" }),
  emoji: z.enum(reactionEmojis, { error: "Unknown reaction" }),
  on: z.boolean({ error: "Invalid input" }),
});
export type ReactInput = z.infer<typeof reactSchema>;

/**
 * One emoji's reactions to a message: the exact count and the ids of its most recent reactors (at
 * most `community.reactedIdsShown`), so a client shows the chip pressed when the viewer is among them.
 */
export const reactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int().positive(),
  reacted: z.array(z.uuid()),
});
export type Reaction = z.infer<typeof reactionSchema>;
