"use client";

import { MessageSquareReply } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ChatMessage } from "@/lib/community/schemas";
import { useMessageActions } from "./message-actions";
import { MessageToolButton } from "./message-tool-button";
import { RelativeTime } from "./relative-time";

/** 'Reply in thread' on a message of the main list (not on replies, nor inside a thread). */
export function ReplyButton({ message }: { message: ChatMessage }) {
  const t = useTranslations("communityThreads");
  const { openThread } = useMessageActions();
  if (!openThread || message.parent_id) return null;
  return (
    <MessageToolButton label={t("reply")} onClick={() => openThread(message)}>
      <MessageSquareReply aria-hidden />
    </MessageToolButton>
  );
}

/** '3 replies · last reply 2 minutes ago' under a message with replies: opens its thread. */
export function ThreadSummary({ message }: { message: ChatMessage }) {
  const t = useTranslations("communityThreads");
  const { openThread } = useMessageActions();
  const count = message.reply_count ?? 0;
  if (!openThread || message.parent_id || count === 0) return null;
  const last = message.last_reply_at;
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto gap-1 px-0 py-0.5 text-left text-xs font-semibold whitespace-normal"
      onClick={() => openThread(message)}
      data-thread-summary
    >
      <MessageSquareReply className="size-3.5" aria-hidden />
      {t("summary", { count })}
      {last ? (
        <span className="font-normal text-muted-foreground">
          {" · "}
          {t("lastReply", { time: "" })}
          <RelativeTime iso={last} />
        </span>
      ) : null}
    </Button>
  );
}
