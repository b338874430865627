import "server-only";
import { clientRealtimeConfig, type ClientRealtimeConfig } from "@/lib/services/realtime";

export const notificationStreamPath = "/api/notifications/stream";
export const notificationPusherAuthPath = "/api/notifications/pusher-auth";

/** The bell's transport: the same one as the chat's, with the notifications' own stream and authorisation. */
export function notificationRealtimeConfig(): ClientRealtimeConfig {
  const config = clientRealtimeConfig();
  return config.transport === "sse"
    ? { transport: "sse", streamPath: notificationStreamPath }
    : { ...config, authEndpoint: notificationPusherAuthPath };
}
