"use client";

import { Avatar } from "@/components/ui/avatar";
import type { PresenceMember } from "@/lib/presence/schemas";
import { cn } from "@/lib/utils/cn";

/** A member in a presence list: avatar and name (first name and initial), plus an optional note. */
export function MemberChip({
  member,
  fallbackName,
  note,
  online,
  className,
}: {
  member: PresenceMember;
  fallbackName: string;
  note?: string;
  online?: boolean;
  className?: string;
}) {
  const name = member.name ?? fallbackName;
  return (
    <div className={cn("flex min-w-0 items-center gap-2", className)}>
      <span className="relative shrink-0">
        <Avatar src={member.avatarUrl} name={name} className="size-8 text-sm" />
        {online ? (
          <span
            className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-background"
            aria-hidden
          />
        ) : null}
      </span>
      <span className="grid min-w-0">
        <span className="truncate text-sm font-medium">{name}</span>
        {note ? <span className="truncate text-xs text-muted-foreground">{note}</span> : null}
      </span>
    </div>
  );
}
