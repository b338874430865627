"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cancelMeetup } from "./meetups-api";

/** The organiser cancels their meetup, after a confirmation. */
export function CancelMeetupButton({ meetupId, onCanceled }: { meetupId: string; onCanceled: () => void }) {
  const t = useTranslations("meetups");
  const [open, setOpen] = useState(false);
  async function confirm() {
    const outcome = await cancelMeetup(meetupId);
    if (outcome.ok) toast.success(t("cancel.done"));
    else toast.error(outcome.error ?? t("failed"));
    onCanceled();
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("cancel.action")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("cancel.title")}
        description={t("cancel.text")}
        cancelLabel={t("cancel.keep")}
        confirmLabel={t("cancel.confirm")}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
