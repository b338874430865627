import "server-only";
import { env } from "@/lib/env";
import { realtimeKeys } from "./keys";
import type { ClientRealtimeConfig, ServerRealtimeConfig } from "./types";

export const streamPath = "/api/community/realtime/stream";
export const pusherAuthPath = "/api/community/realtime/pusher-auth";

/**
 * The one place that reads the realtime environment. Pusher runs when PUSHER_APP_ID, PUSHER_KEY and
 * PUSHER_SECRET are set with PUSHER_CLUSTER (Pusher Channels) or PUSHER_HOST (a Pusher-compatible
 * server such as soketi; PUSHER_PORT, PUSHER_USE_TLS, and PUSHER_WS_HOST/PUSHER_WS_PORT when the
 * browser reaches it at another address). Otherwise the built-in transport: SSE over LISTEN/NOTIFY.
 * A half-configured Pusher is an error, not a silent fallback.
 */
export function realtimeConfig(values: Readonly<Record<string, unknown>> = env()): ServerRealtimeConfig {
  const parsed = realtimeKeys.safeParse(values);
  if (!parsed.success)
    throw new Error(
      `Invalid realtime configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const e = parsed.data;
  const required = [e.PUSHER_APP_ID, e.PUSHER_KEY, e.PUSHER_SECRET];
  if (required.every((v) => !v)) return { transport: "sse" };
  if (required.some((v) => !v) || (!e.PUSHER_CLUSTER && !e.PUSHER_HOST)) {
    throw new Error(
      "Invalid realtime configuration: Pusher needs PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_CLUSTER or PUSHER_HOST",
    );
  }
  return {
    transport: "pusher",
    appId: e.PUSHER_APP_ID!,
    key: e.PUSHER_KEY!,
    secret: e.PUSHER_SECRET!,
    // pusher-js wants a cluster even with a custom host; it is only used to build Pusher's own hosts.
    cluster: e.PUSHER_CLUSTER ?? "mt1",
    host: e.PUSHER_HOST,
    port: e.PUSHER_PORT,
    useTLS: e.PUSHER_USE_TLS ? e.PUSHER_USE_TLS === "true" : !e.PUSHER_HOST,
    wsHost: e.PUSHER_WS_HOST ?? e.PUSHER_HOST,
    wsPort: e.PUSHER_WS_PORT ?? e.PUSHER_PORT,
  };
}

/**
 * The browser's part of the configuration (the key is public; the secret never leaves the server):
 * the community's stream and authorisation, or another part's own (`paths`: the bell's, the meetups').
 */
export function clientRealtimeConfig(
  config: ServerRealtimeConfig = realtimeConfig(),
  paths: { stream: string; pusherAuth: string } = { stream: streamPath, pusherAuth: pusherAuthPath },
): ClientRealtimeConfig {
  if (config.transport === "sse") return { transport: "sse", streamPath: paths.stream };
  return {
    transport: "pusher",
    key: config.key,
    cluster: config.cluster,
    authEndpoint: paths.pusherAuth,
    ...(config.wsHost ? { wsHost: config.wsHost } : {}),
    ...(config.wsPort ? { wsPort: config.wsPort } : {}),
    forceTLS: config.useTLS,
  };
}
