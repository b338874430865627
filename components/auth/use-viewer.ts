"use client";

import { useSession } from "@/components/auth/session";
import type { Viewer } from "@/lib/auth/viewer";

export type ViewerState =
  { status: "loading" } | { status: "anonymous" } | { status: "authenticated"; user: Viewer };

/** Who is looking at the page, as the browser knows it (for display only; the server decides). */
export function useViewer(): ViewerState {
  const session = useSession();
  if (session.status === "loading") return { status: "loading" };
  if (session.status === "authenticated") return { status: "authenticated", user: session.user };
  return { status: "anonymous" };
}
