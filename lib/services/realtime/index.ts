import "server-only";
import { logger } from "@/lib/observability/logger";
import type { Prisma } from "@/lib/services/database";
import { realtimeConfig } from "./config";
import { encodeNotification, notify, notifyPublisher } from "./notify-publisher";
import { pusherPublisher } from "./pusher-publisher";
import type { RealtimeEvent, RealtimePublisher } from "./types";

/**
 * Realtime on the server: `publish(topic, event)` reaches every client subscribed to the topic,
 * through Pusher when it is configured, else through NOTIFY to the SSE streams of every instance.
 * Callers never know which one runs.
 */
export function realtimePublisher(): RealtimePublisher {
  const config = realtimeConfig();
  return config.transport === "pusher" ? pusherPublisher(config) : notifyPublisher;
}

export function publish(topic: string, event: RealtimeEvent): Promise<void> {
  return realtimePublisher().publish(topic, event);
}

/** An event and the topic it goes to. */
export type Outgoing = readonly [topic: string, event: RealtimeEvent];

/**
 * Publishes the events of a database change from inside the transaction that makes it. With the
 * built-in transport the NOTIFYs belong to the transaction, so they are delivered at its commit,
 * in commit order, or not at all. Pusher is called over HTTP: its events go out when the returned
 * function is called, after the commit. An event that cannot be sent is logged, never a reason to
 * undo the change (clients catch up from the database).
 */
export async function publishWithin(
  tx: Prisma.TransactionClient,
  events: readonly Outgoing[],
): Promise<() => Promise<void>> {
  const publisher = realtimePublisher();
  const failed = (topic: string, error: unknown) =>
    logger.error(
      { detail: error instanceof Error ? error.message : error },
      `[realtime] publish to ${topic} failed:`,
    );
  if (publisher.transport === "sse") {
    const payloads = events.flatMap(([topic, event]) => {
      try {
        return [encodeNotification(topic, event)];
      } catch (error) {
        failed(topic, error);
        return [];
      }
    });
    await notify(tx, payloads);
    return async () => {};
  }
  return async () => {
    for (const [topic, event] of events)
      await publisher.publish(topic, event).catch((error: unknown) => failed(topic, error));
  };
}

export { clientRealtimeConfig, realtimeConfig } from "./config";
export { authorizePusherChannel } from "./pusher-publisher";
export { closeListenerHub, listenerHub, type HubSubscriber } from "./listener-hub";
export { activityTopic, pusherChannel, topicOfChannel } from "./channels";
export type { ClientRealtimeConfig, RealtimeEvent, ServerRealtimeConfig } from "./types";
