"use client";

import { useEffect } from "react";
import { refreshSession } from "@/components/auth/session";
import { toast } from "@/components/ui/toast";

/** The result toast of checkout-success; a verified payment also refreshes the session (premium now). */
export function PaymentVerifiedToast({ verified }: { verified: boolean }) {
  useEffect(() => {
    if (verified) {
      toast.success("Payment Successful", { description: "Your subscription is active." });
      void refreshSession();
    } else
      toast.error("Verification Issue", {
        description: "We couldn't verify your payment. Please contact support.",
      });
  }, [verified]);
  return null;
}
