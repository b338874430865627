"use client";

import { format, formatDistanceToNow } from "date-fns";
import { useEffect, useState } from "react";
import { community } from "@/lib/config/community";

/** '3 minutes ago', refreshed every minute; the exact time in the title and the datetime attribute. */
export function RelativeTime({ iso }: { iso: string }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), community.relativeTimeRefreshMs);
    return () => clearInterval(timer);
  }, []);
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={format(date, "PPpp")} className="text-xs text-muted-foreground">
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  );
}
