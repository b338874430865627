"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useViewer } from "@/components/auth/use-viewer";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { rememberAuthRedirect } from "@/lib/auth/redirect";
import { selectedPlanKey } from "@/lib/config/site";

/**
 * Choosing a plan: visitors are asked to log in and come back to the checkout of that plan; members
 * go straight to it.
 */
export function ChoosePlanButton({
  code,
  name,
  highlighted,
}: {
  code: string;
  name: string;
  highlighted: boolean;
}) {
  const t = useTranslations("billing.plan");
  const router = useRouter();
  const viewer = useViewer();
  const checkout = `/checkout?plan=${code.toLowerCase()}`;

  function choose() {
    try {
      sessionStorage.setItem(selectedPlanKey, code.toLowerCase());
    } catch {
      // Only /card-payment reads it; /checkout carries the plan in its URL.
    }
    if (viewer.status !== "authenticated") {
      rememberAuthRedirect(checkout);
      toast(t("loginTitle"), { description: t("loginText") });
      router.push("/join");
      return;
    }
    router.push(checkout);
  }

  return (
    <Button
      size="lg"
      variant={highlighted ? "primary" : "outline"}
      className="w-full"
      onClick={choose}
      aria-label={t("chooseLabel", { plan: name })}
    >
      {t("choose", { plan: name })}
    </Button>
  );
}
