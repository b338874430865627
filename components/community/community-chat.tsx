"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useAuthorName } from "./author-name";
import { useCallback, useMemo, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type { Room } from "@/lib/community/rooms";
import type { ChatMessage, CommunityEvent } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import type { ClientRealtimeConfig } from "@/lib/services/realtime/types";
import { Composer } from "./composer";
import { ConnectionBadge } from "./connection-badge";
import { DeleteMessageDialog } from "./delete-message-dialog";
import { MessageActionsContext, type MessageActions } from "./message-actions";
import { MessageList } from "./message-list";
import { MuteDialog } from "./mute-dialog";
import { ReportDialog } from "@/components/moderation/report-dialog";
import { useRevealMessage } from "./reveal-message";
import { RealtimeConfigProvider } from "./realtime-context";
import { RoomNav } from "./room-nav";
import { JumpToUnread } from "./jump-to-unread";
import { useFirstUnread } from "./use-first-unread";
import { useRoomReads } from "./use-room-reads";
import { ThreadPanel } from "./thread-panel";
import { SearchPanel } from "./search-panel";
import { useCommunityChat, type Viewer } from "./use-community-chat";
import { useSendLimits, type SendLimits } from "./use-send-limits";

type Target = { thread: string | null; message: string | null };
const noTarget: Target = { thread: null, message: null };

/** The community chat: rooms, the message list, the composer. The page passes the realtime configuration. */
export function CommunityChat({
  rooms,
  initialRoom,
  initialTarget,
  realtime,
  viewer,
}: {
  rooms: readonly Room[];
  initialRoom: string;
  /** A message of the initial room to open at (a notification's link), inside its thread for a reply. */
  initialTarget?: Target;
  realtime: ClientRealtimeConfig;
  viewer: Viewer;
}) {
  const [room, setRoom] = useState(initialRoom);
  const [target, setTarget] = useState<Target>(initialTarget ?? noTarget);
  const targetDone = useCallback(() => setTarget((t) => ({ ...t, message: null })), []);
  const [unread, setUnread] = useState<Record<string, number>>({});
  const reads = useRoomReads(room, setUnread);
  const [muting, setMuting] = useState<{ id: string; name: string } | null>(null);
  const limits = useSendLimits();
  const t = useTranslations("community");
  const authorName = useAuthorName();
  const roomName = useCallback((id: string) => rooms.find((r) => r.id === id)?.name ?? id, [rooms]);

  const openRoom = useCallback((id: string) => {
    setRoom(id);
    setTarget(noTarget);
    setUnread((u) => ({ ...u, [id]: 0 }));
    const url = new URL(window.location.href);
    url.searchParams.delete("thread");
    url.searchParams.delete("message");
    if (id === community.defaultRoom) url.searchParams.delete("room");
    else url.searchParams.set("room", id);
    window.history.replaceState(null, "", url);
  }, []);

  // A message in another room: count it and say so, with a way to open the room.
  const onActivity = useCallback(
    (event: Extract<CommunityEvent, { type: "activity" }>) => {
      setUnread((u) => ({ ...u, [event.room]: (u[event.room] ?? 0) + 1 }));
      toast(t("toasts.newMessageIn", { room: roomName(event.room) }), {
        description: `${authorName(event.username)}: ${event.preview}`,
        action: { label: t("toasts.open"), onClick: () => openRoom(event.room) },
      });
    },
    [roomName, openRoom, t, authorName],
  );

  return (
    <RealtimeConfigProvider config={realtime}>
      <div
        data-community-chat
        className="mx-auto flex h-[calc(100dvh-var(--top-offset)-4rem)] max-w-6xl flex-col sm:px-4 sm:py-4 md:h-[calc(100dvh-var(--top-offset))]"
      >
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden border-y bg-background sm:rounded-2xl sm:border sm:shadow-sm md:flex-row">
          <RoomNav rooms={rooms} current={room} unread={unread} onSelect={openRoom} />
          <RoomChat
            key={room}
            room={rooms.find((r) => r.id === room) ?? { id: room, name: room, description: "" }}
            viewer={viewer}
            roomName={roomName}
            limits={limits}
            onActivity={onActivity}
            onMute={setMuting}
            lastRead={reads.lastRead(room)}
            markRead={reads.markRead}
            target={target}
            onTargetShown={targetDone}
          />
        </div>
        {viewer.isAdmin ? <MuteDialog member={muting} onClose={() => setMuting(null)} /> : null}
      </div>
    </RealtimeConfigProvider>
  );
}

function RoomChat({
  room,
  viewer,
  roomName,
  limits,
  onActivity,
  onMute,
  lastRead,
  markRead,
  target,
  onTargetShown,
}: {
  room: Room;
  viewer: Viewer;
  roomName: (id: string) => string;
  limits: SendLimits;
  onActivity: (event: Extract<CommunityEvent, { type: "activity" }>) => void;
  onMute: (member: { id: string; name: string }) => void;
  lastRead: number | null | undefined;
  markRead: (room: string, seq: number) => void;
  target: Target;
  onTargetShown: () => void;
}) {
  const t = useTranslations("community");
  const authorName = useAuthorName();
  const chat = useCommunityChat({ room: room.id, viewer, roomName, limits, onActivity });
  const ready = chat.status === "ready";
  const firstUnread = useFirstUnread({
    room: room.id,
    messages: chat.messages,
    ready,
    viewerId: viewer.id,
    lastRead,
    markRead,
  });
  const { remove, edit, react, send } = chat;
  // The open thread (its first message's id): beside the list, or a full-screen dialog on phones.
  const [threadId, setThreadId] = useState<string | null>(target.thread);
  useRevealMessage(
    ready ? target.message : null,
    target.thread ? "[data-thread-panel]" : "[data-room-messages]",
    onTargetShown,
  );
  const sendMessage = useCallback((text: string, image?: File) => send(text, { image }), [send]);
  const sendReply = useCallback(
    (text: string) => send(text, { parentId: threadId ?? undefined }),
    [send, threadId],
  );
  // The bin asks first (DeleteMessageDialog); only 'Delete' there removes the message.
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const confirmDelete = useCallback((message: ChatMessage) => void remove(message.id), [remove]);
  const actions = useMemo<MessageActions>(
    () => ({
      viewerId: viewer.id,
      canModerate: viewer.isAdmin,
      edit,
      react,
      requestDelete: setDeleting,
      requestMute: (message) => onMute({ id: message.user_id, name: authorName(message.username) }),
      requestReport: setReporting,
      openThread: (message) => setThreadId(message.id),
    }),
    [viewer.id, viewer.isAdmin, edit, react, onMute, authorName],
  );

  return (
    <>
      <section className="flex min-h-0 min-w-0 flex-1 flex-col" aria-labelledby="community-room-title">
        <header className="flex items-center justify-between gap-3 border-b px-4 py-3">
          <div className="min-w-0">
            <h1 id="community-room-title" className="truncate text-lg font-bold tracking-tight">
              <span className="sr-only">{`${t("page.title")}: `}</span>
              {room.name}
            </h1>
            <p className="truncate text-xs text-muted-foreground">{room.description}</p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <SearchPanel room={room.id} roomName={room.name} />
            <ConnectionBadge status={chat.connection} />
          </div>
        </header>
        <JumpToUnread messageId={firstUnread} />

        {chat.status === "loading" ? (
          <div className="grid flex-1 content-start gap-4 p-4" role="status" aria-label={t("room.loading")}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-9" rounded="full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-3 w-32" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </div>
            ))}
          </div>
        ) : chat.status === "error" ? (
          <div className="flex flex-1 items-start justify-center p-4">
            <Alert variant="destructive" role="alert" className="max-w-md">
              <AlertDescription className="grid justify-items-start gap-3">
                <p>{t("room.loadFailed")}</p>
                <Button variant="outline" size="sm" onClick={chat.retry}>
                  <RotateCw aria-hidden /> {t("room.retry")}
                </Button>
              </AlertDescription>
            </Alert>
          </div>
        ) : (
          <MessageActionsContext value={actions}>
            <MessageList
              roomName={room.name}
              messages={chat.messages}
              hasMore={chat.hasMore}
              loadingEarlier={chat.loadingEarlier}
              onLoadEarlier={chat.loadEarlier}
              firstUnreadId={firstUnread}
            />
          </MessageActionsContext>
        )}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {chat.announcement}
        </p>
        <Composer
          roomName={room.name}
          images
          onSend={sendMessage}
          sending={chat.sending}
          rateLimited={limits.rateLimited}
          secondsLeft={limits.secondsLeft}
          quotaMessage={limits.quotaMessage}
        />
        <DeleteMessageDialog
          message={deleting}
          own={deleting?.user_id === viewer.id}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
        <ReportDialog message={reporting} onClose={() => setReporting(null)} />
      </section>
      {threadId ? (
        <MessageActionsContext value={actions}>
          <ThreadPanel
            key={threadId}
            parentId={threadId}
            roomName={room.name}
            viewerId={viewer.id}
            follow={chat.followThread}
            onSend={sendReply}
            sending={chat.sending}
            limits={limits}
            onClose={() => setThreadId(null)}
          />
        </MessageActionsContext>
      ) : null}
    </>
  );
}
