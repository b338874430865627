"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** The query that asks the plans page for the 'Subscription Required' toast. */
export const subscriptionRequiredHref = "/subscription?notice=subscription-required";

/**
 * Shows the toast on the plans page, then cleans the URL. The toast is raised here rather than by
 * the link's click so it also appears when the link was followed before the page had hydrated (a
 * slow phone, a plain navigation).
 */
export function SubscriptionRequiredNotice() {
  const t = useTranslations("billing.required");
  const params = useSearchParams();
  const router = useRouter();
  const wanted = params.get("notice") === "subscription-required";
  useEffect(() => {
    if (!wanted) return;
    toast(t("title"), { description: t("text") });
    router.replace("/subscription", { scroll: false });
  }, [wanted, router, t]);
  return null;
}
