"use client";

import { createTranslator, useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { loadAuthMessages } from "@/components/auth/auth-messages";
import { toast } from "@/components/ui/toast";

/**
 * After a confirmation link: a toast and the login dialog, then a clean URL. Its words load with
 * the dialog's (the page does not ship them).
 */
export function EmailConfirmedNotice() {
  const params = useSearchParams();
  const router = useRouter();
  const locale = useLocale();
  const { openAuthDialog } = useAuthDialog();
  const confirmed = params.get("confirmed") === "1";
  useEffect(() => {
    if (!confirmed) return;
    // The toast outlives this effect: the clean URL below ends it before the words arrive.
    void loadAuthMessages(locale).then(({ auth }) => {
      const t = createTranslator({ locale, messages: { auth }, namespace: "auth.confirmed" });
      toast.success(t("title"), { description: t("description") });
    });
    openAuthDialog("login");
    router.replace("/", { scroll: false });
  }, [confirmed, locale, openAuthDialog, router]);
  return null;
}
