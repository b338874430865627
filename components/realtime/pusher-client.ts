import type Pusher from "pusher-js";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";

export type PusherConfig = Extract<ClientRealtimeConfig, { transport: "pusher" }>;

/**
 * A Pusher socket as the server's config describes it (a cluster, or a Pusher-compatible host),
 * websockets only, its private channels authorised by the config's endpoint. pusher-js loads on
 * first use.
 */
export async function openPusher(config: PusherConfig): Promise<Pusher> {
  const { default: PusherClient } = await import("pusher-js");
  return new PusherClient(config.key, {
    cluster: config.cluster,
    forceTLS: config.forceTLS,
    ...(config.wsHost ? { wsHost: config.wsHost, httpHost: config.wsHost } : {}),
    ...(config.wsPort ? { wsPort: config.wsPort, wssPort: config.wsPort } : {}),
    enabledTransports: ["ws", "wss"],
    channelAuthorization: { endpoint: config.authEndpoint, transport: "ajax" },
  });
}
