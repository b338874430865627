"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changePlanAction } from "@/lib/billing/plan-change/actions";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * The confirm step of 'Change plan': the preview again, then the change. The texts come from the
 * server in the reader's language; on success the member is taken back to their subscription.
 */
export function PlanChangeConfirm({
  subscriptionId,
  planCode,
  chargeCents,
  trigger,
  title,
  preview,
  action,
  done,
  variant = "primary",
}: {
  subscriptionId: string;
  planCode: string;
  chargeCents: number;
  trigger: string;
  title: string;
  preview: string;
  action: string;
  done: { title: string; text: string };
  variant?: "primary" | "outline";
}) {
  const t = useTranslations("planChange");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await changePlanAction({ subscriptionId, planCode, chargeCents }).catch(() => null);
      if (!result?.ok)
        return void toast.error(t("result.failed"), { description: result?.error ?? t("result.failedText") });
      setOpen(false);
      toast.success(done.title, { description: done.text });
      router.push("/profile?tab=subscription");
      router.refresh();
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Button variant={variant} className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{preview}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("confirm.cancel")}</AlertDialogCancel>
          <Button onClick={confirm} disabled={pending}>
            {pending ? t("confirm.working") : action}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
