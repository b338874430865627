import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import type { RealtimeEvent, RealtimePublisher } from "./types";

/**
 * The built-in transport's publishing side: NOTIFY on one PostgreSQL channel. Every app process
 * LISTENs on it (listener-hub.ts), so an event published by any instance reaches the SSE streams of
 * all of them. On embedded PGlite the same NOTIFY reaches `pglite.listen` in this process.
 */
export const notifyChannel = "latitud_community";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const maxNotifyBytes = 7999;

export type Notification = { topic: string; event: RealtimeEvent };

export function encodeNotification(topic: string, event: RealtimeEvent): string {
  const payload = JSON.stringify({ topic, event } satisfies Notification);
  if (Buffer.byteLength(payload) > maxNotifyBytes)
    throw new Error(`Realtime event too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
  return payload;
}

export const notifyPublisher: RealtimePublisher = {
  transport: "sse",
  async publish(topic, event) {
    await notify(db, encodeNotification(topic, event));
  },
};

/**
 * NOTIFY payloads from `encodeNotification`, in their order, in one statement. Inside a transaction
 * (`client` is its client), PostgreSQL delivers them when the transaction commits, after the
 * notifications of every transaction that committed before, and never if it rolls back.
 */
export async function notify(
  client: Pick<Prisma.TransactionClient, "$executeRaw">,
  payloads: string | readonly string[],
): Promise<void> {
  const list = typeof payloads === "string" ? [payloads] : payloads;
  if (list.length === 1) await client.$executeRaw`SELECT pg_notify(${notifyChannel}, ${list[0]})`;
  else if (list.length > 1)
    await client.$executeRaw`SELECT pg_notify(${notifyChannel}, payload)
      FROM unnest(${list}::text[]) WITH ORDINALITY AS sent(payload, n) ORDER BY n`;
}
