"use client";

import { AtSign } from "lucide-react";
import { useTranslations } from "next-intl";
import { notifications as limits } from "@/lib/config/notifications";
import { cn } from "@/lib/utils/cn";
import type { MentionAutocomplete } from "./use-mention-autocomplete";

/**
 * The suggestions above the message box (a listbox the box points into), what a screen reader hears
 * of them, and the warning past 5 mentions. Options are picked with the mouse without taking focus
 * from the box.
 */
export function MentionListbox({ mentions }: { mentions: MentionAutocomplete }) {
  const t = useTranslations("notifications.mentions");
  const { id, open, suggestions, active, pick, count } = mentions.listbox;
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!open}
        className="absolute inset-x-3 bottom-full z-20 mb-1 max-h-64 overflow-y-auto rounded-xl border bg-background p-1 shadow-lg sm:inset-x-4"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm",
              index === active ? "bg-primary-soft text-primary" : "hover:bg-muted",
            )}
          >
            <AtSign className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate">{suggestion.name}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {count === null ? "" : t("count", { count })}
      </p>
      {mentions.tooMany ? (
        <p role="alert" className="text-xs font-semibold text-destructive">
          {t("tooMany", { max: limits.maxMentionsPerMessage })}
        </p>
      ) : null}
    </>
  );
}
