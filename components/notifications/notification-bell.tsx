"use client";

import dynamic from "next/dynamic";
import { useViewer } from "@/components/auth/use-viewer";

// The menu, its live connection and its popper only load for members of the community.
const BellMenu = dynamic(() => import("./bell-menu").then((m) => m.BellMenu), { ssr: false });

/** The header's bell: shown to signed-in members with community access (their notifications are the chat's). */
export function NotificationBell() {
  const viewer = useViewer();
  if (viewer.status !== "authenticated" || !viewer.user.hasSubscription) return null;
  return <BellMenu userId={viewer.user.id} />;
}
