import type { Page } from "@playwright/test";

/**
 * The paths whose page payload (an RSC request, `?_rsc=…`) the page fetches from now on: what a link
 * prefetched, or a client-side navigation loaded. The returned array fills as requests go out.
 */
export function recordPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  return prefetched;
}
