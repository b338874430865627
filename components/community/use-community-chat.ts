"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("community");
  const tv = useTranslations("validation");
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
      toast.error(t("errors.fetchFailed"));
    } finally {
      setLoadingEarlier(false);
    }
  }, [messages, loadingEarlier, hasMore, room, t]);

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
          toast(t("toasts.inRoom", { name: event.message.username, room: roomName(room) }), {
            description: preview,
          });
        return;
      }
      if (event.room !== room && event.user_id !== viewer.id) onActivity(event);
    },
    [room, viewer.id, roomName, onActivity, t],
  );

  const connection = useCommunityRealtime(room, onEvent, start);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const parsed = messageTextSchema.safeParse(text);
      if (!parsed.success) {
        if (parsed.error.issues[0]?.message === "community.tooLong")
          toast.error(t("toasts.tooLong"), { description: tv("community.tooLong") });
        return false;
      }
      if (sending || rateLimited || quotaMessage) return false;
      if (!consumeClientLimit()) {
        toast.warning(t("toasts.slowDown"), {
          description: t("toasts.clientLimit", { limit: community.clientRateLimit.limit }),
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
          const error = outcome.body.error ?? t("errors.rateLimited");
          if (outcome.body.limitType === "quota") {
            setQuotaMessage(error);
            toast.error(t("toasts.dailyLimit"), { description: error });
          } else {
            limitFor(outcome.body.retryAfter ?? community.clientRetryAfterDefaultMs);
            toast.warning(t("toasts.slowDown"), { description: error });
          }
          return false;
        }
        // 401 and 403 (muted, no longer premium) say why; anything else is a failure to send.
        if (outcome.status === 401 || outcome.status === 403)
          toast.error(outcome.error ?? t(outcome.status === 401 ? "errors.authSend" : "errors.sendFailed"));
        else toast.error(t("errors.sendFailed"), { description: outcome.error });
        return false;
      } finally {
        setSending(false);
      }
    },
    [room, sending, rateLimited, quotaMessage, consumeClientLimit, limitFor, setQuotaMessage, t, tv],
  );

  const remove = useCallback(
    async (id: string) => {
      const result = await deleteMessage(id);
      if (result.ok) {
        setMessages((current) => removeMessages(current, [id]));
        setAnnouncement(t("toasts.deleted"));
      } else
        toast.error(t("errors.deleteFailed"), {
          description: result.error ?? (result.status === 401 ? t("errors.authDelete") : undefined),
        });
    },
    [t],
  );

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
