"use client";

import { useCallback, useEffect, useState } from "react";
import type { CommunityEvent } from "@/lib/community/schemas";
import { applyThreadEvent, type ThreadState } from "@/lib/community/thread-timeline";
import { mergeMessages } from "@/lib/community/timeline";
import { fetchThread } from "./thread-api";
import type { ThreadListener } from "./use-community-chat";

export type ThreadStatus = "loading" | "ready" | "gone" | "error";

/**
 * One open thread: its parent and replies, loaded once and then kept live by the room's events
 * (`follow`, the room chat's followThread). Events that arrive while it loads are applied after the
 * page, in order, so nothing between the read and the first event is lost.
 */
export function useThread(parentId: string, follow: (listener: ThreadListener) => () => void) {
  const [thread, setThread] = useState<ThreadState | null>(null);
  const [status, setStatus] = useState<ThreadStatus>("loading");
  const [hasMore, setHasMore] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let early: CommunityEvent[] | null = [];
    const stop = follow((event) => {
      if (early) early.push(event);
      else setThread((current) => current && applyThreadEvent(current, event));
    });
    fetchThread(parentId)
      .then((page) => {
        if (!active) return;
        if (!page) return setStatus("gone");
        const loaded: ThreadState = { parent: page.parent, replies: page.data, gone: false };
        setThread((early ?? []).reduce(applyThreadEvent, loaded));
        early = null;
        setHasMore(page.hasMore);
        setStatus("ready");
      })
      .catch(() => active && setStatus("error"));
    return () => {
      active = false;
      stop();
    };
  }, [parentId, follow, attempt]);

  const retry = useCallback(() => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  }, []);

  const loadEarlier = useCallback(async () => {
    const oldest = thread?.replies[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchThread(parentId, { before: oldest.seq });
      if (page) {
        setThread((current) => current && { ...current, replies: mergeMessages(current.replies, page.data) });
        setHasMore(page.hasMore);
      }
    } catch {
      setStatus("error");
    } finally {
      setLoadingEarlier(false);
    }
  }, [parentId, thread, loadingEarlier]);

  return { thread, status: thread?.gone ? "gone" : status, hasMore, loadEarlier, loadingEarlier, retry };
}
