import "server-only";
import { Client } from "pg";
import { databaseDriver } from "@/lib/services/database";
import { notifyChannel } from "./notify-publisher";

/**
 * Where the listener hub hears NOTIFY: a dedicated PostgreSQL connection (not one of the pool's,
 * which would be handed to queries), or embedded PGlite's in-process `listen`.
 */
export interface NotificationSource {
  /** Resolves once LISTEN is active. `onLost` is called at most once if the connection dies. */
  start(onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<void>;
  stop(): Promise<void>;
}

const pingEveryMs = 30_000;

export function postgresSource(config: ConstructorParameters<typeof Client>[0]): NotificationSource {
  let client: Client | null = null;
  let ping: NodeJS.Timeout | null = null;
  let lost = false;
  const clear = () => {
    if (ping) clearInterval(ping);
    ping = null;
  };
  return {
    async start(onPayload, onLost) {
      lost = false;
      const current = new Client(
        typeof config === "string"
          ? { connectionString: config, keepAlive: true }
          : { ...config, keepAlive: true },
      );
      client = current;
      const fail = (error: Error) => {
        if (lost || client !== current) return;
        lost = true;
        clear();
        current.end().catch(() => {});
        onLost(error);
      };
      current.on("notification", (message) => {
        if (message.channel === notifyChannel && message.payload) onPayload(message.payload);
      });
      current.on("error", fail);
      current.on("end", () => fail(new Error("listener connection ended")));
      await current.connect();
      await current.query(`LISTEN ${notifyChannel}`);
      // A half-open TCP connection stays silent; a cheap query now and then finds it.
      ping = setInterval(() => void current.query("SELECT 1").catch(fail), pingEveryMs);
      ping.unref();
    },
    async stop() {
      clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

export function pgliteSource(pglite: {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}): NotificationSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start(onPayload) {
      unlisten = await pglite.listen(notifyChannel, onPayload);
    },
    async stop() {
      await unlisten?.().catch(() => {});
      unlisten = null;
    },
  };
}

/** The source for this process's database (DATABASE_URL, else embedded PGlite). */
export function defaultNotificationSource(): NotificationSource {
  const driver = databaseDriver();
  return driver.kind === "postgres" ? postgresSource(driver.pool.options) : pgliteSource(driver.pglite);
}
