"use client";

import { useEffect, useState } from "react";
import { AuthPanel } from "@/components/auth/auth-panel";
import type { AuthTab } from "@/components/auth/auth-dialog-context";
import { rememberAuthRedirect } from "@/lib/auth/redirect";

/** /join without a token: the login form (and registration), returning to `next` afterwards. */
export function JoinAuth({ next, initialTab = "login" }: { next: string | null; initialTab?: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  useEffect(() => {
    if (next) rememberAuthRedirect(next);
  }, [next]);
  return <AuthPanel tab={tab} onTabChange={setTab} fallbackPath="/" />;
}
