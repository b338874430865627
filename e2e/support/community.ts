import { expect, type Browser, type Page } from "@playwright/test";
import { apiLogin } from "./auth";

/** The community chat in the browser tests: two members' pages, their messages, a lost network. */
export const tag = () => Math.random().toString(36).slice(2, 8);

export async function openChat(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  // Keeps the page's event streams within reach, so a test can cut them as a lost network would.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const streams: EventSource[] = [];
    (window as unknown as { __streams: EventSource[] }).__streams = streams;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    } as typeof EventSource;
  });
  await apiLogin(page, email);
  await page.goto("/chat");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("General");
  // Live: the realtime connection is up (SSE or Pusher, whichever the server runs).
  await expect(page.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
  return page;
}

export const streamRoute = "**/api/community/realtime/stream**";

/** The network drops: the open stream errors and every reconnection attempt fails until `reconnect`. */
export async function disconnect(page: Page) {
  await page.route(streamRoute, (route) => route.abort("internetdisconnected"));
  await page.evaluate(() =>
    (window as unknown as { __streams: EventSource[] }).__streams.forEach((stream) => {
      stream.close();
      stream.dispatchEvent(new Event("error"));
    }),
  );
}

export const reconnect = (page: Page) => page.unroute(streamRoute);

export const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
export const messageItem = (page: Page, text: string) =>
  messages(page).getByRole("listitem").filter({ hasText: text });
export const composer = (page: Page) => page.getByLabel("Message", { exact: true });

export async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await expect(composer(page)).toHaveValue("");
  await expect(messageItem(page, text)).toBeVisible();
}
