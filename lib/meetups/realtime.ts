import "server-only";
import { clientRealtimeConfig, publishWithin, type ClientRealtimeConfig } from "@/lib/services/realtime";
import type { Prisma } from "@/lib/services/database";
import { meetupsChanged, meetupsTopic } from "./live-events";

export const meetupsStreamPath = "/api/meetups/stream";
export const meetupsPusherAuthPath = "/api/meetups/pusher-auth";

/** The meetups' transport: the chat's, with their own stream and authorisation. */
export function meetupsRealtimeConfig(): ClientRealtimeConfig {
  const config = clientRealtimeConfig();
  return config.transport === "sse"
    ? { transport: "sse", streamPath: meetupsStreamPath }
    : { ...config, authEndpoint: meetupsPusherAuthPath };
}

/**
 * Says, from inside the transaction that changed it, that a city's meetups changed: delivered at
 * the commit (or with the returned function after it, on Pusher), never for a change undone.
 */
export const publishMeetupsChanged = (tx: Prisma.TransactionClient, cityId: string) =>
  publishWithin(tx, [[meetupsTopic, meetupsChanged(cityId)]]);
