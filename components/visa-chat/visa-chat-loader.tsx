"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useOnScreen } from "@/components/hooks/use-on-screen";
import { Skeleton } from "@/components/ui/skeleton";
import { visaChat } from "@/lib/config/chat";

function ChatSkeleton() {
  const t = useTranslations("assistant.chat");
  return (
    <div
      className="overflow-hidden rounded-2xl border bg-white shadow-sm"
      aria-busy
      aria-label={t("loading")}
    >
      <div className="grid gap-3 border-b bg-muted/40 px-5 py-3">
        <p className="font-semibold">{t("title")}</p>
        <Skeleton className="h-6 w-full" />
      </div>
      <div className="grid h-80 content-start gap-3 px-5 py-4">
        <Skeleton className="h-20 w-4/5" />
      </div>
      <div className="border-t p-4">
        <Skeleton className="h-12 w-full" rounded="xl" />
      </div>
    </div>
  );
}

const ChatWindow = dynamic(() => import("./chat-window").then((m) => m.ChatWindow), {
  ssr: false,
  loading: ChatSkeleton,
});

/** The section's anchor: the hero's 'Ask a visa question' is a plain link to it. */
const chatHash = "#visa-chat";

const noSubscribe = () => () => {};
const focusHinted = () => new URLSearchParams(window.location.search).get("focus") === "chat";
const subscribeHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const jumpedHere = () => window.location.hash === chatHash;

/**
 * The chat loads when it comes on screen: it sits below the hero, so the home page's first load
 * (and a phone's main thread) stays free of it. It loads at once, and its box takes the focus once
 * it is there, when the visitor asks for it: the focus-chat hint (?focus=chat, the page scrolls
 * here first) or a link to #visa-chat (the browser jumps here; the link works before hydration, so
 * a jump made before it is also honoured when this part hydrates).
 */
export function VisaChatLoader() {
  const anchor = useRef<HTMLDivElement>(null);
  const hinted = useSyncExternalStore(noSubscribe, focusHinted, () => false);
  const jumped = useSyncExternalStore(subscribeHash, jumpedHere, () => false);
  // Each request to focus the box: a count, so a second click on the same link focuses it again.
  const [clicks, setClicks] = useState(0);
  const onScreen = useOnScreen(anchor, { enabled: !hinted && !jumped });

  useEffect(() => {
    if (hinted) anchor.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [hinted]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`a[href="${chatHash}"]`))
        setClicks((n) => n + 1);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const focusRequest = clicks + (hinted || jumped ? 1 : 0);
  return (
    <div ref={anchor}>
      {onScreen || hinted || jumped || clicks ? (
        <ChatWindow focusRequest={focusRequest} focusDelayMs={hinted ? visaChat.focusHintDelayMs : 0} />
      ) : (
        <ChatSkeleton />
      )}
    </div>
  );
}
