"use client";

import { useEffect, useState } from "react";
import type { ChatMessage } from "@/lib/community/schemas";

/**
 * The open room's unread state: the first message of another member after the read mark the room
 * had when it was opened, among the messages it held then (kept while the room stays open, so the
 * divider neither moves nor appears as the member reads), and the room marked read up to its
 * newest message whenever the page is visible.
 */
export function useFirstUnread({
  room,
  messages,
  ready,
  viewerId,
  lastRead,
  markRead,
}: {
  room: string;
  messages: ChatMessage[];
  ready: boolean;
  viewerId: string;
  lastRead: number | null | undefined;
  markRead: (room: string, seq: number) => void;
}): string | undefined {
  const [opened, setOpened] = useState(lastRead);
  // The marks arrive after the room may have opened: the first known mark is the room's.
  if (opened === undefined && lastRead !== undefined) setOpened(lastRead);
  const known = opened !== undefined;
  // An empty room is read up to its start (0), so what comes next is new.
  const newest = messages.at(-1)?.seq ?? 0;

  useEffect(() => {
    if (!ready || !known) return;
    const mark = () => document.visibilityState === "visible" && markRead(room, newest);
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [ready, known, newest, room, markRead]);

  // Decided once, from what the room held when it opened: messages arriving while it is read are not "new".
  const [first, setFirst] = useState<{ id: string | undefined } | null>(null);
  if (first === null && ready && known)
    setFirst({
      id:
        opened === null
          ? undefined
          : messages.find((message) => message.seq > opened && message.user_id !== viewerId)?.id,
    });
  return first?.id;
}
