"use client";

import { useTranslations } from "next-intl";
import { useAuthorName } from "./author-name";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import type { ChatMessage } from "@/lib/community/schemas";

/** Asks before a message is deleted: it disappears for everyone in the room, for good. */
export function DeleteMessageDialog({
  message,
  own,
  onConfirm,
  onClose,
}: {
  message: ChatMessage | null;
  own: boolean;
  onConfirm: (message: ChatMessage) => void;
  onClose: () => void;
}) {
  const t = useTranslations("community");
  const authorName = useAuthorName();
  return (
    <ConfirmDialog
      open={Boolean(message)}
      onOpenChange={(open) => !open && onClose()}
      title={t("deleteDialog.title")}
      description={
        own ? t("deleteDialog.own") : t("deleteDialog.other", { name: authorName(message?.username ?? "") })
      }
      cancelLabel={t("cancel")}
      confirmLabel={t("deleteDialog.confirm")}
      onConfirm={() => message && onConfirm(message)}
    >
      <blockquote className="max-h-32 overflow-hidden rounded-lg border-l-4 border-muted bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-700">
        {message?.message}
      </blockquote>
    </ConfirmDialog>
  );
}
