"use client";

import { MicOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/schemas";
import { MessageText } from "./message-text";
import { RelativeTime } from "./relative-time";

/**
 * One message: avatar, author, relative time, the text; delete for its author and admins, mute for
 * admins.
 */
export const MessageItem = memo(function MessageItem({
  message,
  own,
  canModerate,
  onDelete,
  onMute,
}: {
  message: ChatMessage;
  own: boolean;
  canModerate: boolean;
  onDelete: (message: ChatMessage) => void;
  onMute: (message: ChatMessage) => void;
}) {
  const t = useTranslations("community");
  return (
    <li className="group flex gap-3 rounded-lg px-2 py-2 focus-within:bg-muted/60 hover:bg-muted/60 sm:px-3">
      <Avatar src={message.profile.avatar_url} name={message.username} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="truncate text-sm font-semibold">{message.username}</span>
          {own ? <Badge variant="muted">{t("message.you")}</Badge> : null}
          <RelativeTime iso={message.created_at} />
        </p>
        <MessageText text={message.message} />
      </div>
      <div className="flex shrink-0 items-start gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        {canModerate && !own ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("mute.title", { name: message.username })}
            onClick={() => onMute(message)}
          >
            <MicOff aria-hidden />
          </Button>
        ) : null}
        {own || canModerate ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={t("message.delete")}
            onClick={() => onDelete(message)}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
    </li>
  );
});
