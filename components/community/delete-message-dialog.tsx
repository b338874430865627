"use client";

import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
  return (
    <AlertDialog open={Boolean(message)} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>{t("deleteDialog.title")}</AlertDialogTitle>
          <AlertDialogDescription>
            {own ? t("deleteDialog.own") : t("deleteDialog.other", { name: message?.username ?? "" })}
          </AlertDialogDescription>
        </div>
        <blockquote className="max-h-32 overflow-hidden rounded-lg border-l-4 border-muted bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-700">
          {message?.message}
        </blockquote>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => message && onConfirm(message)}>
            {t("deleteDialog.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
