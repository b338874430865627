"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { community } from "@/lib/config/community";
import { formatDate, formatTimeAgo } from "@/lib/i18n/format";

/** '3 minutes ago', refreshed every minute; the exact time in the title and the datetime attribute. */
export function RelativeTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), community.relativeTimeRefreshMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={formatDate(iso, "PPpp", locale)} className="text-xs text-muted-foreground">
      {formatTimeAgo(iso, locale)}
    </time>
  );
}
