"use client";

import { useSession } from "next-auth/react";
import type { Viewer } from "@/lib/auth/viewer";

export type ViewerState = { status: "loading" } | { status: "anonymous" } | { status: "authenticated"; user: Viewer };

/** Who is looking at the page, as the browser knows it (for display only; the server decides). */
export function useViewer(): ViewerState {
  const { data, status } = useSession();
  if (status === "loading") return { status: "loading" };
  if (status === "authenticated" && data?.user?.id) return { status: "authenticated", user: data.user };
  return { status: "anonymous" };
}
