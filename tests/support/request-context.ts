import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Next's request context (next/headers) for tests that call route handlers directly: each request
 * runs inside `requestContext.run(...)`, so parallel requests each see their own headers and
 * cookies. Test files install it with
 * `jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn)`.
 */
type RequestStandIn = { headers: Headers; cookies: Record<string, string> };

export const requestContext = new AsyncLocalStorage<RequestStandIn>();

/**
 * What calls outside requestContext.run() see (server actions called straight from a test; see
 * signed-in.ts).
 */
export const ambientRequest: RequestStandIn = {
  headers: new Headers({ host: "localhost:3000", "user-agent": "jest" }),
  cookies: {},
};

const current = () => requestContext.getStore() ?? ambientRequest;

export const nextHeadersStandIn = {
  cookies: async () => {
    const { cookies } = current();
    return {
      getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })),
      get: (name: string) => (cookies[name] === undefined ? undefined : { name, value: cookies[name] }),
    };
  },
  headers: async () => current().headers,
};

/** The session cookie (next-auth's token) of calls outside requestContext.run(); null: signed out. */
export function setAmbientSession(token: string | null): void {
  ambientRequest.cookies = token ? { "next-auth.session-token": token } : {};
}

/** The headers of calls outside requestContext.run(): the default host and user agent, plus `extra`. */
export function setAmbientHeaders(extra: Record<string, string>): void {
  ambientRequest.headers = new Headers({ host: "localhost:3000", "user-agent": "jest", ...extra });
}
