import { authRedirectKey } from "@/lib/config/site";

/** Only same-site paths ("/profile", not "//evil.com" or "https://…") may be redirect targets. */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  try {
    const url = new URL(path, "http://latitud.local");
    return url.origin === "http://latitud.local" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The stored path with its `plan` query value lower-cased (spec 1 §2). */
export function normalizeRedirectPath(path: string): string {
  const url = new URL(path, "http://latitud.local");
  const plan = url.searchParams.get("plan");
  if (plan) url.searchParams.set("plan", plan.toLowerCase());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembers where to go after logging in (session storage, spec 1 §2). Browser only. */
export function rememberAuthRedirect(path: string): void {
  const safe = safeRedirectPath(path);
  if (!safe) return;
  try {
    sessionStorage.setItem(authRedirectKey, safe);
  } catch {
    // Storage unavailable: the user lands on the default page instead.
  }
}

/** Reads and clears the remembered path. Browser only. */
export function consumeAuthRedirect(): string | null {
  try {
    const stored = safeRedirectPath(sessionStorage.getItem(authRedirectKey));
    sessionStorage.removeItem(authRedirectKey);
    return stored ? normalizeRedirectPath(stored) : null;
  } catch {
    return null;
  }
}
