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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("cancel.action")}
      </Button>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>{t("cancel.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("cancel.text")}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel.keep")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>{t("cancel.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
