import "server-only";
import { defaultNotificationSource, type NotificationSource } from "./notification-source";
import type { Notification } from "./notify-publisher";
import type { RealtimeEvent } from "./types";
import { logger } from "@/lib/observability/logger";

/**
 * One LISTEN per app process, fanned out to the in-process subscribers (the open SSE streams) by
 * topic. Started on the first subscription. If the connection is lost it reconnects (after
 * `retryDelayMs`) and then asks every subscriber to resync: NOTIFY is not queued for a listener that
 * was away, so each stream catches up from its own cursor in the database.
 */
export type HubSubscriber = {
  onEvent(topic: string, event: RealtimeEvent): void;
  /** Events may have been missed (the listener reconnected): catch up from the database. */
  onResync(): void;
};

export type HubStats = { connected: boolean; subscribers: number; topics: number; received: number };

export class ListenerHub {
  private readonly byTopic = new Map<string, Set<HubSubscriber>>();
  private readonly all = new Set<HubSubscriber>();
  private starting: Promise<void> | null = null;
  private connected = false;
  private closed = false;
  private received = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly source: NotificationSource,
    private readonly options: { retryDelayMs: number } = { retryDelayMs: 1000 },
  ) {}

  /** Subscribes to topics; resolves once LISTEN is active, with the function that unsubscribes. */
  async subscribe(topics: readonly string[], subscriber: HubSubscriber): Promise<() => void> {
    if (this.closed) throw new Error("The realtime listener is closed");
    this.all.add(subscriber);
    for (const topic of topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(subscriber);
    }
    const unsubscribe = () => {
      this.all.delete(subscriber);
      for (const topic of topics) {
        const set = this.byTopic.get(topic);
        set?.delete(subscriber);
        if (set && !set.size) this.byTopic.delete(topic);
      }
    };
    try {
      await this.ensureStarted();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  stats(): HubStats {
    return {
      connected: this.connected,
      subscribers: this.all.size,
      topics: this.byTopic.size,
      received: this.received,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.all.clear();
    this.byTopic.clear();
    this.connected = false;
    await this.source.stop();
  }

  private ensureStarted(): Promise<void> {
    if (this.connected) return Promise.resolve();
    if (!this.starting) {
      this.starting = this.source
        .start(
          (payload) => this.dispatch(payload),
          (error) => this.lost(error),
        )
        .then(() => {
          this.connected = true;
        })
        .finally(() => {
          this.starting = null;
        });
    }
    return this.starting;
  }

  private dispatch(payload: string) {
    let notification: Notification;
    try {
      notification = JSON.parse(payload) as Notification;
    } catch {
      return;
    }
    this.received++;
    const set = this.byTopic.get(notification.topic);
    if (!set) return;
    for (const subscriber of [...set]) {
      try {
        subscriber.onEvent(notification.topic, notification.event);
      } catch (error) {
        logger.error(
          { detail: error instanceof Error ? error.message : error },
          "[realtime] subscriber failed:",
        );
      }
    }
  }

  private lost(error: Error) {
    if (this.closed) return;
    logger.error({ detail: error.message }, "[realtime] listener connection lost, reconnecting:");
    this.connected = false;
    const retry = () => {
      this.retryTimer = null;
      if (this.closed) return;
      this.ensureStarted().then(
        () => {
          for (const subscriber of [...this.all]) subscriber.onResync();
        },
        (reason: unknown) => {
          logger.error(
            { detail: reason instanceof Error ? reason.message : reason },
            "[realtime] listener reconnection failed:",
          );
          this.retryTimer = setTimeout(retry, this.options.retryDelayMs);
        },
      );
    };
    this.retryTimer = setTimeout(retry, this.options.retryDelayMs);
  }
}

// One hub per process, kept across hot reloads and shared by every route bundle.
const globalHub = globalThis as unknown as { __latitudRealtimeHub?: ListenerHub };

export function listenerHub(): ListenerHub {
  globalHub.__latitudRealtimeHub ??= new ListenerHub(defaultNotificationSource());
  return globalHub.__latitudRealtimeHub;
}

/** Stops this process's listener (tests, scripts, graceful shutdown). */
export async function closeListenerHub(): Promise<void> {
  const hub = globalHub.__latitudRealtimeHub;
  globalHub.__latitudRealtimeHub = undefined;
  await hub?.close();
}
