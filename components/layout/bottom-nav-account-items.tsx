"use client";

import { MessagesSquare, Sparkles, UserRound } from "lucide-react";
import { useViewer } from "@/components/auth/use-viewer";
import { NavLink } from "@/components/layout/nav-link";

/**
 * The account-dependent items: Chat (signed in, premium marker) and Profile (or the plans for
 * visitors). Until the session check answers, Chat is in the page but shown only where this browser
 * was signed in last time (`data-signed-in-only`, app/globals.css), so the items do not narrow
 * after the first paint. Chat shows exactly when <html> has `data-signed-in`, which also gives the
 * list its fifth column.
 */
export function BottomNavAccountItems({ linkClassName }: { linkClassName: string }) {
  const viewer = useViewer();
  const signedIn = viewer.status === "authenticated";
  const loading = viewer.status === "loading";
  return (
    <>
      {signedIn || loading ? (
        <li data-signed-in-only={loading ? "" : undefined}>
          <NavLink href="/chat" className={linkClassName}>
            <MessagesSquare className="size-5" aria-hidden />
            Chat
            <Sparkles className="absolute right-[calc(50%-1.25rem)] top-2 size-3 text-amber-600" aria-label="Premium" />
          </NavLink>
        </li>
      ) : null}
      <li>
        <NavLink href={signedIn ? "/profile" : "/subscription"} className={linkClassName}>
          <UserRound className="size-5" aria-hidden />
          Profile
        </NavLink>
      </li>
    </>
  );
}
