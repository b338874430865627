"use client";

import { Bell, CheckCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { RelativeTime } from "@/components/community/relative-time";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Link } from "@/lib/i18n/navigation";
import { notificationHref } from "@/lib/notifications/links";
import { cn } from "@/lib/utils/cn";
import { useNotifications } from "./use-notifications";

/** The bell, its unread count, and the menu of the newest notifications with 'Mark all read'. */
export function BellMenu({ userId }: { userId: string }) {
  const t = useTranslations("notifications.bell");
  const { items, unread, markAllRead, markRead } = useNotifications(userId);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="relative inline-flex size-9 items-center justify-center rounded-full hover:bg-muted"
        aria-label={t("label", { count: unread })}
        data-unread={unread}
      >
        <Bell className="size-5 text-slate-700" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))]">
        <DropdownMenuLabel className="font-semibold">{t("title")}</DropdownMenuLabel>
        {unread > 0 ? (
          <DropdownMenuItem onSelect={markAllRead}>
            <CheckCheck aria-hidden /> {t("markAllRead")}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        {/* The arrows move through the items; a long list also scrolls from the keyboard once focused. */}
        <DropdownMenuGroup
          tabIndex={0}
          className="max-h-[min(24rem,60vh)] overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          {items.length === 0 ? (
            <DropdownMenuItem disabled>{t("empty")}</DropdownMenuItem>
          ) : (
            items.map((n) => (
              <DropdownMenuItem key={n.id} asChild className="items-start">
                <Link href={notificationHref(n)} onClick={() => markRead(n.id)}>
                  <span
                    aria-hidden
                    className={cn(
                      "mt-1.5 size-2 shrink-0 rounded-full",
                      n.read ? "bg-transparent" : "bg-primary",
                    )}
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className={cn("text-sm", n.read ? "" : "font-semibold")}>
                      {n.read ? null : <span className="sr-only">{t("unread")}: </span>}
                      {t(`kind.${n.kind}`, { actor: n.actorName ?? t("someone") })}
                    </span>
                    <span
                      data-user-content
                      className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-slate-700"
                    >
                      {n.preview}
                    </span>
                    <RelativeTime iso={n.createdAt} />
                  </span>
                </Link>
              </DropdownMenuItem>
            ))
          )}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
