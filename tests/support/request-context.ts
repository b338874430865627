import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Next's request context (next/headers) for tests that call route handlers directly: each request
 * runs inside `requestContext.run(...)`, so parallel requests each see their own headers and
 * cookies. Test files install it with
 * `jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn)`.
 */
export const requestContext = new AsyncLocalStorage<{ headers: Headers; cookies: Record<string, string> }>();

export const nextHeadersStandIn = {
  cookies: async () => {
    const cookies = requestContext.getStore()?.cookies ?? {};
    return { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })), get: (name: string) => (cookies[name] === undefined ? undefined : { name, value: cookies[name] }) };
  },
  headers: async () => requestContext.getStore()?.headers ?? new Headers(),
};
