import { community } from "@/lib/config/community";
import type { Cursor } from "./cursor";
import { deletedSince, messagesAfter } from "./messages";

/** What a client missed since its cursor: new messages (by seq) and deletions (by time, with a margin for clock skew). */
export async function catchUp(room: string, cursor: Cursor) {
  const [messages, deleted] = await Promise.all([
    messagesAfter(room, cursor.seq),
    cursor.at !== null ? deletedSince(room, new Date(cursor.at - community.deletionCatchUpMarginMs), cursor.seq) : Promise.resolve([]),
  ]);
  return { messages, deleted };
}
