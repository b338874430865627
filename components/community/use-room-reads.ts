"use client";

import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import type { RoomReads } from "@/lib/unread/schemas";

const base = "/api/community/reads";

/**
 * The member's read marks and unread counts, loaded once when the chat opens (the counts go into the
 * room list, the room being read at 0), and `markRead` to move a room's mark forward on the server.
 * `lastRead(room)`: undefined until loaded, null when nothing of the room was read yet.
 */
export function useRoomReads(current: string, setUnread: Dispatch<SetStateAction<Record<string, number>>>) {
  const [marks, setMarks] = useState<Record<string, number | null> | null>(null);
  const sent = useRef<Record<string, number>>({});
  const opened = useRef(current);
  useEffect(() => {
    const controller = new AbortController();
    fetch(base, { cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: RoomReads }>) : null))
      .then((body) => {
        const reads = Object.entries(body?.data ?? {});
        setMarks(Object.fromEntries(reads.map(([room, read]) => [room, read.lastReadSeq])));
        setUnread((live) => ({
          ...Object.fromEntries(reads.map(([room, read]) => [room, Math.max(read.unread, live[room] ?? 0)])),
          [opened.current]: 0,
        }));
      })
      // Without the marks the chat still works: no counts from before, no divider.
      .catch(() => !controller.signal.aborted && setMarks({}));
    return () => controller.abort();
  }, [setUnread]);
  useEffect(() => {
    opened.current = current;
  }, [current]);

  const markRead = useCallback((room: string, seq: number) => {
    if (seq <= (sent.current[room] ?? -1)) return;
    sent.current[room] = seq;
    void fetch(base, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ room, seq }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`reads ${response.status}`);
        const { data } = (await response.json()) as { data: { lastReadSeq: number } };
        // Opening the room again later starts from here.
        setMarks((marks) => marks && { ...marks, [room]: data.lastReadSeq });
      })
      .catch(() => {
        // The next message read marks it again.
        delete sent.current[room];
      });
  }, []);

  const lastRead = useCallback(
    (room: string): number | null | undefined => (marks ? (marks[room] ?? null) : undefined),
    [marks],
  );
  return { lastRead, markRead };
}
