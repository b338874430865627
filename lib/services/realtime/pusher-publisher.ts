import "server-only";
import Pusher from "pusher";
import { pusherChannel, pusherEventName } from "./channels";
import type { PusherServerConfig, RealtimeEvent, RealtimePublisher } from "./types";

/** Pusher's REST client for a configuration, kept per process (one per distinct configuration). */
const clients = new Map<string, Pusher>();

export function pusherClient(config: PusherServerConfig): Pusher {
  const cacheKey = [
    config.appId,
    config.key,
    config.secret,
    config.host,
    config.port,
    config.cluster,
    config.useTLS,
  ].join("|");
  let client = clients.get(cacheKey);
  if (!client) {
    const base = {
      appId: config.appId,
      key: config.key,
      secret: config.secret,
      useTLS: config.useTLS,
      timeout: 5000,
    };
    client = config.host
      ? new Pusher({ ...base, host: config.host, ...(config.port ? { port: String(config.port) } : {}) })
      : new Pusher({ ...base, cluster: config.cluster });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Publishes an event on the topic's private channel (private-community-{topic}). */
export function pusherPublisher(config: PusherServerConfig): RealtimePublisher {
  return {
    transport: "pusher",
    async publish(topic: string, event: RealtimeEvent) {
      await pusherClient(config).trigger(pusherChannel(topic), pusherEventName, event);
    },
  };
}

/**
 * The Pusher protocol's channel authorisation for a socket: { auth: key + ':' + HMAC-SHA256(secret,
 * socket_id + ':' + channel_name) }. Whether the user may have it is the caller's decision.
 */
export function authorizePusherChannel(
  config: PusherServerConfig,
  socketId: string,
  channel: string,
): { auth: string } {
  return pusherClient(config).authorizeChannel(socketId, channel);
}
