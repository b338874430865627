"use client";

import type { z } from "zod";
import { community } from "@/lib/config/community";
import { pusherChannel, pusherEventName } from "@/lib/services/realtime/channels";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";
import { openPusher, type PusherConfig } from "./pusher-client";

type Handlers<T> = {
  /** Connected (again): what was missed is reloaded from the server. */
  onReady: () => void;
  onEvent: (event: T) => void;
};

/**
 * One topic's events for a list the browser reloads (a member's notifications, the meetups), over
 * the transport the server named: an EventSource on the topic's stream (reopened 5 s after an
 * error, at once after 'bye'), or the topic's private Pusher channel on a socket of its own,
 * authorised by the config's endpoint. Events that do not match `schema` are skipped. Returns the
 * function that closes it.
 */
export function connectTopic<T>(
  config: ClientRealtimeConfig,
  topic: string,
  schema: z.ZodType<T>,
  { onReady, onEvent }: Handlers<T>,
): () => void {
  const parse = (data: unknown) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) onEvent(parsed.data);
  };
  return config.transport === "sse"
    ? connectSse(config.streamPath, onReady, parse)
    : connectPusher(config, topic, onReady, parse);
}

function connectSse(streamPath: string, onReady: () => void, parse: (data: unknown) => void): () => void {
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
        parse(JSON.parse(message.data));
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
  config: PusherConfig,
  topic: string,
  onReady: () => void,
  parse: (data: unknown) => void,
): () => void {
  let stopped = false;
  let cleanup = () => {};
  void openPusher(config).then((pusher) => {
    if (stopped) return pusher.disconnect();
    const channel = pusher.subscribe(pusherChannel(topic));
    channel.bind(pusherEventName, parse);
    channel.bind("pusher:subscription_succeeded", onReady);
    cleanup = () => pusher.disconnect();
  });
  return () => {
    stopped = true;
    cleanup();
  };
}
