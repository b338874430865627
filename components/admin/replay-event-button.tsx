"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { replayEventAction } from "@/lib/billing/ops-actions";
import { useRouter } from "@/lib/i18n/navigation";

/** Replays one provider event after a confirmation; the log refreshes with its new outcome. */
export function ReplayEventButton({ eventId, type }: { eventId: string; type: string }) {
  const t = useTranslations("billingOps");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function replay() {
    setBusy(true);
    const result = await replayEventAction({ eventId }).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void toast.error(t("replay.failed"), { description: result?.error });
    toast.success(t("replay.done", { outcome: t(`log.outcomes.${result.data.outcome}`) }));
    router.refresh();
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setOpen(true)}
        aria-label={t("replay.label", { event: eventId })}
      >
        {t("replay.button")}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <div className="grid gap-1.5">
            <AlertDialogTitle>{t("replay.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("replay.description", { type })}</AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("replay.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void replay()}>{t("replay.confirm")}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
