"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useOnScreen } from "@/components/hooks/use-on-screen";
import { Skeleton } from "@/components/ui/skeleton";

function ChatSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border bg-white shadow-sm" aria-busy aria-label="Loading the visa chat">
      <div className="grid gap-3 border-b bg-muted/40 px-5 py-3">
        <p className="font-semibold">Your Travel Visa Consultation</p>
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

const ChatWindow = dynamic(() => import("./chat-window").then((m) => m.ChatWindow), { ssr: false, loading: ChatSkeleton });

const noSubscribe = () => () => {};
const focusHinted = () => new URLSearchParams(window.location.search).get("focus") === "chat";

/**
 * The chat loads when it comes on screen (or at once with the focus-chat hint): it sits below the
 * hero, so the home page's first load (and a phone's main thread) stays free of it. With the hint,
 * the page scrolls here first (spec 1 §2).
 */
export function VisaChatSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const hinted = useSyncExternalStore(noSubscribe, focusHinted, () => false);
  const onScreen = useOnScreen(anchor, { enabled: !hinted });

  useEffect(() => {
    if (hinted) anchor.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [hinted]);

  return <div ref={anchor}>{onScreen || hinted ? <ChatWindow focusOnMount={hinted} /> : <ChatSkeleton />}</div>;
}
