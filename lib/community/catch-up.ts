import { community } from "@/lib/config/community";
import type { Cursor } from "./cursor";
import { deletionsAfter, messagesAfter, updatesAfter } from "./messages";
import type { ChatMessage, CommunityEvent } from "./schemas";
import { visibilityAfter, type VisibilityChange } from "./visibility";

export type RoomEvent =
  | { kind: "created"; seq: number; message: ChatMessage }
  | { kind: "updated"; seq: number; message: ChatMessage }
  | { kind: "deleted"; seq: number; id: string }
  | VisibilityChange;

/**
 * What a client missed after its cursor: new messages, changes and deletions, in the room's order,
 * at most `limit` events; `cursor` is the number of the last one (the client's cursor once it has
 * them). A message changed since is sent as it now is, so applying its change again is harmless.
 */
export async function catchUp(
  room: string,
  after: Cursor,
  limit: number = community.catchUpLimit,
): Promise<{ events: RoomEvent[]; cursor: Cursor }> {
  const [messages, updates, deletions, visibility] = await Promise.all([
    messagesAfter(room, after, limit),
    updatesAfter(room, after, limit),
    deletionsAfter(room, after, limit),
    visibilityAfter(room, after, limit),
  ]);
  const events: RoomEvent[] = [
    ...messages.map((message): RoomEvent => ({ kind: "created", seq: message.seq, message })),
    ...updates.map(({ seq, message }): RoomEvent => ({ kind: "updated", seq, message })),
    ...deletions.map(({ id, seq }): RoomEvent => ({ kind: "deleted", seq, id })),
    ...visibility,
  ]
    .sort((a, b) => a.seq - b.seq)
    .slice(0, limit);
  return { events, cursor: events.at(-1)?.seq ?? after };
}

/** A missed event as the realtime channels carry it. */
export function toCommunityEvent(event: RoomEvent, room: string, at = Date.now()): CommunityEvent {
  if (event.kind === "created") return { type: "message.created", room, at, message: event.message };
  if (event.kind === "updated")
    return { type: "message.updated", room, at, seq: event.seq, message: event.message };
  if (event.kind === "hidden") return { type: "message.hidden", room, at, id: event.id, seq: event.seq };
  if (event.kind === "restored")
    return { type: "message.restored", room, at, seq: event.seq, message: event.message };
  return { type: "message.deleted", room, at, id: event.id, seq: event.seq };
}
