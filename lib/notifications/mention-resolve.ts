import "server-only";
import type { ChatMessage } from "@/lib/community/schemas";
import { logger } from "@/lib/observability/logger";
import { communityMembers } from "./members";
import { mentionToken, plainMentions, splitMentions } from "./mentions";
import { notifyMany } from "./notify";

/**
 * A message's mentions as the server stores them: a token naming a member of the community becomes
 * that member's own name (nobody can dress up a mention with another name); any other token (an
 * unknown id, a member without premium access) becomes plain '@Name' text. Returns the text to store
 * and the members mentioned.
 */
export async function resolveMentions(text: string): Promise<{ text: string; mentioned: string[] }> {
  const chunks = splitMentions(text);
  const ids = chunks.flatMap((c) => (c.kind === "mention" ? [c.userId] : []));
  if (!ids.length) return { text, mentioned: [] };
  const members = await communityMembers(ids);
  const rewritten = chunks
    .map((chunk) => {
      if (chunk.kind === "text") return chunk.text;
      const member = members.get(chunk.userId);
      return member ? mentionToken({ name: member.name, userId: chunk.userId }) : `@${chunk.name}`;
    })
    .join("");
  return { text: rewritten, mentioned: [...new Set(ids.filter((id) => members.has(id)))] };
}

/**
 * Notifies each member a new message mentions (not its author). A failure is logged: the message
 * is already posted.
 */
export async function notifyMentions(message: ChatMessage, mentioned: readonly string[]): Promise<void> {
  const preview = plainMentions(message.message);
  await notifyMany(
    undefined,
    mentioned.map((recipientId) => ({
      recipientId,
      kind: "mention" as const,
      actorId: message.user_id,
      room: message.room,
      messageId: message.id,
      preview,
    })),
  ).catch((error: unknown) =>
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      "[notifications] mention failed",
    ),
  );
}
