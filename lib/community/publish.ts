import { activityTopic, publish } from "@/lib/services/realtime";
import { messagePreview } from "./preview";
import type { ChatMessage, CommunityEvent } from "./schemas";
import { logger } from "@/lib/observability/logger";

/**
 * The community's realtime events. A new message goes to its room (the full message) and to the
 * activity topic (author and a 50-character preview), which every open chat page also receives, so
 * members hear of messages in other rooms without subscribing to all of them. A failed publish is
 * logged, never turned into a failed post: the message is stored and clients catch up by seq.
 */
async function send(topic: string, event: CommunityEvent) {
  try {
    await publish(topic, event);
  } catch (error) {
    logger.error({ detail: error instanceof Error ? error.message : error }, `[community] realtime publish to ${topic} failed:`);
  }
}

export async function publishCreated(message: ChatMessage, now = Date.now()): Promise<void> {
  await Promise.all([
    send(message.room, { type: "message.created", room: message.room, at: now, message }),
    send(activityTopic, { type: "activity", room: message.room, at: now, id: message.id, seq: message.seq, user_id: message.user_id, username: message.username, preview: messagePreview(message.message) }),
  ]);
}

export async function publishDeleted(message: { id: string; seq: number; room: string }, now = Date.now()): Promise<void> {
  await send(message.room, { type: "message.deleted", room: message.room, at: now, id: message.id, seq: message.seq });
}
