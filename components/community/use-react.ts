"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef } from "react";
import { toast } from "@/components/ui/toast";
import type { ChatMessage } from "@/lib/community/schemas";
import { setReaction } from "./community-api";

/**
 * Turning the viewer's reaction on or off: the answer (the message with its new counts) replaces the
 * message at once; everyone else gets it as `message.updated`. One request per chip at a time, so a
 * double click does not undo itself; a refusal says why in a toast.
 */
export function useReact(onChanged: (message: ChatMessage) => void) {
  const t = useTranslations("communityReactions");
  const pending = useRef(new Set<string>());
  return useCallback(
    async (messageId: string, emoji: string, on: boolean) => {
      const key = `${messageId} ${emoji}`;
      if (pending.current.has(key)) return;
      pending.current.add(key);
      try {
        const result = await setReaction(messageId, emoji, on);
        if (result.ok) onChanged(result.message);
        else toast.error(t("failed"), { description: result.error });
      } finally {
        pending.current.delete(key);
      }
    },
    [onChanged, t],
  );
}
