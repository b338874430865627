import "server-only";
import { community } from "@/lib/config/community";
import { listenerHub, type HubSubscriber } from "@/lib/services/realtime";
import type { ListenerHub } from "@/lib/services/realtime/listener-hub";
import { openSseStream, sseEvent, type SseStream } from "./sse";

export type TopicStreamOptions = {
  topics: string[];
  signal?: AbortSignal;
  hub?: ListenerHub;
  heartbeatMs?: number;
  maxAgeMs?: number;
};

/**
 * Some topics' events as server-sent events (the built-in transport) for a list the browser
 * reloads rather than catches up (a member's notifications, the meetups): subscribed first, then
 * 'ready', on which the browser reloads its list, so nothing published meanwhile is lost. 'ready'
 * again when the process's listener reconnected (NOTIFYs may have been missed). Heartbeats, and
 * 'bye' after `maxAgeMs` (the browser reconnects, which checks the session again), as the rooms'
 * streams do.
 */
export async function openTopicStream({
  topics,
  signal,
  hub = listenerHub(),
  heartbeatMs = community.heartbeatMs,
  maxAgeMs = community.streamMaxAgeMs,
}: TopicStreamOptions): Promise<Response> {
  // Assigned once subscribed, before any event can arrive.
  let stream: SseStream | null = null;
  const readyFrame = () => sseEvent({ event: "ready", data: { at: Date.now() } });
  const ready = () => stream?.write(readyFrame());
  const subscriber: HubSubscriber = {
    onEvent: (_topic, event) => stream?.write(sseEvent({ data: event })),
    onResync: ready,
  };
  const unsubscribe = await hub.subscribe(topics, subscriber);
  stream = openSseStream({
    signal,
    heartbeatMs,
    maxAgeMs,
    retryMs: community.reconnectDelayMs,
    onClose: unsubscribe,
    onOpen: (write) => write(readyFrame()),
  });
  return stream.response;
}
