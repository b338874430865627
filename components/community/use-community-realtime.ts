"use client";

import { useEffect, useRef, useState } from "react";
import type { Cursor } from "@/lib/community/cursor";
import type { CommunityEvent } from "@/lib/community/schemas";
import { connectPusher } from "./pusher-connection";
import { useRealtimeConfig } from "./realtime-context";
import type { ConnectionStatus } from "./realtime-connection";
import { connectSse } from "./sse-connection";

/**
 * Live events of a room (new and deleted messages) and the activity of the other rooms, through
 * whichever transport the page's configuration names. Starts from `start` (where the first load
 * left off; null waits) and keeps its own cursor, so reconnections catch up on what was missed.
 */
export function useCommunityRealtime(room: string, onEvent: (event: CommunityEvent) => void, start: Cursor | null): ConnectionStatus | "idle" {
  const config = useRealtimeConfig();
  const [status, setStatus] = useState<ConnectionStatus | "idle">("idle");
  const handler = useRef(onEvent);
  const cursor = useRef<Cursor>({ seq: 0, at: null });

  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!start) return;
    cursor.current = { ...start };
    const handlers = {
      cursor: () => cursor.current,
      onStatus: setStatus,
      onEvent(event: CommunityEvent) {
        const current = cursor.current;
        const seq = event.type === "message.created" && event.room === room ? Math.max(current.seq, event.message.seq) : current.seq;
        cursor.current = { seq, at: Math.max(current.at ?? 0, event.at) };
        handler.current(event);
      },
    };
    const stop = config.transport === "pusher" ? connectPusher(config, room, handlers) : connectSse(config.streamPath, room, handlers);
    return () => {
      stop();
      setStatus("idle");
    };
  }, [config, room, start]);

  return status;
}
