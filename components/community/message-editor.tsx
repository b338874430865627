"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { community } from "@/lib/config/community";
import { encodeMentions, parseMentions, plainMentions } from "@/lib/notifications/mentions";

/**
 * Editing one's own message in place: Enter saves, Shift+Enter adds a line, Escape cancels. The box
 * takes the focus; `onSave` answers whether the server took the edit (the editor closes only then).
 */
export function MessageEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useTranslations("community");
  // Mentions show as '@Name' while editing and go back as the same members' tokens when saved.
  const shown = plainMentions(initial);
  const [draft, setDraft] = useState(shown);
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (saving) return;
    if (draft.trim() === shown.trim()) return onCancel();
    setSaving(true);
    const saved = await onSave(encodeMentions(draft, parseMentions(initial)));
    setSaving(false);
    if (saved) onCancel();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  }

  return (
    <form onSubmit={save} className="mt-1 space-y-2">
      <Textarea
        aria-label={t("message.editLabel")}
        aria-describedby={hintId}
        value={draft}
        maxLength={community.messageMaxLength * 2}
        rows={2}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-16 text-sm"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={saving || !draft.trim()}>
          {t("message.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <span id={hintId} className="text-xs text-muted-foreground">
          {t("message.editHint")}
        </span>
      </div>
    </form>
  );
}
