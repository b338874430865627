import "server-only";
import { community } from "@/lib/config/community";
import { db, type Prisma } from "@/lib/services/database";
import type { Reaction } from "./reaction-schemas";
import { groupReactions, type ReactionGroup } from "./reaction-summary";

/**
 * The reactions of a page of messages in one query (grouped by message and emoji, with the count and
 * the newest reactors' ids), keyed by message id; messages without any are absent.
 */
export async function reactionsOf(
  messageIds: readonly string[],
  client: Pick<Prisma.TransactionClient, "$queryRaw"> = db,
): Promise<Map<string, Reaction[]>> {
  if (messageIds.length === 0) return new Map();
  const groups = await client.$queryRaw<ReactionGroup[]>`
    SELECT message_id::text AS "messageId", emoji, count(*)::int AS count,
           (array_agg(user_id::text ORDER BY created_at DESC, user_id))[1:${community.reactedIdsShown}] AS reacted
      FROM chat_message_reactions
     WHERE message_id = ANY(${[...new Set(messageIds)]}::uuid[])
     GROUP BY message_id, emoji`;
  return groupReactions(groups);
}
