"use client";

import { Flag, MicOff, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { useMessageActions } from "./message-actions";
import { MessageToolButton } from "./message-tool-button";
import { MessageEditor } from "./message-editor";
import { AddReaction, ReactionChips } from "./message-reactions";
import { MessageImage } from "./message-image";
import { MessageText } from "./message-text";
import { RelativeTime } from "./relative-time";
import { ReplyButton, ThreadSummary } from "./thread-buttons";
import { useAuthorName } from "./author-name";

/** Whether its author may still edit a message (the server holds the same window). */
const editable = (message: ChatMessage) =>
  Date.now() - Date.parse(message.created_at) < community.editWindowMs;

/**
 * One message: avatar, author, relative time, the text ('edited' once changed), its reactions; add a
 * reaction for everyone, edit for its author in the first 10 minutes, delete for its author and
 * admins, mute for admins.
 */
export const MessageItem = memo(function MessageItem({ message }: { message: ChatMessage }) {
  const t = useTranslations("community");
  const tm = useTranslations("moderation.report");
  const { viewerId, canModerate, edit, requestDelete, requestMute, requestReport } = useMessageActions();
  const own = message.user_id === viewerId;
  const author = useAuthorName()(message.username);
  const [editing, setEditing] = useState(false);
  return (
    <li
      data-message-id={message.id}
      className="group flex gap-3 rounded-lg px-2 py-2 focus-within:bg-muted/60 hover:bg-muted/60 sm:px-3"
    >
      <Avatar src={message.profile.avatar_url} name={author} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="truncate text-sm font-semibold">{author}</span>
          {own ? <Badge variant="muted">{t("message.you")}</Badge> : null}
          <RelativeTime iso={message.created_at} />
          {message.edited_at ? (
            <span className="text-xs text-muted-foreground" title={message.edited_at}>
              ({t("message.edited")})
            </span>
          ) : null}
        </p>
        {editing ? (
          <MessageEditor
            initial={message.message}
            onSave={(text) => edit(message.id, text)}
            onCancel={() => setEditing(false)}
          />
        ) : message.message ? (
          <MessageText text={message.message} />
        ) : null}
        {message.image ? <MessageImage image={message.image} author={author} /> : null}
        <ReactionChips message={message} />
        <ThreadSummary message={message} />
      </div>
      <div className="flex shrink-0 items-start gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        <AddReaction message={message} />
        {canModerate && !own ? (
          <MessageToolButton label={t("mute.title", { name: author })} onClick={() => requestMute(message)}>
            <MicOff aria-hidden />
          </MessageToolButton>
        ) : null}
        {!own ? (
          <MessageToolButton
            label={tm("action")}
            onClick={() => requestReport(message)}
            className="text-muted-foreground"
          >
            <Flag aria-hidden />
          </MessageToolButton>
        ) : null}
        <ReplyButton message={message} />
        {own && !editing && editable(message) ? (
          <MessageToolButton label={t("message.edit")} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
          </MessageToolButton>
        ) : null}
        {own || canModerate ? (
          <MessageToolButton
            label={t("message.delete")}
            onClick={() => requestDelete(message)}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden />
          </MessageToolButton>
        ) : null}
      </div>
    </li>
  );
});
