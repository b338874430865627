import { storageKeys } from "@/lib/config/site";

/*
 * Whether this browser is signed in, for layout only (what a visitor may see and do is decided by
 * the server): <html data-signed-in> gives the bottom nav its Chat item and fifth column. The head
 * script of lib/config/first-paint-script.ts sets it before the first paint from the stored hint;
 * the session store keeps both up to date.
 */

/** Marks this page's <html> (the session store, on every change of the known session). */
export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute("data-signed-in", signedIn);
}

/** Stores the hint for the next page's first paint (only on the server's own answer, and at logout). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(storageKeys.signedInHint, "1");
    else localStorage.removeItem(storageKeys.signedInHint);
  } catch {
    // Storage unavailable (private mode): the next page waits for its session check, as before.
  }
}
