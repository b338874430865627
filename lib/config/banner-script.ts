import { storageKeys } from "./site";

/**
 * Runs in <head> before the first paint: hides the alpha banner if it was dismissed earlier, so it
 * never flashes. A plain module (not a client component) because the route guard hashes it for the
 * Content-Security-Policy.
 */
export const bannerScript = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.alphaBannerDismissed)})==="1")document.documentElement.setAttribute("data-banner-dismissed","")}catch(e){}`;
