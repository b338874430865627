"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect } from "react";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { toast } from "@/components/ui/toast";

/** After a confirmation link: a toast and the login dialog, then a clean URL. */
export function EmailConfirmedNotice() {
  const params = useSearchParams();
  const router = useRouter();
  const { openAuthDialog } = useAuthDialog();
  const t = useTranslations("auth.confirmed");
  const confirmed = params.get("confirmed") === "1";
  useEffect(() => {
    if (!confirmed) return;
    toast.success(t("title"), { description: t("description") });
    openAuthDialog("login");
    router.replace("/", { scroll: false });
  }, [confirmed, openAuthDialog, router, t]);
  return null;
}
