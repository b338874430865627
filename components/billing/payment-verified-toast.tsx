"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { refreshSession } from "@/components/auth/session";
import { toast } from "@/components/ui/toast";

/** The result toast of checkout-success; a verified payment also refreshes the session (premium now). */
export function PaymentVerifiedToast({ verified }: { verified: boolean }) {
  const t = useTranslations("billing.success");
  useEffect(() => {
    if (verified) {
      toast.success(t("title"), { description: t("active") });
      void refreshSession();
    } else toast.error(t("verificationIssue"), { description: t("notVerifiedToast") });
  }, [verified, t]);
  return null;
}
