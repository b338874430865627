"use client";

import { MessageSquarePlus, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { visaChat } from "@/lib/config/chat";
import { LawyerHelpButton } from "./lawyer-help-button";
import { LimitModal } from "./limit-modal";
import { MessageBubble } from "./message-bubble";
import { UsageBar } from "./usage-bar";
import { useVisaChat } from "./use-visa-chat";

/**
 * The visa consultation chat window: usage, the scrolling message list, the composer, the upsell
 * panel and modal, and for members their past conversations.
 */
export function ChatWindow({
  focusRequest = 0,
  focusDelayMs = 0,
}: {
  focusRequest?: number;
  focusDelayMs?: number;
}) {
  const t = useTranslations("assistant");
  const chat = useVisaChat();
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const signedIn = chat.viewer.status === "authenticated";
  const blocked = chat.status !== "idle";
  const limited = chat.status === "limited";

  // Keep the newest message in view, 100 ms after it renders.
  useEffect(() => {
    const timer = setTimeout(
      () => list.current?.scrollTo({ top: list.current.scrollHeight, behavior: "smooth" }),
      visaChat.autoScrollDelayMs,
    );
    return () => clearTimeout(timer);
  }, [chat.messages]);

  // Asked to take the focus (the focus-chat hint, a link to the chat): focus the box, after the
  // section's own scroll when there is one. Every new request focuses it again.
  useEffect(() => {
    if (!focusRequest) return;
    const timer = setTimeout(() => {
      const box = input.current;
      if (!box) return;
      // The least scroll that shows the box (its scroll margin keeps it above the phone's bottom bar).
      box.focus({ preventScroll: true });
      box.scrollIntoView({ block: "nearest" });
    }, focusDelayMs);
    return () => clearTimeout(timer);
  }, [focusRequest, focusDelayMs]);

  async function submit() {
    const text = draft;
    if (!text.trim() || blocked) {
      if (limited) chat.setLimitModalOpen(true);
      return;
    }
    setDraft("");
    const sent = await chat.send(text);
    if (!sent) setDraft(text);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  const placeholder =
    chat.status === "rate-limited"
      ? t("chat.placeholderWait", { seconds: chat.retryAfter })
      : limited
        ? t("chat.placeholderLimited")
        : t("chat.placeholder");

  return (
    <div className="overflow-hidden rounded-2xl border bg-white shadow-sm">
      <div className="grid gap-3 border-b bg-muted/40 px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold">
            {t("chat.title")}{" "}
            {chat.premium ? <span className="text-amber-700">{t("chat.premiumTag")}</span> : null}
          </p>
          {signedIn ? (
            <div className="flex items-center gap-2">
              {chat.chats.length > 1 ? (
                <>
                  <label htmlFor="visa-chat-history" className="sr-only">
                    {t("chat.conversations")}
                  </label>
                  <select
                    id="visa-chat-history"
                    value={chat.chatId ?? ""}
                    onChange={(e) => void chat.openChat(e.target.value)}
                    className="h-9 max-w-44 rounded-lg border border-input bg-white px-2 text-sm"
                  >
                    {chat.chatId && !chat.chats.some((c) => c.id === chat.chatId) ? (
                      <option value={chat.chatId}>{t("chat.newConversation")}</option>
                    ) : null}
                    {chat.chats.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title === visaChat.defaultTitle ? t("chat.defaultTitle") : c.title}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                onClick={() => void chat.newChat()}
                disabled={chat.status === "loading"}
              >
                <MessageSquarePlus aria-hidden /> {t("chat.new")}
              </Button>
            </div>
          ) : null}
        </div>
        <UsageBar usage={chat.usage} signedIn={signedIn} />
      </div>

      <div
        ref={list}
        className="grid h-80 content-start gap-3 overflow-y-auto px-4 py-4 sm:px-5"
        role="log"
        aria-live="polite"
        aria-label={t("chat.log")}
      >
        {chat.messages.map((message) => (
          <MessageBubble key={message.id} message={message} premium={chat.premium} />
        ))}
      </div>
      <LawyerHelpButton messages={chat.messages} />

      {limited ? (
        <div
          className="mx-4 mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft p-4 text-sm text-amber-950 sm:mx-5"
          role="status"
        >
          <p>{signedIn ? t("limit.usedMember") : t("limit.usedVisitor")}</p>
          <Button asChild size="sm" variant="accent">
            <Link href={signedIn ? "/subscription" : "/join?tab=register"}>
              {signedIn ? t("limit.upgrade") : t("limit.register")}
            </Link>
          </Button>
        </div>
      ) : null}

      <form
        className="flex items-end gap-2 border-t p-3 sm:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        aria-label={t("chat.form")}
      >
        <label htmlFor="visa-chat-input" className="sr-only">
          {t("chat.question")}
        </label>
        <textarea
          id="visa-chat-input"
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={visaChat.messageMaxLength}
          disabled={blocked}
          placeholder={placeholder}
          className="min-h-12 flex-1 resize-none scroll-mb-24 rounded-xl border border-input bg-white px-3 py-2 text-base placeholder:text-slate-500 disabled:bg-muted sm:text-sm md:scroll-mb-6"
        />
        <Button type="submit" size="icon" disabled={blocked || !draft.trim()} aria-label={t("chat.send")}>
          <Send aria-hidden />
        </Button>
      </form>
      <LimitModal
        open={chat.limitModalOpen}
        onOpenChange={chat.setLimitModalOpen}
        signedIn={signedIn}
        max={chat.usage?.max ?? null}
      />
    </div>
  );
}
