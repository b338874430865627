"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("replay.title")}
        description={t("replay.description", { type })}
        cancelLabel={t("replay.cancel")}
        confirmLabel={t("replay.confirm")}
        onConfirm={() => void replay()}
      />
    </>
  );
}
