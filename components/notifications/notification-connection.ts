"use client";

import { community } from "@/lib/config/community";
import { notificationEventSchema, type NotificationEvent } from "@/lib/notifications/schemas";
import { pusherChannel, pusherEventName } from "@/lib/services/realtime/channels";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";

type Handlers = {
  /** Connected (again): what was missed is reloaded from the server. */
  onReady: () => void;
  onEvent: (event: NotificationEvent) => void;
};

const parse = (data: unknown, onEvent: Handlers["onEvent"]) => {
  const parsed = notificationEventSchema.safeParse(data);
  if (parsed.success) onEvent(parsed.data);
};

/**
 * The member's private notifications, over the transport the server named: an EventSource on their
 * stream (reopened 5 s after an error, at once after 'bye'), or their private Pusher channel on a
 * socket of its own, authorised by /api/notifications/pusher-auth. Returns the function that closes it.
 */
export function connectNotifications(
  config: ClientRealtimeConfig,
  topic: string,
  handlers: Handlers,
): () => void {
  return config.transport === "sse"
    ? connectSse(config.streamPath, handlers)
    : connectPusher(config, topic, handlers);
}

function connectSse(streamPath: string, { onReady, onEvent }: Handlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const open = () => {
    if (stopped) return;
    const current = new EventSource(streamPath);
    source = current;
    current.addEventListener("ready", onReady);
    current.onmessage = (message: MessageEvent<string>) => {
      try {
        parse(JSON.parse(message.data), onEvent);
      } catch {
        // a malformed event is skipped
      }
    };
    current.addEventListener("bye", () => {
      current.close();
      open();
    });
    current.onerror = () => {
      current.close();
      if (stopped || source !== current) return;
      timer = setTimeout(open, community.reconnectDelayMs);
    };
  };
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

function connectPusher(
  config: Extract<ClientRealtimeConfig, { transport: "pusher" }>,
  topic: string,
  { onReady, onEvent }: Handlers,
): () => void {
  let stopped = false;
  let cleanup = () => {};
  void import("pusher-js").then(({ default: Pusher }) => {
    if (stopped) return;
    const pusher = new Pusher(config.key, {
      cluster: config.cluster,
      forceTLS: config.forceTLS,
      ...(config.wsHost ? { wsHost: config.wsHost, httpHost: config.wsHost } : {}),
      ...(config.wsPort ? { wsPort: config.wsPort, wssPort: config.wsPort } : {}),
      enabledTransports: ["ws", "wss"],
      channelAuthorization: { endpoint: config.authEndpoint, transport: "ajax" },
    });
    const channel = pusher.subscribe(pusherChannel(topic));
    channel.bind(pusherEventName, (data: unknown) => parse(data, onEvent));
    channel.bind("pusher:subscription_succeeded", onReady);
    cleanup = () => pusher.disconnect();
  });
  return () => {
    stopped = true;
    cleanup();
  };
}
