"use client";

import { useTranslations } from "next-intl";
import { MessagesSquare, Sparkles, UserRound } from "lucide-react";
import { useViewer } from "@/components/auth/use-viewer";
import { NavLink } from "@/components/layout/nav-link";

/**
 * The account-dependent items: Chat (signed in, premium marker) and Profile (or the plans for
 * visitors). Chat is always in the page and shown by CSS exactly when <html> has `data-signed-in`
 * (app/globals.css), which also gives the list its fifth column: the head script sets it before
 * the first paint where this browser was signed in last time, and the session store keeps it in
 * step with the session (components/auth/signed-in-hint.ts). So the items do not narrow after the
 * first paint.
 */
export function BottomNavAccountItems({ linkClassName }: { linkClassName: string }) {
  const t = useTranslations("common.nav");
  const signedIn = useViewer().status === "authenticated";
  return (
    <>
      <li data-signed-in-only>
        <NavLink href="/chat" className={linkClassName}>
          <MessagesSquare className="size-5" aria-hidden />
          {t("chat")}
          <Sparkles
            className="absolute top-2 right-[calc(50%-1.25rem)] size-3 text-amber-600"
            aria-label={t("premium")}
          />
        </NavLink>
      </li>
      <li>
        <NavLink href={signedIn ? "/profile" : "/subscription"} className={linkClassName}>
          <UserRound className="size-5" aria-hidden />
          {t("profile")}
        </NavLink>
      </li>
    </>
  );
}
