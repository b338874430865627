import { storageKeys } from "@/lib/config/site";

/**
 * Remembers whether this browser is signed in, for the next page's first paint (the script of
 * lib/config/first-paint-script.ts reads it into <html data-signed-in>). A hint for layout only: what
 * a visitor may see and do is decided by the server.
 */
export function rememberSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute("data-signed-in", signedIn);
  try {
    if (signedIn) localStorage.setItem(storageKeys.signedInHint, "1");
    else localStorage.removeItem(storageKeys.signedInHint);
  } catch {
    // Storage unavailable (private mode): the next page waits for its session check, as before.
  }
}
