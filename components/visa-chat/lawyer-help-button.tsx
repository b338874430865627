"use client";

import { Scale } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { chatExcerpt, guessCountry, lastQuestion, type ChatWindowMessage } from "@/lib/leads/chat-excerpt";

const LawyerRequestDialog = dynamic(
  () => import("@/components/leads/lawyer-request-dialog").then((m) => m.LawyerRequestDialog),
  { ssr: false },
);

/**
 * 'Get help from a lawyer' under the visa chat, once the person has asked something: the request
 * dialog, prefilled from the conversation, which travels along (last 10 messages) only if they consent.
 */
export function LawyerHelpButton({ messages }: { messages: readonly ChatWindowMessage[] }) {
  const t = useTranslations("assistant.lawyer");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  const conversation = useMemo(() => chatExcerpt(messages), [messages]);
  if (!conversation.some((m) => m.role === "user")) return null;
  return (
    <div className="mx-4 mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed px-3 py-2 text-sm sm:mx-5">
      <p className="text-muted-foreground">{t("prompt")}</p>
      <Button
        variant="outline"
        size="sm"
        ref={opener}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Scale aria-hidden /> {t("button")}
      </Button>
      {used ? (
        <LawyerRequestDialog
          open={open}
          onOpenChange={setOpen}
          source="visa-chat"
          returnFocusTo={opener}
          conversation={conversation}
          prefill={{ message: lastQuestion(conversation), country: guessCountry(conversation) }}
        />
      ) : null}
    </div>
  );
}
