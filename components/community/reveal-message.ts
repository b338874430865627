"use client";

import { useEffect } from "react";

/** Classes that mark a message opened from elsewhere (a search result, a notification), for a few seconds. */
const highlight = ["ring-2", "ring-primary", "bg-primary/10"];
const highlightMs = 4000;

/** Scrolls a message into the middle of its list, focuses it and highlights it for a moment. */
export function revealMessage(item: HTMLElement) {
  item.tabIndex = -1;
  item.scrollIntoView({ block: "center" });
  item.focus({ preventScroll: true });
  item.classList.add(...highlight);
  setTimeout(() => item.classList.remove(...highlight), highlightMs);
}

const waitMs = 15_000;

/**
 * Reveals the message `messageId` once it is on the page (the room or the thread loads after the
 * page), inside `scope` (a CSS selector: the room's list or the thread panel). Gives up quietly when
 * the message never shows, as an old one outside the loaded page does; then `onDone` still runs.
 */
export function useRevealMessage(messageId: string | null, scope: string, onDone: () => void) {
  useEffect(() => {
    if (!messageId) return;
    const selector = `${scope} [data-message-id="${CSS.escape(messageId)}"]`;
    const find = () => document.querySelector<HTMLElement>(selector);
    let finished = false;
    const finish = (item: HTMLElement | null) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      if (item) revealMessage(item);
      onDone();
    };
    const observer = new MutationObserver(() => {
      const item = find();
      if (item) finish(item);
    });
    const timer = setTimeout(() => finish(null), waitMs);
    const now = find();
    if (now) finish(now);
    else observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [messageId, scope, onDone]);
}
