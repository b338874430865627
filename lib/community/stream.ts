import "server-only";
import { community } from "@/lib/config/community";
import { activityTopic, listenerHub, type HubSubscriber } from "@/lib/services/realtime";
import type { ListenerHub } from "@/lib/services/realtime/listener-hub";
import { catchUp } from "./catch-up";
import { eventNumber, formatEventId, type Cursor } from "./cursor";
import { roomCursor } from "./messages";
import type { CommunityEvent } from "./schemas";
import { sseComment, sseEvent, sseHeaders, sseRetry } from "./sse";
import { logger } from "@/lib/observability/logger";

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
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  let syncing = true;
  let buffer: CommunityEvent[] = [];
  let position: Cursor = cursor ?? 0;
  const timers: NodeJS.Timeout[] = [];
  let syncChain: Promise<void> = Promise.resolve();

  const write = (chunk: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(chunk));
    } catch {
      close();
    }
  };

  const deliver = (event: CommunityEvent) => {
    if (event.type === "activity" && event.room === room) return;
    const number = eventNumber(event, room);
    if (number !== null) {
      // Already sent (by the catch-up, or twice in the buffer).
      if (number <= position) return;
      position = number;
    }
    write(sseEvent({ id: formatEventId(position), data: event }));
  };

  const sync = async (from: Cursor | null) => {
    syncing = true;
    const at = Date.now();
    if (from !== null) {
      const missed = await catchUp(room, from);
      for (const event of missed.events) {
        deliver(
          event.kind === "created"
            ? { type: "message.created", room, at, message: event.message }
            : { type: "message.deleted", room, at, id: event.id, seq: event.seq },
        );
      }
    } else {
      position = Math.max(position, await roomCursor(room));
    }
    const pending = buffer;
    buffer = [];
    syncing = false;
    for (const event of pending) deliver(event);
  };

  const subscriber: HubSubscriber = {
    onEvent(_topic, event) {
      if (closed) return;
      if (syncing) buffer.push(event as unknown as CommunityEvent);
      else deliver(event as unknown as CommunityEvent);
    },
    onResync() {
      // The listener reconnected: NOTIFYs may have been missed, read them from the database.
      syncChain = syncChain.then(() => (closed ? undefined : sync(position))).catch(fail);
    },
  };

  const unsubscribe = await hub.subscribe([room, activityTopic], subscriber);

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
  }

  function fail(error: unknown) {
    logger.error({ detail: error instanceof Error ? error.message : error }, "[community] stream failed:");
    write(sseEvent({ event: "error", data: { error: "The live connection failed" } }));
    close();
  }

  if (signal?.aborted) close();
  else signal?.addEventListener("abort", close, { once: true });

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (closed) return c.close();
      write(sseRetry(community.reconnectDelayMs));
      syncChain = sync(cursor)
        .then(() =>
          write(sseEvent({ event: "ready", id: formatEventId(position), data: { cursor: position } })),
        )
        .catch(fail);
      const heartbeat = setInterval(() => write(sseComment("heartbeat")), heartbeatMs);
      heartbeat.unref?.();
      timers.push(heartbeat);
      const maxAge = setTimeout(() => {
        write(sseEvent({ event: "bye", data: { reconnect: true } }));
        close();
      }, maxAgeMs);
      maxAge.unref?.();
      timers.push(maxAge);
    },
    cancel() {
      close();
    },
  });
  return new Response(stream, { headers: sseHeaders });
}
