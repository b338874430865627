"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { community } from "@/lib/config/community";
import { useRouter } from "@/lib/i18n/navigation";
import type { ReviewReportsInput } from "@/lib/moderation/schemas";
import { sendReview } from "./moderation-api";

/** Mutes from the queue last a day: long enough to cool down, the chat's usual choice. */
const muteMinutes = community.muteDurationsMinutes[2];

/** An admin's decision on one reported message: dismiss, delete, or mute its author; the queue then reloads. */
export function ReviewActions({ messageId, author }: { messageId: string; author: string }) {
  const t = useTranslations("moderation.queue");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function decide(input: ReviewReportsInput) {
    setPending(true);
    const result = await sendReview(input);
    setPending(false);
    if (!result.ok) return void toast.error(t("failed"), { description: result.error });
    toast.success(t(`done.${input.action}`));
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t("actionsFor", { name: author })}>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => decide({ action: "dismiss", messageId })}
      >
        {t("dismiss")}
      </Button>
      {/* Deleting is for good: asked first. */}
      <Button size="sm" variant="destructive" disabled={pending} onClick={() => setConfirming(true)}>
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmDelete.title")}
        description={t("confirmDelete.description", { name: author })}
        cancelLabel={t("confirmDelete.cancel")}
        confirmLabel={t("delete")}
        onConfirm={() => void decide({ action: "delete", messageId })}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => decide({ action: "mute", messageId, minutes: muteMinutes })}
      >
        {t("mute")}
      </Button>
    </div>
  );
}
