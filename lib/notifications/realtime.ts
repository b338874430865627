import "server-only";
import { clientRealtimeConfig, realtimeConfig, type ClientRealtimeConfig } from "@/lib/services/realtime";

/** The bell's transport: the same one as the chat's, with the notifications' own stream and authorisation. */
export const notificationRealtimeConfig = (): ClientRealtimeConfig =>
  clientRealtimeConfig(realtimeConfig(), {
    stream: "/api/notifications/stream",
    pusherAuth: "/api/notifications/pusher-auth",
  });
