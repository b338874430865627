import { communityEventSchema } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import type { ConnectionHandlers } from "./realtime-connection";

/**
 * The built-in transport: an EventSource on the room's stream. On an error it is closed and opened
 * again after 5 s from the cursor (after=<number of the last event held>), so the server sends what
 * was missed first, deletions included; a 'bye' (the server's periodic re-check) reconnects at once.
 */
export function connectSse(
  streamPath: string,
  room: string,
  { cursor, onEvent, onStatus }: ConnectionHandlers,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const query = new URLSearchParams({ room, after: String(cursor()) });
    const current = new EventSource(`${streamPath}?${query}`);
    source = current;
    current.addEventListener("ready", () => onStatus("live"));
    current.onmessage = (message: MessageEvent<string>) => {
      try {
        const parsed = communityEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) onEvent(parsed.data);
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
      onStatus("reconnecting");
      timer = setTimeout(open, community.reconnectDelayMs);
    };
  };

  onStatus("connecting");
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
