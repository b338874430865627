import { realtimeConfig } from "./config";
import { notifyPublisher } from "./notify-publisher";
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

export { clientRealtimeConfig, realtimeConfig } from "./config";
export { authorizePusherChannel } from "./pusher-publisher";
export { closeListenerHub, listenerHub, type HubSubscriber } from "./listener-hub";
export { activityTopic, pusherChannel, topicOfChannel } from "./channels";
export type { ClientRealtimeConfig, RealtimeEvent, ServerRealtimeConfig } from "./types";
