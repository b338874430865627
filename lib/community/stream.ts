import "server-only";
import { community } from "@/lib/config/community";
import { activityTopic, listenerHub, type HubSubscriber } from "@/lib/services/realtime";
import type { ListenerHub } from "@/lib/services/realtime/listener-hub";
import { catchUp, toCommunityEvent } from "./catch-up";
import { eventNumber, formatEventId, type Cursor } from "./cursor";
import { roomCursor } from "./messages";
import type { CommunityEvent } from "./schemas";
import { openSseStream, sseEvent, type SseStream } from "./sse";
import { logger } from "@/lib/observability/logger";

/**
 * One encoded frame per live event, shared by every stream of the process: the listener hub hands
 * each subscriber the same event object, so 500 streams cost one JSON.stringify and one encoding,
 * not 500. Keyed by the event (gone with it) and checked against the id (a stream whose id differs,
 * after a catch-up, gets its own).
 */
const frames = new WeakMap<object, { id: string; bytes: Uint8Array }>();
const frameEncoder = new TextEncoder();

function sharedFrame(event: CommunityEvent, id: string): Uint8Array {
  const cached = frames.get(event);
  if (cached?.id === id) return cached.bytes;
  const bytes = frameEncoder.encode(sseEvent({ id, data: event }));
  frames.set(event, { id, bytes });
  return bytes;
}

export type StreamOptions = {
  room: string;
  /** The number of the last event the client holds: what came after is sent first. Null: start now. */
  cursor: Cursor | null;
  signal?: AbortSignal;
  hub?: ListenerHub;
  heartbeatMs?: number;
  maxAgeMs?: number;
};

/**
 * The SSE stream of a room (the caller has checked access). Order matters for not losing anything:
 * subscribe to the process's listener hub first (live events are buffered), then catch up from the
 * cursor in the database, then flush the buffer, skipping what the catch-up already sent. A room's
 * events (new messages, deletions) each have their own number and arrive in that order (see
 * room-order.ts); every event carries the number of the newest one as its id, so a reconnecting
 * client resumes exactly where it was. Events for the room and the activity of the other rooms;
 * heartbeat comments keep proxies from closing an idle stream; after `maxAgeMs` a 'bye' event asks
 * the client to reconnect, which checks its access again.
 */
export async function openCommunityStream({
  room,
  cursor,
  signal,
  hub = listenerHub(),
  heartbeatMs = community.heartbeatMs,
  maxAgeMs = community.streamMaxAgeMs,
}: StreamOptions): Promise<Response> {
  let syncing = true;
  let buffer: CommunityEvent[] = [];
  let position: Cursor = cursor ?? 0;
  let syncChain: Promise<void> = Promise.resolve();
  // Assigned once subscribed, before any event can arrive (events are buffered until the catch-up).
  let stream: SseStream | null = null;
  const write = (chunk: string | Uint8Array) => stream?.write(chunk);

  const deliver = (event: CommunityEvent) => {
    if (event.type === "activity" && event.room === room) return;
    const number = eventNumber(event, room);
    if (number !== null) {
      // Already sent (by the catch-up, or twice in the buffer).
      if (number <= position) return;
      position = number;
    }
    write(sharedFrame(event, formatEventId(position)));
  };

  const sync = async (from: Cursor | null) => {
    syncing = true;
    const at = Date.now();
    if (from !== null) {
      const missed = await catchUp(room, from);
      for (const event of missed.events) deliver(toCommunityEvent(event, room, at));
    } else {
      position = Math.max(position, await roomCursor(room));
    }
    const pending = buffer;
    buffer = [];
    syncing = false;
    for (const event of pending) deliver(event);
  };

  function fail(error: unknown) {
    logger.error({ detail: error instanceof Error ? error.message : error }, "[community] stream failed:");
    write(sseEvent({ event: "error", data: { error: "The live connection failed" } }));
    stream?.close();
  }

  const subscriber: HubSubscriber = {
    onEvent(_topic, event) {
      if (stream?.closed) return;
      if (syncing) buffer.push(event as unknown as CommunityEvent);
      else deliver(event as unknown as CommunityEvent);
    },
    onResync() {
      // The listener reconnected: NOTIFYs may have been missed, read them from the database.
      syncChain = syncChain.then(() => (stream?.closed ? undefined : sync(position))).catch(fail);
    },
  };

  const unsubscribe = await hub.subscribe([room, activityTopic], subscriber);
  stream = openSseStream({
    signal,
    heartbeatMs,
    maxAgeMs,
    retryMs: community.reconnectDelayMs,
    onClose: unsubscribe,
    onOpen() {
      syncChain = sync(cursor)
        .then(() =>
          write(sseEvent({ event: "ready", id: formatEventId(position), data: { cursor: position } })),
        )
        .catch(fail);
    },
  });
  return stream.response;
}
