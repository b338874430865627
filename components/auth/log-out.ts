"use client";

import { signOut } from "next-auth/react";
import { storageKeys } from "@/lib/config/site";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { rememberSignedIn } from "./signed-in-hint";

/** Logout: end the session on the server, clear the chat's local state, go home (in the page's language). */
export async function logOut(locale: Locale): Promise<void> {
  try {
    for (const key of [storageKeys.assistantName, storageKeys.chatId, storageKeys.chatUsage("visa")])
      localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
  // The home page it lands on must not keep a place for Chat in its bottom nav (this page keeps
  // its own until it unloads).
  rememberSignedIn(false);
  await signOut({ callbackUrl: localizedPath("/", locale) });
}
