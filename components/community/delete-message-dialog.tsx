"use client";

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
  return (
    <AlertDialog open={Boolean(message)} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>Delete this message?</AlertDialogTitle>
          <AlertDialogDescription>
            {own
              ? "It disappears for everyone in the room. This can't be undone."
              : `${message?.username}'s message disappears for everyone in the room. This can't be undone.`}
          </AlertDialogDescription>
        </div>
        <blockquote className="max-h-32 overflow-hidden rounded-lg border-l-4 border-muted bg-muted/50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-700">
          {message?.message}
        </blockquote>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => message && onConfirm(message)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
