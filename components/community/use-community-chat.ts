"use client";

import { useTranslations } from "next-intl";
import { useAuthorName } from "./author-name";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { Cursor } from "@/lib/community/cursor";
import { messagePreview } from "@/lib/community/preview";
import {
  messageTextSchema,
  postImageSchema,
  type ChatMessage,
  type CommunityEvent,
} from "@/lib/community/schemas";
import { isReply } from "@/lib/community/thread-timeline";
import { mergeMessages, removeMessages, replaceMessages } from "@/lib/community/timeline";
import { community } from "@/lib/config/community";
import { deleteMessage, editMessage, fetchMessages, postMessage } from "./community-api";
import { useCommunityRealtime } from "./use-community-realtime";
import { useReact } from "./use-react";
import type { SendLimits } from "./use-send-limits";

export type LoadStatus = "loading" | "ready" | "error";
export type Viewer = { id: string; isAdmin: boolean };
/** Hears the room's events (and the viewer's own sends, edits and deletions): the open thread panel. */
export type ThreadListener = (event: CommunityEvent) => void;

/**
 * The chat of one room (the component using it is keyed by room): the first 50 messages then older
 * ones on demand, live updates, sending within the client's and the server's limits, editing and
 * deleting one's own, replies in threads (the open thread panel follows the room's events through
 * `followThread`), and notices of messages in other rooms (`onActivity`) or while the page is hidden.
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
  const authorName = useAuthorName();
  const { rateLimited, limitFor, consumeClientLimit, quotaMessage, setQuotaMessage } = limits;
  const threadListener = useRef<ThreadListener | null>(null);
  const toThread = useCallback((event: CommunityEvent) => threadListener.current?.(event), []);
  /** The open thread panel follows the room's events until the returned function stops it. */
  const followThread = useCallback((listener: ThreadListener) => {
    threadListener.current = listener;
    return () => {
      if (threadListener.current === listener) threadListener.current = null;
    };
  }, []);

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
      if (event.type !== "activity" && event.room === room) toThread(event);
      if (event.type === "message.deleted") {
        if (event.room === room) setMessages((current) => removeMessages(current, [event.id]));
        return;
      }
      if (event.type === "message.updated") {
        if (event.room === room) setMessages((current) => replaceMessages(current, [event.message]));
        return;
      }
      // Hidden by members' reports until reviewed; restored after review, back in its place (unless
      // older than everything loaded: 'Load earlier' brings it).
      if (event.type === "message.hidden" || event.type === "message.restored") {
        if (event.room !== room || (event.type === "message.restored" && isReply(event.message))) return;
        if (event.type === "message.hidden") setMessages((current) => removeMessages(current, [event.id]));
        else
          setMessages((current) =>
            current.length && event.message.seq < current[0]!.seq
              ? current
              : mergeMessages(current, [event.message]),
          );
        return;
      }
      if (event.type === "message.created") {
        // Replies belong to their thread (its panel), not to the room's main list.
        if (event.room !== room || isReply(event.message)) return;
        setMessages((current) => mergeMessages(current, [event.message]));
        if (event.message.user_id === viewer.id) return;
        const preview = messagePreview(event.message.message);
        setAnnouncement(`${authorName(event.message.username)}: ${preview}`);
        if (document.visibilityState === "hidden")
          toast(t("toasts.inRoom", { name: authorName(event.message.username), room: roomName(room) }), {
            description: preview,
          });
        return;
      }
      if (event.room !== room && event.user_id !== viewer.id) onActivity(event);
    },
    [room, viewer.id, roomName, onActivity, toThread, t, authorName],
  );

  const connection = useCommunityRealtime(room, onEvent, start);

  const send = useCallback(
    async (text: string, { parentId, image }: { parentId?: string; image?: File } = {}): Promise<boolean> => {
      // With an image the text is a caption and may be empty.
      const parsed = (image ? postImageSchema.shape.message : messageTextSchema).safeParse(text);
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
        const outcome = await postMessage(room, parsed.data, { parentId, image });
        if (outcome.kind === "sent") {
          const message = outcome.message;
          if (isReply(message)) toThread({ type: "message.created", room, at: Date.now(), message });
          else setMessages((current) => mergeMessages(current, [message]));
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
    [
      room,
      sending,
      rateLimited,
      quotaMessage,
      consumeClientLimit,
      limitFor,
      setQuotaMessage,
      toThread,
      t,
      tv,
    ],
  );

  /** Saves an edit of one's own message; false (with a toast saying why) when refused. */
  const edit = useCallback(
    async (id: string, text: string): Promise<boolean> => {
      const parsed = messageTextSchema.safeParse(text);
      if (!parsed.success) {
        toast.error(t("errors.editFailed"), {
          description: tv(parsed.error.issues[0]!.message as "community.blank"),
        });
        return false;
      }
      const result = await editMessage(id, parsed.data);
      if (result.ok) {
        setMessages((current) => replaceMessages(current, [result.message]));
        toThread({ type: "message.updated", room, at: Date.now(), seq: 0, message: result.message });
        setAnnouncement(t("toasts.edited"));
        return true;
      }
      toast.error(t("errors.editFailed"), { description: result.error });
      return false;
    },
    [room, toThread, t, tv],
  );

  const remove = useCallback(
    async (id: string) => {
      const result = await deleteMessage(id);
      if (result.ok) {
        setMessages((current) => removeMessages(current, [id]));
        toThread({ type: "message.deleted", room, at: Date.now(), id, seq: 0 });
        setAnnouncement(t("toasts.deleted"));
      } else
        toast.error(t("errors.deleteFailed"), {
          description: result.error ?? (result.status === 401 ? t("errors.authDelete") : undefined),
        });
    },
    [room, toThread, t],
  );

  const react = useReact(
    useCallback((message: ChatMessage) => setMessages((current) => replaceMessages(current, [message])), []),
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
    edit,
    react,
    remove,
    followThread,
    connection,
    announcement,
  };
}
