"use client";

import { storageKeys } from "@/lib/config/site";

/** The browser's anonymous chat token ('anon_' + random), created once and kept. */
export function anonymousToken(): string {
  try {
    const existing = localStorage.getItem(storageKeys.anonymousToken);
    if (existing && /^anon_[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    const token = `anon_${btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "")}`;
    localStorage.setItem(storageKeys.anonymousToken, token);
    return token;
  } catch {
    // Storage blocked: a token for this page view only (the server still counts by IP).
    return `anon_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  }
}
