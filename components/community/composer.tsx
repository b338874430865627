"use client";

import { Loader2, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MentionListbox } from "@/components/notifications/mention-listbox";
import { useMentionAutocomplete } from "@/components/notifications/use-mention-autocomplete";
import { ImageAttachment, ImagePicker } from "./image-attachment";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { community } from "@/lib/config/community";
import { cn } from "@/lib/utils/cn";

/**
 * The message box: Enter sends, Shift+Enter adds a line; a counter of the characters left (over 500
 * the box is marked invalid and sending says 'Message too long'); while rate-limited it counts down
 * to when sending works again; after the daily quota it shows the quota text. A second composer on
 * the page (the thread panel's) passes its own `id` and words. Typing '@' and a name suggests members
 * to mention (components/notifications).
 */
export function Composer({
  roomName,
  onSend,
  sending,
  rateLimited,
  secondsLeft,
  quotaMessage,
  id = "community-message",
  words,
  images = false,
}: {
  roomName: string;
  onSend: (text: string, image?: File) => Promise<boolean>;
  sending: boolean;
  rateLimited: boolean;
  secondsLeft: number;
  quotaMessage: string | null;
  id?: string;
  words?: { label: string; message: string; placeholder: string };
  /** Offers attaching an image (the room's composer; thread replies are text). */
  images?: boolean;
}) {
  const t = useTranslations("community.composer");
  const [draft, setDraft] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionAutocomplete(draft, setDraft, input);
  const remaining = community.messageMaxLength - mentions.encode(draft).trim().length;
  const tooLong = remaining < 0;
  const blocked = sending || rateLimited || Boolean(quotaMessage) || mentions.tooMany;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if ((!draft.trim() && !image) || blocked) return;
    const text = draft;
    const encoded = mentions.encode(text);
    const sent = await (image ? onSend(encoded, image) : onSend(encoded));
    if (sent) {
      setDraft((current) => (current === text ? "" : current));
      setImage(null);
      mentions.reset();
    }
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentions.onKeyDown(event)) return;
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
      aria-label={words?.label ?? t("label")}
      className="relative grid gap-1.5 border-t bg-background p-3 sm:p-4"
    >
      <MentionListbox mentions={mentions} />
      {image ? <ImageAttachment file={image} onRemove={() => setImage(null)} /> : null}
      <div className="flex items-end gap-2">
        {images ? <ImagePicker onPick={setImage} disabled={blocked} /> : null}
        <label htmlFor={id} className="sr-only">
          {words?.message ?? t("message")}
        </label>
        <Textarea
          id={id}
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          {...mentions.inputProps}
          rows={2}
          placeholder={words?.placeholder ?? t("placeholder", { room: roomName })}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-counter ${id}-status`}
          disabled={Boolean(quotaMessage)}
          className="max-h-40 min-h-12 flex-1 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t("send")}
          disabled={blocked || (!draft.trim() && !image)}
        >
          {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <p
          id={`${id}-status`}
          role="status"
          className={cn(
            "min-h-4",
            rateLimited || quotaMessage ? "font-medium text-amber-800" : "text-muted-foreground",
          )}
        >
          {status}
        </p>
        <p
          id={`${id}-counter`}
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
