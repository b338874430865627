import type { CommunityEvent } from "./schemas";

/**
 * A realtime cursor: the number of the last event of a room a client holds. Every event of a room
 * (a new message, a deletion) has its own number from one sequence, in the order clients receive
 * them, so a client that reconnects asks for everything after its cursor. On the wire it is the SSE
 * event id, so a browser's Last-Event-ID carries it back.
 */
export type Cursor = number;

/** The number of an event of `room` (a new message's seq, a deletion's own seq); null for anything else. */
export function eventNumber(event: CommunityEvent, room: string): number | null {
  if (event.room !== room || event.type === "activity") return null;
  return event.type === "message.created" ? event.message.seq : event.seq;
}

const int = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
};

export const formatEventId = (cursor: Cursor) => String(cursor);

/** An event id: 'N', or 'N:time' from pages loaded before events were numbered (the time is ignored). */
export function parseEventId(id: string | null | undefined): Cursor | null {
  if (!id) return null;
  return int(id.split(":")[0]);
}

/** The cursor of a stream request: ?after=, else the Last-Event-ID header; null for a fresh start. */
export function cursorFromRequest(params: URLSearchParams, lastEventId: string | null): Cursor | null {
  return int(params.get("after")) ?? parseEventId(lastEventId);
}
