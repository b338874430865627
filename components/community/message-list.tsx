"use client";

import { ArrowDown, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/schemas";
import { useMessageActions } from "./message-actions";
import { MessageItem } from "./message-item";
import { UnreadDivider } from "./unread-divider";

const nearBottomPx = 120;

/**
 * The scrolling list: opens at the newest message, follows new ones while the reader is at the
 * bottom (else offers a 'New messages' button), and loads earlier ones when scrolled to the top
 * (or with 'Load earlier'), keeping the reader's place.
 */
export function MessageList({
  roomName,
  messages,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  firstUnreadId,
}: {
  roomName: string;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The first message not read when the room opened: the "New messages" divider goes above it. */
  firstUnreadId?: string;
}) {
  const t = useTranslations("community.list");
  const { viewerId } = useMessageActions();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const snapshot = useRef<{
    first?: string;
    last?: string;
    height: number;
    scrollTop: number;
    atBottom: boolean;
  }>({ height: 0, scrollTop: 0, atBottom: true });
  const [unseen, setUnseen] = useState(false);

  const atBottom = () => {
    const el = scroller.current;
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight < nearBottomPx;
  };

  // Keep the place when earlier messages are prepended; follow the newest when appended.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = snapshot.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (before.first && first !== before.first && last === before.last) {
      el.scrollTop = el.scrollHeight - before.height + before.scrollTop;
    } else if (last !== before.last) {
      const mine = messages.at(-1)?.user_id === viewerId;
      if (before.atBottom || mine || !before.last) el.scrollTop = el.scrollHeight;
      else setUnseen(true);
    }
    snapshot.current = {
      first,
      last,
      height: el.scrollHeight,
      scrollTop: el.scrollTop,
      atBottom: atBottom(),
    };
  }, [messages, viewerId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = atBottom();
    snapshot.current = {
      ...snapshot.current,
      height: el.scrollHeight,
      scrollTop: el.scrollTop,
      atBottom: bottom,
    };
    if (bottom && unseen) setUnseen(false);
  };

  // Scrolled to the top: load earlier messages.
  useEffect(() => {
    const el = top.current;
    if (!el || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onLoadEarlier(),
      { root: scroller.current, rootMargin: "80px 0px 0px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onLoadEarlier]);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain px-1 py-3 sm:px-2"
        tabIndex={0}
        role="region"
        aria-label={t("region", { room: roomName })}
      >
        <div ref={top} aria-hidden className="h-px" />
        {hasMore ? (
          <div className="flex justify-center pb-2">
            <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
              {loadingEarlier ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t("loadEarlier")}
            </Button>
          </div>
        ) : messages.length ? (
          <p className="pb-2 text-center text-xs text-muted-foreground">
            {t("beginning", { room: roomName })}
          </p>
        ) : null}
        {messages.length ? (
          <ol className="grid gap-0.5" aria-label={t("label")} data-room-messages>
            {messages.map((message) => (
              <Fragment key={message.id}>
                {message.id === firstUnreadId ? <UnreadDivider /> : null}
                <MessageItem message={message} />
              </Fragment>
            ))}
          </ol>
        ) : (
          <p className="px-4 py-16 text-center text-sm text-muted-foreground">
            {t("empty", { room: roomName })}
          </p>
        )}
      </div>
      {unseen ? (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          onClick={() => {
            scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });
            setUnseen(false);
          }}
        >
          <ArrowDown aria-hidden /> {t("newMessages")}
        </Button>
      ) : null}
    </div>
  );
}
