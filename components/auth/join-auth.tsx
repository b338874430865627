"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { AuthPanel } from "@/components/auth/auth-panel";
import type { AuthTab } from "@/components/auth/auth-dialog-context";
import { rememberAuthRedirect } from "@/lib/auth/redirect";
import { localizedPath } from "@/lib/i18n/locales";

/** /join without a token: the login form (and registration), returning to `next` afterwards. */
export function JoinAuth({ next, initialTab = "login" }: { next: string | null; initialTab?: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const locale = useLocale();
  useEffect(() => {
    if (next) rememberAuthRedirect(next);
  }, [next]);
  return <AuthPanel tab={tab} onTabChange={setTab} fallbackPath={localizedPath("/", locale)} />;
}
