import type { BrowserContext } from "@playwright/test";

/**
 * The browser tests act as the proxy in front of the app (TRUST_PROXY_HOPS=1), so a context that
 * sends its own X-Forwarded-For is a visitor of its own for every per-IP limit: registrations,
 * sign-in failures, anonymous chat quotas, lead requests. Tests that would otherwise share
 * 127.0.0.1's budgets take one.
 */
export function visitorAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export async function takeOwnAddress(context: BrowserContext): Promise<string> {
  const address = visitorAddress();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}
