"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { visaChat } from "@/lib/config/chat";

/** The typing indicator: dots cycling every 500 ms. */
export function TypingDots() {
  const t = useTranslations("assistant.chat");
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d % 3) + 1), visaChat.typingDotsMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <span
      role="status"
      aria-label={t("typing")}
      className="font-mono text-lg leading-none text-muted-foreground"
    >
      {".".repeat(dots)}
      <span className="invisible">{".".repeat(3 - dots)}</span>
    </span>
  );
}
