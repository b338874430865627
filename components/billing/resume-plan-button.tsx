"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { resumeSubscriptionAction } from "@/lib/billing/actions";

/** 'Resume plan': a cancelled plan renews again, until its paid period has ended. */
export function ResumePlanButton({ subscriptionId, planName }: { subscriptionId: string; planName: string }) {
  const t = useTranslations("billing.resume");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function resume() {
    startTransition(async () => {
      const result = await resumeSubscriptionAction({ subscriptionId }).catch(() => null);
      if (!result?.ok)
        return void toast.error(t("failed"), { description: result?.error ?? t("failedText") });
      toast.success(t("done", { plan: planName }));
      router.refresh();
    });
  }

  return (
    <Button size="sm" onClick={resume} disabled={pending} aria-label={t("label", { plan: planName })}>
      <RotateCcw aria-hidden /> {pending ? t("working") : t("action")}
    </Button>
  );
}
