"use client";

import dynamic from "next/dynamic";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";
import { TypingDots } from "./typing-dots";
import type { ChatMessage } from "./use-visa-chat";

// Markdown (safe links only, no raw HTML) loads with the first reply, not with the page.
const Markdown = dynamic(() => import("@/components/content/markdown").then((m) => m.Markdown), {
  loading: () => null,
});

export function MessageBubble({ message, premium }: { message: ChatMessage; premium: boolean }) {
  const t = useTranslations("assistant.chat");
  if (message.isUser) {
    return (
      <div className="flex justify-end">
        <p className="max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm break-words whitespace-pre-wrap text-primary-foreground">
          {message.content}
        </p>
      </div>
    );
  }
  return (
    <div className="flex justify-start">
      <div
        className={cn(
          "max-w-[80%] rounded-2xl rounded-bl-sm border bg-white px-4 py-2.5 text-sm shadow-sm",
          message.failed && "border-red-200 bg-destructive-soft",
        )}
      >
        {message.isTyping ? (
          <TypingDots />
        ) : message.plain ? (
          <div className="grid gap-3">
            {message.content.split("\n\n").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <Markdown className="text-sm [&_h2]:text-base [&_h3]:text-sm">{message.content}</Markdown>
        )}
        {message.signature && !message.isTyping ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 border-t pt-2 text-xs text-muted-foreground">
            {message.signature}
            {premium ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-foreground">
                <Sparkles className="size-3" aria-hidden /> {t("premium")}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
