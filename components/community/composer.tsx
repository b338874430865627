"use client";

import { Loader2, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { community } from "@/lib/config/community";
import { cn } from "@/lib/utils/cn";

/**
 * The message box: Enter sends, Shift+Enter adds a line; a counter of the characters left (over 500
 * the box is marked invalid and sending says 'Message too long'); while rate-limited it counts down
 * to when sending works again; after the daily quota it shows the quota text.
 */
export function Composer({
  roomName,
  onSend,
  sending,
  rateLimited,
  secondsLeft,
  quotaMessage,
}: {
  roomName: string;
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  rateLimited: boolean;
  secondsLeft: number;
  quotaMessage: string | null;
}) {
  const t = useTranslations("community.composer");
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const remaining = community.messageMaxLength - draft.trim().length;
  const tooLong = remaining < 0;
  const blocked = sending || rateLimited || Boolean(quotaMessage);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft.trim() || blocked) return;
    const text = draft;
    const sent = await onSend(text);
    if (sent) setDraft((current) => (current === text ? "" : current));
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const status = quotaMessage
    ? quotaMessage
    : rateLimited
      ? t("rateLimited", { seconds: secondsLeft })
      : sending
        ? t("sending")
        : "";

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={t("label")}
      className="grid gap-1.5 border-t bg-background p-3 sm:p-4"
    >
      <div className="flex items-end gap-2">
        <label htmlFor="community-message" className="sr-only">
          {t("message")}
        </label>
        <Textarea
          id="community-message"
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={t("placeholder", { room: roomName })}
          aria-invalid={tooLong || undefined}
          aria-describedby="community-message-counter community-message-status"
          disabled={Boolean(quotaMessage)}
          className="max-h-40 min-h-12 flex-1 resize-none"
        />
        <Button type="submit" size="icon" aria-label={t("send")} disabled={blocked || !draft.trim()}>
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <p
          id="community-message-status"
          role="status"
          className={cn(
            "min-h-4",
            rateLimited || quotaMessage ? "font-medium text-amber-800" : "text-muted-foreground",
          )}
        >
          {status}
        </p>
        <p
          id="community-message-counter"
          className={cn(
            "tabular-nums",
            tooLong
              ? "font-semibold text-destructive"
              : remaining <= 50
                ? "text-amber-800"
                : "text-muted-foreground",
          )}
        >
          {tooLong ? t("over", { count: -remaining }) : t("remaining", { count: remaining })}
        </p>
      </div>
      <p className="sr-only">{t("hint")}</p>
    </form>
  );
}
