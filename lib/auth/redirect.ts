import { authRedirectKey } from "@/lib/config/site";

const ORIGIN = "http://latitud.local";

// A path whose start a browser reads as another host: "//host", "/\\host" or "\\\\host".
const startsAnotherHost = (path: string) => /^[/\\]{2}/.test(path);
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * True when the path, or any percent-decoding of it, could take a browser to another host.
 * Decoding happens again downstream (Next's router, the browser's location bar), so
 * "/%2F%2Fevil.example" is as dangerous as "//evil.example". A decoded form may hold no backslash
 * (browsers read it as a slash) and no control character (URL parsers drop tabs and newlines, so
 * "/%09/evil.example" becomes "//evil.example").
 */
function leavesOrigin(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < 4; round++) {
    if (startsAnotherHost(current) || current.includes("\\") || controlCharacter.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  // Still changing after four decodings: no page of ours has such a path.
  return true;
}

/**
 * The same-site path to send a user to after logging in, or null. The input is normalised first
 * (dot segments, tabs and newlines removed, as a browser does), then checked: only a path on our own
 * origin that no decoding turns into "//host" or "/\host" is kept ("/profile", not "//evil.com",
 * "/.//evil.com", "/%2e//evil.com" or "https://…").
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (typeof path !== "string" || !path.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || leavesOrigin(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The stored path with its `plan` query value lower-cased. */
export function normalizeRedirectPath(path: string): string {
  const url = new URL(path, ORIGIN);
  const plan = url.searchParams.get("plan");
  if (plan) url.searchParams.set("plan", plan.toLowerCase());
  return `${url.pathname}${url.search}${url.hash}`;
}
/** Remembers where to go after logging in (session storage). Browser only. */
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
