"use client";

import { Check, SmilePlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { reactionSet } from "@/lib/community/reaction-schemas";
import { reactionChips } from "@/lib/community/reaction-summary";
import type { ChatMessage } from "@/lib/community/schemas";
import { cn } from "@/lib/utils/cn";
import { useMessageActions } from "./message-actions";

/**
 * The reactions under a message: one chip per emoji (the emoji and its count, pressed when the
 * viewer reacted); pressing a chip turns the viewer's reaction on or off.
 */
export function ReactionChips({ message }: { message: ChatMessage }) {
  const t = useTranslations("communityReactions");
  const { viewerId, react } = useMessageActions();
  const chips = reactionChips(message.reactions ?? [], viewerId);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("label")} className="mt-1.5 flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip.emoji}>
          <button
            type="button"
            aria-pressed={chip.pressed}
            aria-label={t("chip", {
              emoji: chip.emoji,
              count: chip.count,
              name: t(`names.${chip.key}`),
              reacted: chip.pressed ? "yes" : "no",
            })}
            onClick={() => react(message.id, chip.emoji, !chip.pressed)}
            className={cn(
              "inline-flex h-8 min-w-12 items-center justify-center gap-1 rounded-full border px-2.5 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-7",
              chip.pressed
                ? "border-primary bg-primary/10 font-semibold text-foreground"
                : "border-border bg-background text-foreground hover:bg-muted",
            )}
          >
            <span aria-hidden>{chip.emoji}</span>
            <span aria-hidden>{chip.count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Add reaction': a menu of the fixed set; choosing one the viewer already gave takes it back. Not
 * modal: the chat stays in the accessibility tree while it is open (Escape or a click outside close it).
 */
export function AddReaction({ message }: { message: ChatMessage }) {
  const t = useTranslations("communityReactions");
  const { viewerId, react } = useMessageActions();
  const mine = new Set(
    (message.reactions ?? []).filter((r) => r.reacted.includes(viewerId)).map((r) => r.emoji),
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t("add")}>
          <SmilePlus aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {reactionSet.map(([key, emoji]) => (
          <DropdownMenuItem key={key} onSelect={() => react(message.id, emoji, !mine.has(emoji))}>
            <span aria-hidden className="text-lg leading-none">
              {emoji}
            </span>
            <span className="flex-1">{t(`names.${key}`)}</span>
            {mine.has(emoji) ? (
              <>
                <Check aria-hidden />
                <span className="sr-only">{t("youReacted")}</span>
              </>
            ) : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
