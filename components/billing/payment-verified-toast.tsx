"use client";

import { useSession } from "next-auth/react";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** The result toast of checkout-success; a verified payment also refreshes the session (premium now). */
export function PaymentVerifiedToast({ verified }: { verified: boolean }) {
  const { update } = useSession();
  useEffect(() => {
    if (verified) {
      toast.success("Payment Successful", { description: "Your subscription is active." });
      void update();
    } else toast.error("Verification Issue", { description: "We couldn't verify your payment. Please contact support." });
  }, [verified, update]);
  return null;
}
