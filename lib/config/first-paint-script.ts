import { storageKeys } from "./site";

/**
 * Runs in <head> before the first paint and marks <html> with what only this browser knows, so
 * nothing flashes or moves once the page shows:
 * - `data-banner-dismissed`: the alpha banner was dismissed earlier, it stays hidden;
 * - `data-signed-in`: this browser was signed in at its last visit, so the bottom nav keeps a place
 *   for Chat until the session check answers (components/auth/signed-in-hint.ts keeps the hint).
 * A plain module (not a client component) because the route guard hashes it for the
 * Content-Security-Policy.
 */
export const firstPaintScript = `try{var s=localStorage,d=document.documentElement;if(s.getItem(${JSON.stringify(storageKeys.alphaBannerDismissed)})==="1")d.setAttribute("data-banner-dismissed","");if(s.getItem(${JSON.stringify(storageKeys.signedInHint)})==="1")d.setAttribute("data-signed-in","")}catch(e){}`;
