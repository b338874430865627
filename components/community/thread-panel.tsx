"use client";

import { RotateCw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useAuthorName } from "./author-name";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ElementType,
  type KeyboardEvent,
} from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { messagePreview } from "@/lib/community/preview";
import { Composer } from "./composer";
import { MessageActionsContext, useMessageActions, type MessageActions } from "./message-actions";
import { MessageItem } from "./message-item";
import type { ThreadListener } from "./use-community-chat";
import type { SendLimits } from "./use-send-limits";
import { useThread } from "./use-thread";

const wideQuery = "(min-width: 1024px)";
const composerId = "community-thread-message";

/** Whether the screen is wide enough for the thread beside the list (≥ 1024 px). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(wideQuery);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

type Props = {
  parentId: string;
  roomName: string;
  viewerId: string;
  /** The room chat's followThread: the room's events reach the open thread through it. */
  follow: (listener: ThreadListener) => () => void;
  /** Posts a reply in this thread. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  limits: SendLimits;
  onClose: () => void;
};

const focusComposer = () => document.getElementById(composerId)?.focus();

/**
 * A thread: its first message, its replies live, and a composer to reply. Beside the message list
 * on wide screens (a complementary region; Escape closes it and focus goes back where it was); a
 * full-screen modal dialog on phones and tablets (focus kept inside, Escape closes). It opens with
 * the reply box focused.
 */
export function ThreadPanel(props: Props) {
  const wide = useWideScreen();
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );

  // Focus the reply box on open (the dialog does it itself), give focus back to the opener on close.
  useEffect(() => {
    if (wide) focusComposer();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [wide, opener]);

  if (wide) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) props.onClose();
    };
    return (
      <aside
        aria-labelledby="community-thread-title"
        onKeyDown={onKeyDown}
        className="flex min-h-0 w-[26rem] shrink-0 flex-col border-l bg-background"
        data-thread-panel
      >
        <ThreadBody {...props} Title="h2" />
      </aside>
    );
  }
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && props.onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusComposer();
          }}
          // Without a trigger the dialog would drop the focus on close: the effect above restores it.
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            // Escape in a message's edit box cancels the edit only.
            if (event.target instanceof HTMLTextAreaElement && event.target.id !== composerId)
              event.preventDefault();
          }}
          data-thread-panel
        >
          <ThreadBody {...props} Title={DialogPrimitive.Title} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ThreadBody({
  parentId,
  roomName,
  viewerId,
  follow,
  onSend,
  sending,
  limits,
  onClose,
  Title,
}: Props & { Title: ElementType }) {
  const t = useTranslations("communityThreads.panel");
  const authorName = useAuthorName();
  const { thread, status, hasMore, loadEarlier, loadingEarlier, retry } = useThread(parentId, follow);
  const actions = useMessageActions();
  // Inside a thread there is no thread to open (one level).
  const inner = useMemo<MessageActions>(() => ({ ...actions, openThread: undefined }), [actions]);
  const scroller = useRef<HTMLDivElement>(null);
  const replies = thread?.replies;
  const last = replies?.at(-1);
  const [announcement, setAnnouncement] = useState("");

  // A new reply: scroll to it, and say it when someone else wrote it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && last) el.scrollTop = el.scrollHeight;
  }, [last]);
  const lastId = last?.id;
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!last || seen.current === last.id) return;
    const first = seen.current === undefined;
    seen.current = last.id;
    if (!first && last.user_id !== viewerId)
      setAnnouncement(
        t("newReply", { name: authorName(last.username), preview: messagePreview(last.message) }),
      );
  }, [lastId, last, viewerId, t, authorName]);

  const parent = thread?.parent;
  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <Title id="community-thread-title" className="text-lg font-bold tracking-tight">
          {t("title")}
        </Title>
        <Button variant="ghost" size="icon" aria-label={t("close")} onClick={onClose}>
          <X aria-hidden />
        </Button>
      </header>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-1 py-3 sm:px-2"
        tabIndex={0}
        role="region"
        aria-label={parent ? t("region", { name: authorName(parent.username) }) : t("title")}
      >
        {status === "loading" ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-muted-foreground">
            {t("loading")}
          </p>
        ) : status === "gone" ? (
          <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t("gone")}</p>
        ) : status === "error" || !thread || !parent ? (
          <Alert variant="destructive" role="alert" className="m-2">
            <AlertDescription className="grid justify-items-start gap-3">
              <p>{t("loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={retry}>
                <RotateCw aria-hidden /> {t("retry")}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <MessageActionsContext value={inner}>
            <ol aria-label={t("parent")}>
              <MessageItem message={parent} />
            </ol>
            <p className="mx-2 my-2 border-b pb-2 text-xs font-semibold text-muted-foreground sm:mx-3">
              {t("count", { count: parent.reply_count ?? thread.replies.length })}
            </p>
            {hasMore ? (
              <div className="flex justify-center pb-2">
                <Button variant="outline" size="sm" onClick={loadEarlier} disabled={loadingEarlier}>
                  {t("earlier")}
                </Button>
              </div>
            ) : null}
            {thread.replies.length ? (
              <ol className="grid gap-0.5" aria-label={t("replies")}>
                {thread.replies.map((reply) => (
                  <MessageItem key={reply.id} message={reply} />
                ))}
              </ol>
            ) : null}
          </MessageActionsContext>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {status === "gone" ? null : (
        <Composer
          id={composerId}
          roomName={roomName}
          words={{
            label: t("composerLabel"),
            message: t("composerMessage"),
            placeholder: t("placeholder", { name: parent ? authorName(parent.username) : "" }),
          }}
          onSend={onSend}
          sending={sending}
          rateLimited={limits.rateLimited}
          secondsLeft={limits.secondsLeft}
          quotaMessage={limits.quotaMessage}
        />
      )}
    </>
  );
}
