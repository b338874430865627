"use client";

import { useEffect, useState } from "react";
import { visaChat } from "@/lib/config/chat";

/** The typing indicator: dots cycling every 500 ms. */
export function TypingDots() {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d % 3) + 1), visaChat.typingDotsMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <span
      role="status"
      aria-label="The visa team is typing"
      className="font-mono text-lg leading-none text-muted-foreground"
    >
      {".".repeat(dots)}
      <span className="invisible">{".".repeat(3 - dots)}</span>
    </span>
  );
}
