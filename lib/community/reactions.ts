import "server-only";
import { changeRoom } from "./room-order";
import { liveChatMessage, touchMessage } from "./messages";
import type { ChatMessage } from "./schemas";

/**
 * Turns a member's reaction on or off, idempotently: the primary key (message, member, emoji) makes
 * a second 'on' insert nothing, and 'off' deletes at most the one row. Only a message shown in the chat
 * (not deleted, not hidden by reports) changes (the write's condition, under the room's lock, so a deletion cannot slip in between). A real
 * change is an event of the room (`message.updated` with the new counts, through `touchMessage`);
 * a repeated one publishes nothing. Null when the message is gone.
 */
export async function setReaction(
  message: { id: string; room: string },
  userId: string,
  emoji: string,
  on: boolean,
  now = new Date(),
): Promise<ChatMessage | null> {
  return changeRoom(message.room, async (tx) => {
    const changed = on
      ? await tx.$executeRaw`
          INSERT INTO chat_message_reactions (message_id, user_id, emoji, created_at)
          SELECT id, ${userId}::uuid, ${emoji}, ${now} FROM chat_messages
           WHERE id = ${message.id}::uuid AND deleted_at IS NULL AND hidden_at IS NULL
          ON CONFLICT DO NOTHING`
      : await tx.$executeRaw`
          DELETE FROM chat_message_reactions r USING chat_messages m
           WHERE r.message_id = ${message.id}::uuid AND r.user_id = ${userId}::uuid AND r.emoji = ${emoji}
             AND m.id = r.message_id AND m.deleted_at IS NULL AND m.hidden_at IS NULL`;
    if (changed) return touchMessage(tx, message.id, now);
    const current = await liveChatMessage(message.id, tx);
    return current ? { value: current, events: [] } : null;
  });
}
