"use client";

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { notifications as limits } from "@/lib/config/notifications";
import { encodeMentions, parseMentions, type Mention } from "@/lib/notifications/mentions";
import type { MentionSuggestion } from "@/lib/notifications/schemas";
import { fetchMentionSuggestions } from "./mentions-api";

/** '@' and a name prefix just before the caret, at the start or after a space. */
const typedQuery = /(?:^|\s)@([^\s@[\]()]{1,40})$/u;

export type MentionAutocomplete = ReturnType<typeof useMentionAutocomplete>;

/**
 * The composer's @-autocomplete. The box shows '@Name'; the members picked are remembered and each
 * '@Name' of theirs becomes a token `@[Name](id)` when sent (`encode`). Suggestions come from the
 * server (community members only) as the member types; the box keeps focus and points at the active
 * option (aria-activedescendant): arrows move, Enter or Tab picks, Escape closes.
 */
export function useMentionAutocomplete(
  draft: string,
  setDraft: (text: string) => void,
  input: RefObject<HTMLTextAreaElement | null>,
) {
  const listboxId = useId();
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<Mention[]>([]);
  // What the server suggested, and for which query: stale answers are never shown.
  const [found, setFound] = useState<{ query: string; list: MentionSuggestion[] } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const nextCaret = useRef<number | null>(null);

  const encode = useCallback((text: string) => encodeMentions(text, picked), [picked]);
  const mentionCount = parseMentions(encode(draft)).length;
  const tooMany = mentionCount > limits.maxMentionsPerMessage;

  const typed = typedQuery.exec(draft.slice(0, caret))?.[1] ?? null;
  // No more suggestions once the message mentions as many members as it may.
  const query = mentionCount < limits.maxMentionsPerMessage ? typed : null;
  const answered = query !== null && found?.query === query;
  const suggestions = useMemo(() => (answered ? found.list : []), [answered, found]);
  const open = query !== null && query !== dismissed && suggestions.length > 0;

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchMentionSuggestions(query, controller.signal).then((list) => {
        if (controller.signal.aborted) return;
        setFound({ query, list });
        setActive(0);
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // After a pick, the caret goes right after the inserted name.
  useLayoutEffect(() => {
    const at = nextCaret.current;
    if (at === null || !input.current) return;
    nextCaret.current = null;
    input.current.setSelectionRange(at, at);
    setCaret(at);
  }, [draft, input]);

  const pick = useCallback(
    (suggestion: MentionSuggestion) => {
      if (query === null) return;
      const start = caret - query.length - 1;
      const inserted = `@${suggestion.name} `;
      setDraft(draft.slice(0, start) + inserted + draft.slice(caret));
      nextCaret.current = start + inserted.length;
      setPicked((list) =>
        list.some((m) => m.userId === suggestion.id)
          ? list
          : [...list, { name: suggestion.name, userId: suggestion.id }],
      );
      setFound(null);
      input.current?.focus();
    },
    [caret, draft, input, query, setDraft],
  );

  /** Handles the autocomplete's keys; true when the key was its own. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
      if (!open) return false;
      const move = (by: number) => setActive((i) => (i + by + suggestions.length) % suggestions.length);
      if (event.key === "ArrowDown") move(1);
      else if (event.key === "ArrowUp") move(-1);
      else if ((event.key === "Enter" && !event.shiftKey) || event.key === "Tab") pick(suggestions[active]!);
      else if (event.key === "Escape") setDismissed(query);
      else return false;
      event.preventDefault();
      return true;
    },
    [active, open, pick, query, suggestions],
  );

  const trackCaret = useCallback(() => setCaret(input.current?.selectionStart ?? 0), [input]);

  return {
    encode,
    tooMany,
    onKeyDown,
    /** Forget the members picked (after sending). */
    reset: () => setPicked([]),
    inputProps: {
      onSelect: trackCaret,
      onInput: trackCaret,
      "aria-autocomplete": "list" as const,
      "aria-controls": listboxId,
      "aria-activedescendant": open ? `${listboxId}-${active}` : undefined,
    },
    listbox: {
      id: listboxId,
      open,
      suggestions,
      active,
      pick,
      count: answered ? suggestions.length : null,
    },
  };
}
