import type { Cursor } from "@/lib/community/cursor";
import type { CommunityEvent } from "@/lib/community/schemas";

/** What a transport (SSE or Pusher) needs from the hook, and gives back. */
export type ConnectionStatus = "connecting" | "live" | "reconnecting";

export type ConnectionHandlers = {
  /** The cursor to resume from: the number of the last event of the room the page holds. */
  cursor: () => Cursor;
  onEvent: (event: CommunityEvent) => void;
  onStatus: (status: ConnectionStatus) => void;
};

/** Opens the connection; the returned function closes it for good. */
export type Connect = (room: string, handlers: ConnectionHandlers) => () => void;
