"use client";

import { useTranslations } from "next-intl";

/**
 * Billing history's forms: their schemas name messages by key of `billingHistory.validation`
 * (lib/billing/history/schemas.ts); a server's answer comes already translated and shows as it is.
 */
export function useValidationMessage() {
  const t = useTranslations("billingHistory.validation");
  return (message: string | undefined) =>
    message && t.has(message as never) ? t(message as never) : message;
}
