import "server-only";
import { activityTopic, type Outgoing } from "@/lib/services/realtime";
import { messagePreview } from "./preview";
import type { ChatMessage, CommunityEvent } from "./schemas";

/**
 * The community's realtime events (published by lib/community/room-order.ts, in the room's order).
 * A new message goes to its room (the full message) and to the activity topic (author and a
 * 50-character preview), which every open chat page also receives, so members hear of messages in
 * other rooms without subscribing to all of them. A deletion goes to its room, with its own number.
 */
const event = (topic: string, payload: CommunityEvent): Outgoing => [topic, payload];

export function createdEvents(message: ChatMessage, at = Date.now()): Outgoing[] {
  return [
    event(message.room, { type: "message.created", room: message.room, at, message }),
    event(activityTopic, {
      type: "activity",
      room: message.room,
      at,
      id: message.id,
      seq: message.seq,
      user_id: message.user_id,
      username: message.username,
      preview: messagePreview(message.message),
    }),
  ];
}

export function deletedEvents(
  deleted: { id: string; room: string; seq: number },
  at = Date.now(),
): Outgoing[] {
  return [
    event(deleted.room, {
      type: "message.deleted",
      room: deleted.room,
      at,
      id: deleted.id,
      seq: deleted.seq,
    }),
  ];
}
