"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { checkClientLimit } from "@/lib/community/client-limit";

/**
 * The sender's limit state, kept across rooms: the client's send times (for the 10 per 60 s check),
 * the rate-limited state that counts down and clears itself at the retry time, and the daily quota.
 */
export function useSendLimits() {
  const sentAt = useRef<number[]>([]);
  const [retryUntil, setRetryUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [quotaMessage, setQuotaMessage] = useState<string | null>(null);

  useEffect(() => {
    if (retryUntil === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= retryUntil) setRetryUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [retryUntil]);

  const rateLimited = retryUntil !== null;
  const secondsLeft = retryUntil === null ? 0 : Math.max(1, Math.ceil((retryUntil - now) / 1000));
  const limitFor = useCallback((ms: number) => {
    const current = Date.now();
    setNow(current);
    setRetryUntil(current + ms);
  }, []);
  /** Counts a send against the client's limit (10 per 60 s); when refused, the countdown starts. */
  const consumeClientLimit = useCallback((): boolean => {
    const current = Date.now();
    const check = checkClientLimit(sentAt.current, current);
    if (!check.allowed) {
      limitFor(check.retryAfterMs);
      return false;
    }
    sentAt.current = [...check.recent, current];
    return true;
  }, [limitFor]);

  return { rateLimited, secondsLeft, limitFor, consumeClientLimit, quotaMessage, setQuotaMessage };
}

export type SendLimits = ReturnType<typeof useSendLimits>;
