"use client";

import { useEffect, useRef, useState } from "react";
import { eventNumber, type Cursor } from "@/lib/community/cursor";
import type { CommunityEvent } from "@/lib/community/schemas";
import { connectPusher } from "./pusher-connection";
import { useRealtimeConfig } from "./realtime-context";
import type { ConnectionStatus } from "./realtime-connection";
import { connectSse } from "./sse-connection";

/**
 * Live events of a room (new and deleted messages) and the activity of the other rooms, through
 * whichever transport the page's configuration names. Starts from `start` (the room's newest event
 * when the page loaded; null waits) and keeps its own cursor, the number of the last event of the
 * room it received (a deletion moves it on too), so reconnections catch up on exactly what was missed.
 */
export function useCommunityRealtime(
  room: string,
  onEvent: (event: CommunityEvent) => void,
  start: Cursor | null,
): ConnectionStatus | "idle" {
  const config = useRealtimeConfig();
  const [status, setStatus] = useState<ConnectionStatus | "idle">("idle");
  const handler = useRef(onEvent);
  const cursor = useRef<Cursor>(0);

  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (start === null) return;
    cursor.current = start;
    const handlers = {
      cursor: () => cursor.current,
      onStatus: setStatus,
      onEvent(event: CommunityEvent) {
        cursor.current = Math.max(cursor.current, eventNumber(event, room) ?? 0);
        handler.current(event);
      },
    };
    const stop =
      config.transport === "pusher"
        ? connectPusher(config, room, handlers)
        : connectSse(config.streamPath, room, handlers);
    return () => {
      stop();
      setStatus("idle");
    };
  }, [config, room, start]);

  return status;
}
