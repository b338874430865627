import "server-only";
import { community } from "@/lib/config/community";
import { db, type Prisma } from "@/lib/services/database";
import type { Outgoing } from "@/lib/services/realtime";
import { readMessage } from "./messages";
import { hiddenEvents, restoredEvents } from "./publish";
import type { ChatMessage } from "./schemas";

/**
 * Hiding a message until a moderator reviews it (lib/moderation decides when) and showing it again.
 * Both are events of the room with their own number (`hidden_seq`, the latest of the two), taken
 * inside `changeRoom`'s transaction the caller holds, so clients get them live and on catch-up.
 */
/** Hides a live, visible message; null when it already is hidden (or deleted): hidden once. */
export async function hideWithin(
  tx: Prisma.TransactionClient,
  id: string,
  now = new Date(),
): Promise<{ value: { id: string; seq: number }; events: Outgoing[] } | null> {
  const [row] = await tx.$queryRaw<{ room: string; hidden_seq: bigint }[]>`
    UPDATE chat_messages SET hidden_at = ${now}, hidden_seq = nextval(pg_get_serial_sequence('chat_messages', 'seq'))
     WHERE id = ${id}::uuid AND hidden_at IS NULL AND deleted_at IS NULL
    RETURNING room, hidden_seq`;
  if (!row) return null;
  const hidden = { id, seq: Number(row.hidden_seq) };
  return { value: hidden, events: hiddenEvents({ ...hidden, room: row.room }, now.getTime()) };
}

/** Shows a hidden, live message again (the whole message goes out with a new number); null when it was not hidden. */
export async function restoreWithin(
  tx: Prisma.TransactionClient,
  id: string,
  now = new Date(),
): Promise<{ value: ChatMessage; events: Outgoing[] } | null> {
  const [row] = await tx.$queryRaw<{ hidden_seq: bigint }[]>`
    UPDATE chat_messages SET hidden_at = NULL, hidden_seq = nextval(pg_get_serial_sequence('chat_messages', 'seq'))
     WHERE id = ${id}::uuid AND hidden_at IS NOT NULL AND deleted_at IS NULL
    RETURNING hidden_seq`;
  if (!row) return null;
  const message = await readMessage(tx, id);
  return { value: message, events: restoredEvents(message, Number(row.hidden_seq), now.getTime()) };
}

export type VisibilityChange =
  { kind: "hidden"; seq: number; id: string } | { kind: "restored"; seq: number; message: ChatMessage };

/** Hides and restores after a cursor, by their own number: each live message's latest one only. */
export async function visibilityAfter(
  room: string,
  after: number,
  limit: number = community.catchUpLimit,
): Promise<VisibilityChange[]> {
  const rows = await db.communityMessage.findMany({
    where: { room, deletedAt: null, hiddenSeq: { gt: BigInt(after) } },
    orderBy: { hiddenSeq: "asc" },
    take: limit,
    select: { id: true, hiddenAt: true, hiddenSeq: true },
  });
  return Promise.all(
    rows.map(async (row): Promise<VisibilityChange> => {
      const seq = Number(row.hiddenSeq);
      if (row.hiddenAt) return { kind: "hidden", seq, id: row.id };
      return { kind: "restored", seq, message: await readMessage(db, row.id) };
    }),
  );
}

/** Messages the moderators review, as members saw them, and whether each is hidden (deleted ones left out). */
export async function reviewedMessages(
  ids: string[],
): Promise<Map<string, { message: ChatMessage; hidden: boolean }>> {
  const rows = await db.communityMessage.findMany({
    where: { id: { in: ids }, deletedAt: null },
    select: { id: true, hiddenAt: true },
  });
  const out = new Map<string, { message: ChatMessage; hidden: boolean }>();
  for (const row of rows)
    out.set(row.id, { message: await readMessage(db, row.id), hidden: row.hiddenAt !== null });
  return out;
}
