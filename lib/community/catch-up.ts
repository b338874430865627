import { community } from "@/lib/config/community";
import type { Cursor } from "./cursor";
import { deletionsAfter, messagesAfter } from "./messages";
import type { ChatMessage } from "./schemas";

export type RoomEvent =
  { kind: "created"; seq: number; message: ChatMessage } | { kind: "deleted"; seq: number; id: string };

/**
 * What a client missed after its cursor: new messages and deletions, in the room's order, at most
 * `limit` events; `cursor` is the number of the last one (the client's cursor once it has them).
 */
export async function catchUp(
  room: string,
  after: Cursor,
  limit: number = community.catchUpLimit,
): Promise<{ events: RoomEvent[]; cursor: Cursor }> {
  const [messages, deletions] = await Promise.all([
    messagesAfter(room, after, limit),
    deletionsAfter(room, after, limit),
  ]);
  const events: RoomEvent[] = [
    ...messages.map((message): RoomEvent => ({ kind: "created", seq: message.seq, message })),
    ...deletions.map(({ id, seq }): RoomEvent => ({ kind: "deleted", seq, id })),
  ]
    .sort((a, b) => a.seq - b.seq)
    .slice(0, limit);
  return { events, cursor: events.at(-1)?.seq ?? after };
}
