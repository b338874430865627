import "server-only";
import { activityTopic, type Outgoing } from "@/lib/services/realtime";
import { messagePreview } from "./preview";
import type { ChatMessage, CommunityEvent } from "./schemas";

/**
 * The community's realtime events (published by lib/community/room-order.ts, in the room's order).
 * A new message goes to its room (the full message) and to the activity topic (author and a
 * 50-character preview), which every open chat page also receives, so members hear of messages in
 * other rooms without subscribing to all of them. A deletion goes to its room, with its own number;
 * so does a change (the whole message as it now is, with the change's number).
 */
const event = (topic: string, payload: CommunityEvent): Outgoing => [topic, payload];

/** A reply goes to its room only: it is news for its thread, not for the other rooms' members. */
export function createdEvents(message: ChatMessage, at = Date.now()): Outgoing[] {
  const created = event(message.room, { type: "message.created", room: message.room, at, message });
  if (message.parent_id) return [created];
  return [
    created,
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

export function updatedEvents(message: ChatMessage, seq: number, at = Date.now()): Outgoing[] {
  return [event(message.room, { type: "message.updated", room: message.room, at, seq, message })];
}

export function hiddenEvents(hidden: { id: string; room: string; seq: number }, at = Date.now()): Outgoing[] {
  return [
    event(hidden.room, { type: "message.hidden", room: hidden.room, at, id: hidden.id, seq: hidden.seq }),
  ];
}

export function restoredEvents(message: ChatMessage, seq: number, at = Date.now()): Outgoing[] {
  return [event(message.room, { type: "message.restored", room: message.room, at, seq, message })];
}
