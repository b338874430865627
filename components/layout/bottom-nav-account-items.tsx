"use client";

import { MessagesSquare, Sparkles, UserRound } from "lucide-react";
import { useViewer } from "@/components/auth/use-viewer";
import { NavLink } from "@/components/layout/nav-link";

/** The account-dependent items: Chat (signed in, premium marker) and Profile (or the plans for visitors). */
export function BottomNavAccountItems({ linkClassName }: { linkClassName: string }) {
  const viewer = useViewer();
  const signedIn = viewer.status === "authenticated";
  return (
    <>
      {signedIn ? (
        <li className="flex-1">
          <NavLink href="/chat" className={linkClassName}>
            <MessagesSquare className="size-5" aria-hidden />
            Chat
            <Sparkles className="absolute right-[calc(50%-1.25rem)] top-2 size-3 text-amber-600" aria-label="Premium" />
          </NavLink>
        </li>
      ) : null}
      <li className="flex-1">
        <NavLink href={signedIn ? "/profile" : "/subscription"} className={linkClassName}>
          <UserRound className="size-5" aria-hidden />
          Profile
        </NavLink>
      </li>
    </>
  );
}
