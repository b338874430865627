"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useViewer } from "@/components/auth/use-viewer";
import { MemberChip } from "./member-chip";
import { useOnlineNow } from "./use-online-now";

/**
 * "Online now (n)" in the chat's sidebar: who sent a heartbeat in the last 90 seconds. A disclosure,
 * open on wide screens and closed on phones (where it sits under the room picker).
 */
export function OnlineNow() {
  const t = useTranslations("presence.online");
  const online = useOnlineNow();
  const viewer = useViewer();
  const viewerId = viewer.status === "authenticated" ? viewer.user.id : null;
  const details = useRef<HTMLDetailsElement>(null);
  // Open on wide screens, where the sidebar has room for it.
  useEffect(() => {
    if (details.current && window.matchMedia?.("(min-width: 768px)").matches) details.current.open = true;
  }, []);
  const count = online.status === "ready" ? online.count : 0;
  const others = online.status === "ready" ? online.members.filter((m) => m.id !== viewerId) : [];
  const self = online.status === "ready" ? online.members.find((m) => m.id === viewerId) : undefined;
  const shown = self ? [self, ...others] : others;
  return (
    <details ref={details} className="group border-t px-3 py-2 md:mt-auto" data-online-now>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden />
          {t("title", { count })}
        </span>
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {online.status === "loading" ? (
        <p className="px-2 py-1 text-xs text-muted-foreground" role="status">
          {t("loading")}
        </p>
      ) : online.status === "failed" ? (
        <p className="px-2 py-1 text-xs text-muted-foreground">{t("failed")}</p>
      ) : (
        <ul aria-label={t("title", { count })} className="grid gap-2 px-2 py-1">
          {shown.map((member) => (
            <li key={member.id}>
              <MemberChip
                member={member}
                fallbackName={t("member")}
                note={member.id === viewerId ? t("you") : undefined}
                online
              />
            </li>
          ))}
          {!others.length ? <li className="text-xs text-muted-foreground">{t("empty")}</li> : null}
          {count > shown.length ? (
            <li className="text-xs text-muted-foreground">{t("more", { count: count - shown.length })}</li>
          ) : null}
        </ul>
      )}
    </details>
  );
}
