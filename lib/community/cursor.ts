/**
 * A realtime cursor: the newest message seq a client holds and the server time (ms) of the last
 * event it received. New messages are caught up by seq; deletions (of older messages) by time.
 * On the wire it is the SSE event id 'seq:at', so a browser's Last-Event-ID carries it back.
 */
export type Cursor = { seq: number; at: number | null };

const int = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
};

export const formatEventId = (cursor: { seq: number; at: number }) => `${cursor.seq}:${cursor.at}`;

export function parseEventId(id: string | null | undefined): Cursor | null {
  if (!id) return null;
  const [seqPart, atPart] = id.split(":");
  const seq = int(seqPart);
  if (seq === null) return null;
  return { seq, at: int(atPart) };
}

/** The cursor of a stream request: ?after=&since=, else the Last-Event-ID header; null for a fresh start. */
export function cursorFromRequest(params: URLSearchParams, lastEventId: string | null): Cursor | null {
  const after = int(params.get("after"));
  if (after !== null) return { seq: after, at: int(params.get("since")) };
  return parseEventId(lastEventId);
}
