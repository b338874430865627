"use client";

import { Hash } from "lucide-react";
import { useTranslations } from "next-intl";
import { OnlineNow } from "@/components/presence/online-now";
import type { Room } from "@/lib/community/rooms";
import { cn } from "@/lib/utils/cn";

/**
 * The rooms: a list on wide screens, a select on narrow ones, and who is online now. Unread counts
 * come from activity notices.
 */
export function RoomNav({
  rooms,
  current,
  unread,
  onSelect,
}: {
  rooms: readonly Room[];
  current: string;
  unread: Record<string, number>;
  onSelect: (id: string) => void;
}) {
  const t = useTranslations("community.rooms");
  return (
    <div className="flex shrink-0 flex-col border-b md:w-56 md:overflow-y-auto md:border-r md:border-b-0">
      <div className="p-3 md:hidden">
        <label htmlFor="community-room" className="sr-only">
          {t("label")}
        </label>
        <select
          id="community-room"
          value={current}
          onChange={(e) => onSelect(e.target.value)}
          className="h-11 w-full rounded-lg border border-input bg-background px-3 text-sm font-medium"
        >
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {unread[room.id] ? t("option", { room: room.name, count: unread[room.id]! }) : room.name}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t("nav")} className="hidden p-2 md:block">
        <ul className="grid gap-0.5">
          {rooms.map((room) => {
            const count = unread[room.id] ?? 0;
            const active = room.id === current;
            return (
              <li key={room.id}>
                <button
                  type="button"
                  onClick={() => onSelect(room.id)}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                    active ? "bg-primary-soft font-semibold text-primary" : "hover:bg-muted",
                  )}
                >
                  <Hash className="size-4 shrink-0 opacity-60" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{room.name}</span>
                  {count && !active ? (
                    <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                      {count > 99 ? "99+" : count}
                      <span className="sr-only"> {t("unread", { count })}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <OnlineNow />
    </div>
  );
}
