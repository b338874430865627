"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** 'Resend Confirmation Email' of the error screen: asks for the address, then requests a new link. */
export function ResendConfirmationButton() {
  const [sending, setSending] = useState(false);

  async function resend() {
    const email = window.prompt("Please enter your email address to resend confirmation:");
    if (!email?.trim()) return;
    setSending(true);
    try {
      const response = await fetch("/api/auth/resend-confirmation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: email.trim() }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (response.ok)
        toast.success("Confirmation email sent", {
          description: "Please check your email for a new confirmation link.",
        });
      else
        toast.error("Error resending confirmation", {
          description: body.error ?? "An unexpected error occurred. Please try again.",
        });
    } catch {
      toast.error("Error resending confirmation", {
        description: "An unexpected error occurred. Please try again.",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button onClick={resend} disabled={sending}>
      {sending ? "Sending..." : "Resend Confirmation Email"}
    </Button>
  );
}
