"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "@/lib/i18n/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { resumeSubscriptionAction } from "@/lib/billing/actions";

/** 'Resume plan': a cancelled plan renews again, until its paid period has ended. */
export function ResumePlanButton({ subscriptionId, planName }: { subscriptionId: string; planName: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function resume() {
    startTransition(async () => {
      const result = await resumeSubscriptionAction({ subscriptionId }).catch(() => null);
      if (!result?.ok)
        return void toast.error("Plan not resumed", {
          description: result?.error ?? "Failed to resume your subscription.",
        });
      toast.success(result.data.message);
      router.refresh();
    });
  }

  return (
    <Button size="sm" onClick={resume} disabled={pending} aria-label={`Resume the ${planName} plan`}>
      <RotateCcw aria-hidden /> {pending ? "Resuming..." : "Resume plan"}
    </Button>
  );
}
