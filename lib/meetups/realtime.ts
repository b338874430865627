import "server-only";
import {
  clientRealtimeConfig,
  publishWithin,
  realtimeConfig,
  type ClientRealtimeConfig,
} from "@/lib/services/realtime";
import type { Prisma } from "@/lib/services/database";
import { meetupsChanged, meetupsTopic } from "./live-events";

/** The meetups' transport: the chat's, with their own stream and authorisation. */
export const meetupsRealtimeConfig = (): ClientRealtimeConfig =>
  clientRealtimeConfig(realtimeConfig(), {
    stream: "/api/meetups/stream",
    pusherAuth: "/api/meetups/pusher-auth",
  });

/**
 * Says, from inside the transaction that changed it, that a city's meetups changed: delivered at
 * the commit (or with the returned function after it, on Pusher), never for a change undone.
 */
export const publishMeetupsChanged = (tx: Prisma.TransactionClient, cityId: string) =>
  publishWithin(tx, [[meetupsTopic, meetupsChanged(cityId)]]);
