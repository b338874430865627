/**
 * The realtime service: the server publishes an event on a topic (a chat room, or the activity
 * topic), every open client subscribed to the topic receives it. Two transports behind it: Pusher
 * (or a Pusher-compatible server) when configured, else server-sent events fed by PostgreSQL
 * LISTEN/NOTIFY. Events are plain JSON objects; their meaning belongs to the caller (lib/community).
 */
export type RealtimeEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

export interface RealtimePublisher {
  readonly transport: "pusher" | "sse";
  publish(topic: string, event: RealtimeEvent): Promise<void>;
}

/** What the browser needs to connect; passed from the page to the client hook (never secrets). */
export type ClientRealtimeConfig =
  | { transport: "sse"; streamPath: string }
  | {
      transport: "pusher";
      key: string;
      cluster: string;
      authEndpoint: string;
      /** A Pusher-compatible server (e.g. soketi): where the browser opens its WebSocket. */
      wsHost?: string;
      wsPort?: number;
      forceTLS: boolean;
    };

export type PusherServerConfig = {
  transport: "pusher";
  appId: string;
  key: string;
  secret: string;
  cluster: string;
  host?: string;
  port?: number;
  useTLS: boolean;
  wsHost?: string;
  wsPort?: number;
};

export type ServerRealtimeConfig = PusherServerConfig | { transport: "sse" };
