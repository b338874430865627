"use client";

import { useTranslations } from "next-intl";

export const firstUnreadId = "community-first-unread";

/** "New messages": the line above the first message the member had not read when the room opened. */
export function UnreadDivider() {
  const t = useTranslations("presence.unread");
  return (
    <li
      id={firstUnreadId}
      tabIndex={-1}
      className="flex scroll-mt-4 items-center gap-3 px-3 py-2 focus:outline-none"
    >
      <span className="h-px flex-1 bg-destructive/60" aria-hidden />
      <span className="text-xs font-semibold tracking-wide text-destructive uppercase">{t("divider")}</span>
      <span className="h-px flex-1 bg-destructive/60" aria-hidden />
    </li>
  );
}
