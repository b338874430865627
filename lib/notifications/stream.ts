import "server-only";
import { community } from "@/lib/config/community";
import { openSseStream, sseEvent, type SseStream } from "@/lib/community/sse";
import { listenerHub, type HubSubscriber } from "@/lib/services/realtime";
import type { ListenerHub } from "@/lib/services/realtime/listener-hub";
import { notificationTopic } from "./topic";

type StreamOptions = {
  userId: string;
  signal?: AbortSignal;
  hub?: ListenerHub;
  heartbeatMs?: number;
  maxAgeMs?: number;
};

/**
 * The signed-in member's notifications as server-sent events (the built-in transport): subscribed to
 * their private topic first, then 'ready', on which the browser reloads its list, so nothing
 * published meanwhile is lost. Sent again when the process's listener reconnected (NOTIFYs may have
 * been missed). Heartbeats, and 'bye' after `maxAgeMs` (the browser reconnects, which checks the
 * session again), as the community's streams do.
 */
export async function openNotificationStream({
  userId,
  signal,
  hub = listenerHub(),
  heartbeatMs = community.heartbeatMs,
  maxAgeMs = community.streamMaxAgeMs,
}: StreamOptions): Promise<Response> {
  // Assigned once subscribed, before any event can arrive.
  let stream: SseStream | null = null;
  const readyFrame = () => sseEvent({ event: "ready", data: { at: Date.now() } });
  const ready = () => stream?.write(readyFrame());
  const subscriber: HubSubscriber = {
    onEvent: (_topic, event) => stream?.write(sseEvent({ data: event })),
    onResync: ready,
  };
  const unsubscribe = await hub.subscribe([notificationTopic(userId)], subscriber);
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
