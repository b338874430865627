"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** 'Resend Confirmation Email' of the error screen: asks for the address, then requests a new link. */
export function ResendConfirmationButton() {
  const [sending, setSending] = useState(false);
  const t = useTranslations("auth");

  async function resend() {
    const email = window.prompt(t("resend.prompt"));
    if (!email?.trim()) return;
    setSending(true);
    try {
      const response = await fetch("/api/auth/resend-confirmation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: email.trim() }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (response.ok) toast.success(t("resend.sent"), { description: t("resend.sentDescription") });
      else toast.error(t("resend.failed"), { description: body.error ?? t("failure.unexpectedRetry") });
    } catch {
      toast.error(t("resend.failed"), { description: t("failure.unexpectedRetry") });
    } finally {
      setSending(false);
    }
  }

  return (
    <Button onClick={resend} disabled={sending}>
      {sending ? t("resend.sending") : t("resend.button")}
    </Button>
  );
}
