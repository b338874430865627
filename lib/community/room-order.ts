import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { publishWithin, type Outgoing } from "@/lib/services/realtime";

/** The class of the community's advisory locks (the object is the room); no other lock uses it. */
const roomLockClass = 7201;

/**
 * A change to a room (a new message, a deletion) and its realtime events, in the room's order. One
 * transaction holds the room's advisory lock while the change takes the next number of the messages'
 * sequence and its events are queued: NOTIFY is delivered at commit, in commit order, and no other
 * change to the room can take a number before this one commits. So a room's events reach every
 * client in the order of their numbers, and a client that reconnects asks for everything after the
 * last number it saw: nothing can ever be numbered behind it. `change` returns null to change nothing.
 */
export async function changeRoom<T>(
  room: string,
  change: (tx: Prisma.TransactionClient) => Promise<{ value: T; events: Outgoing[] } | null>,
): Promise<T | null> {
  let afterCommit = async () => {};
  const done = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${roomLockClass}::int, hashtext(${room}))`;
    const out = await change(tx);
    if (out) afterCommit = await publishWithin(tx, out.events);
    return out;
  });
  await afterCommit();
  return done ? done.value : null;
}
