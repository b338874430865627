import { community } from "@/lib/config/community";
import { reactionEmojis, type Reaction, type ReactionKey } from "./reaction-schemas";

/** One emoji's reactions to one message, as the database groups them (reactors newest first). */
export type ReactionGroup = { messageId: string; emoji: string; count: number; reacted: string[] };

const order = new Map<string, number>(reactionEmojis.map((emoji, i) => [emoji, i]));
const keyOf = new Map<string, ReactionKey>(
  Object.entries(community.reactions).map(([key, emoji]) => [emoji, key as ReactionKey]),
);

/**
 * Each message's reactions, in the set's order; an emoji no longer in the set is not shown, and a
 * message carries at most `reactedIdsShown` reactor ids per emoji (the count stays exact).
 */
export function groupReactions(groups: readonly ReactionGroup[]): Map<string, Reaction[]> {
  const byMessage = new Map<string, Reaction[]>();
  for (const { messageId, emoji, count, reacted } of groups) {
    if (!order.has(emoji) || count < 1) continue;
    const list = byMessage.get(messageId) ?? [];
    list.push({ emoji, count, reacted: reacted.slice(0, community.reactedIdsShown) });
    byMessage.set(messageId, list);
  }
  for (const list of byMessage.values()) list.sort((a, b) => order.get(a.emoji)! - order.get(b.emoji)!);
  return byMessage;
}

/** A chip under a message: the emoji, its name's key, the count, and whether the viewer reacted. */
export type ReactionChip = { emoji: string; key: ReactionKey; count: number; pressed: boolean };

/** The chips a viewer sees under a message, in the set's order (emojis outside the set dropped). */
export function reactionChips(reactions: readonly Reaction[], viewerId: string): ReactionChip[] {
  return reactions.flatMap(({ emoji, count, reacted }) => {
    const key = keyOf.get(emoji);
    return key && count > 0 ? [{ emoji, key, count, pressed: reacted.includes(viewerId) }] : [];
  });
}
