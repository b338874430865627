import type Pusher from "pusher-js";
import type { Channel } from "pusher-js";
import { communityEventSchema } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { activityTopic, pusherChannel, pusherEventName } from "@/lib/services/realtime/channels";
import { openPusher, type PusherConfig } from "@/components/realtime/pusher-client";
import { fetchMissed } from "./community-api";
import type { ConnectionHandlers } from "./realtime-connection";

/** One socket per page, shared by the room and activity subscriptions. */
let shared: { key: string; pusher: Promise<Pusher>; users: number } | null = null;

function acquire(config: PusherConfig): Promise<Pusher> {
  if (!shared || shared.key !== config.key) {
    shared = {
      key: config.key,
      users: 0,
      pusher: openPusher(config),
    };
  }
  shared.users++;
  return shared.pusher;
}

function release(pusher: Pusher) {
  if (!shared || --shared.users > 0) return;
  shared = null;
  pusher.disconnect();
}

/**
 * Pusher: the room's private channel and the activity channel, authorised by our endpoint. After
 * every successful subscription (the first, and each after a reconnection) the messages missed since
 * the cursor are fetched. A channel error or a lost connection retries after 5 s.
 */
export function connectPusher(
  config: PusherConfig,
  room: string,
  { cursor, onEvent, onStatus }: ConnectionHandlers,
): () => void {
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) fn();
    }, community.reconnectDelayMs);
    timers.add(timer);
  };
  const handle = (data: unknown) => {
    const parsed = communityEventSchema.safeParse(data);
    if (parsed.success) onEvent(parsed.data);
  };
  // What was missed, in the room's order; changes and deletions carry the batch's cursor, which the
  // page's cursor moves on to.
  const catchUp = async () => {
    const missed = await fetchMissed(room, cursor());
    const at = Date.now();
    for (const message of missed.data) onEvent({ type: "message.created", room, at, message });
    for (const message of missed.updated ?? [])
      onEvent({ type: "message.updated", room, at, seq: missed.cursor, message });
    for (const id of missed.deleted) onEvent({ type: "message.deleted", room, at, id, seq: missed.cursor });
    for (const id of missed.hidden ?? [])
      onEvent({ type: "message.hidden", room, at, id, seq: missed.cursor });
    for (const message of missed.restored ?? [])
      onEvent({ type: "message.restored", room, at, seq: missed.cursor, message });
  };

  let cleanup = () => {};
  onStatus("connecting");
  const pending = acquire(config);
  void pending.then((pusher) => {
    if (stopped) return release(pusher);
    const names = [pusherChannel(room), pusherChannel(activityTopic)];
    const channels: Channel[] = [];
    const subscribe = (name: string) => {
      const channel = pusher.subscribe(name);
      channel.bind(pusherEventName, handle);
      channel.bind("pusher:subscription_error", () => {
        onStatus("reconnecting");
        channel.unbind_all();
        pusher.unsubscribe(name);
        later(() => subscribe(name));
      });
      if (name === names[0]) {
        channel.bind("pusher:subscription_succeeded", () => {
          onStatus("live");
          catchUp().catch(() => later(() => void catchUp().catch(() => {})));
        });
      }
      channels.push(channel);
    };
    let wasConnected = pusher.connection.state === "connected";
    const onState = ({ current }: { current: string }) => {
      if (current === "connected") wasConnected = true;
      else if (current === "unavailable" || current === "failed") {
        onStatus("reconnecting");
        later(() => pusher.connect());
      } else if (current === "connecting" && wasConnected) onStatus("reconnecting");
    };
    pusher.connection.bind("state_change", onState);
    names.forEach(subscribe);
    cleanup = () => {
      pusher.connection.unbind("state_change", onState);
      for (const channel of channels) channel.unbind_all();
      for (const name of names) pusher.unsubscribe(name);
      release(pusher);
    };
  });
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    cleanup();
  };
}
