"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { Cursor } from "@/lib/community/cursor";
import { messagePreview } from "@/lib/community/preview";
import { messageTextSchema, type ChatMessage, type CommunityEvent } from "@/lib/community/schemas";
import { mergeMessages, removeMessages } from "@/lib/community/timeline";
import { community } from "@/lib/config/community";
import { deleteMessage, fetchMessages, postMessage } from "./community-api";
import { useCommunityRealtime } from "./use-community-realtime";
import type { SendLimits } from "./use-send-limits";

export type LoadStatus = "loading" | "ready" | "error";
export type Viewer = { id: string; isAdmin: boolean };

/**
 * The chat of one room (the component using it is keyed by room): the first 50 messages then older
 * ones on demand, live updates, sending within the client's and the server's limits, deleting, and
 * notices of messages in other rooms (`onActivity`) or while the page is hidden.
 */
export function useCommunityChat({
  room,
  viewer,
  roomName,
  limits,
  onActivity,
}: {
  room: string;
  viewer: Viewer;
  roomName: (id: string) => string;
  limits: SendLimits;
  onActivity: (event: Extract<CommunityEvent, { type: "activity" }>) => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<LoadStatus>("loading");
  const [hasMore, setHasMore] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [start, setStart] = useState<Cursor | null>(null);
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [attempt, setAttempt] = useState(0);
  const { rateLimited, limitFor, consumeClientLimit, quotaMessage, setQuotaMessage } = limits;

  // Load the room: loading, then loaded or error (retry loads again).
  useEffect(() => {
    let active = true;
    fetchMessages(room)
      .then((page) => {
        if (!active) return;
        setMessages(page.data);
        setHasMore(page.hasMore);
        setStatus("ready");
        setStart(page.cursor);
      })
      .catch(() => active && setStatus("error"));
    return () => {
      active = false;
    };
  }, [room, attempt]);

  const retry = useCallback(() => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  }, []);

  const loadEarlier = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest || loadingEarlier || !hasMore) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchMessages(room, { before: oldest.seq });
      setMessages((current) => mergeMessages(current, page.data));
      setHasMore(page.hasMore);
    } catch {
      toast.error(community.text.fetchFailed);
    } finally {
      setLoadingEarlier(false);
    }
  }, [messages, loadingEarlier, hasMore, room]);

  const onEvent = useCallback(
    (event: CommunityEvent) => {
      if (event.type === "message.deleted") {
        if (event.room === room) setMessages((current) => removeMessages(current, [event.id]));
        return;
      }
      if (event.type === "message.created") {
        if (event.room !== room) return;
        setMessages((current) => mergeMessages(current, [event.message]));
        if (event.message.user_id === viewer.id) return;
        const preview = messagePreview(event.message.message);
        setAnnouncement(`${event.message.username}: ${preview}`);
        if (document.visibilityState === "hidden")
          toast(`${event.message.username} in ${roomName(room)}`, { description: preview });
        return;
      }
      if (event.room !== room && event.user_id !== viewer.id) onActivity(event);
    },
    [room, viewer.id, roomName, onActivity],
  );

  const connection = useCommunityRealtime(room, onEvent, start);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const parsed = messageTextSchema.safeParse(text);
      if (!parsed.success) {
        if (parsed.error.issues[0]?.message === community.text.tooLong)
          toast.error(community.text.tooLongTitle, { description: community.text.tooLong });
        return false;
      }
      if (sending || rateLimited || quotaMessage) return false;
      if (!consumeClientLimit()) {
        toast.warning("Please slow down", {
          description: `You can send ${community.clientRateLimit.limit} messages per minute.`,
        });
        return false;
      }
      setSending(true);
      try {
        const outcome = await postMessage(room, parsed.data);
        if (outcome.kind === "sent") {
          setMessages((current) => mergeMessages(current, [outcome.message]));
          return true;
        }
        if (outcome.kind === "refused") {
          if (outcome.body.limitType === "quota") {
            setQuotaMessage(outcome.body.error);
            toast.error("Daily limit reached", { description: outcome.body.error });
          } else {
            limitFor(outcome.body.retryAfter ?? community.clientRetryAfterDefaultMs);
            toast.warning("Please slow down", { description: outcome.body.error });
          }
          return false;
        }
        // 401 and 403 (muted, no longer premium) say why; anything else is a failure to send.
        if (outcome.status === 401 || outcome.status === 403) toast.error(outcome.error);
        else toast.error(community.text.sendFailed, { description: outcome.error });
        return false;
      } finally {
        setSending(false);
      }
    },
    [room, sending, rateLimited, quotaMessage, consumeClientLimit, limitFor, setQuotaMessage],
  );

  const remove = useCallback(async (id: string) => {
    const result = await deleteMessage(id);
    if (result.ok) {
      setMessages((current) => removeMessages(current, [id]));
      setAnnouncement("Message deleted");
    } else toast.error(community.text.deleteFailed, { description: result.error });
  }, []);

  return {
    messages,
    status,
    retry,
    hasMore,
    loadEarlier,
    loadingEarlier,
    send,
    sending,
    remove,
    connection,
    announcement,
  };
}
