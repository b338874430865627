"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { Viewer } from "@/lib/auth/viewer";
import { markSignedIn, rememberSignedIn } from "./signed-in-hint";

/**
 * The browser's copy of the session: who is signed in, for display only (the server decides every
 * action). It reads next-auth's /api/auth/session, like next-auth's own client, but without it: that
 * client (and its runtime helpers) would load on every page for the one thing pages need here.
 * Signing in and out still go through next-auth's signIn/signOut, in the forms that need them.
 */
export type SessionState =
  { status: "loading" } | { status: "unauthenticated" } | { status: "authenticated"; user: Viewer };

/** How often an open page re-checks its session: a session revoked elsewhere ends here too. */
const refetchIntervalMs = 60_000;

const loading: SessionState = { status: "loading" };
let state: SessionState = loading;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  if (next.status !== "loading") markSignedIn(next.status === "authenticated");
  for (const listener of listeners) listener();
}

/**
 * Asks the server who is signed in and tells every component. Call it after signing in or after a
 * change the header shows (name, avatar, subscription). When the server cannot answer, the page
 * keeps what it knew (an outage does not look like a sign-out).
 */
export function refreshSession(): Promise<void> {
  pending ??= fetch("/api/auth/session", { cache: "no-store", headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      const body = (await response.json()) as { user?: Viewer } | null;
      const user = body?.user?.id ? body.user : null;
      // Only the server's answer changes the hint: a check cut short (the page navigating away, a
      // dropped connection) says nothing about the next page.
      rememberSignedIn(user !== null);
      set(user ? { status: "authenticated", user } : { status: "unauthenticated" });
    })
    .catch(() => {
      if (state.status === "loading") set({ status: "unauthenticated" });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as the browser knows it; "loading" until the first answer (and on the server). */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}

/** Mounted once in the root layout: the first check, then every 60 s and when the tab comes back. */
export function SessionProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void refreshSession();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refreshSession();
    }, refetchIntervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshSession();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return children;
}
