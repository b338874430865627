"use client";

import { PlayCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { resumeFromPauseAction } from "@/lib/billing/pause/actions";
import { useRouter } from "@/lib/i18n/navigation";

/** 'Resume now': a paused plan is active again (charged now only if its paid period is over). */
export function ResumeFromPauseButton({
  subscriptionId,
  planName,
}: {
  subscriptionId: string;
  planName: string;
}) {
  const t = useTranslations("pause.ui");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function resume() {
    startTransition(async () => {
      const result = await resumeFromPauseAction({ subscriptionId }).catch(() => null);
      if (!result?.ok)
        return void toast.error(t("resumeFailed"), { description: result?.error ?? t("failedText") });
      toast.success(t("resumed", { plan: planName }));
      router.refresh();
    });
  }

  return (
    <Button size="sm" onClick={resume} disabled={pending} aria-label={t("resumeLabel", { plan: planName })}>
      <PlayCircle aria-hidden /> {pending ? t("resuming") : t("resumeNow")}
    </Button>
  );
}
