"use client";

import { ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { firstUnreadId } from "./unread-divider";

/**
 * "Jump to first unread": shown while the room has a "New messages" divider out of sight; scrolls to
 * it and moves the focus there.
 */
export function JumpToUnread({ messageId }: { messageId: string | undefined }) {
  const t = useTranslations("presence.unread");
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const divider = document.getElementById(firstUnreadId);
    if (!divider || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) =>
      setHidden(entries.every((e) => !e.isIntersecting)),
    );
    observer.observe(divider);
    return () => observer.disconnect();
  }, [messageId]);
  if (!messageId || !hidden) return null;
  return (
    <div className="flex justify-center border-b bg-primary-soft/40 px-3 py-1.5">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          const divider = document.getElementById(firstUnreadId);
          divider?.scrollIntoView({ block: "start" });
          divider?.focus({ preventScroll: true });
        }}
      >
        <ArrowUp aria-hidden /> {t("jump")}
      </Button>
    </div>
  );
}
