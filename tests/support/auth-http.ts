import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { requestContext } from "./request-context";

/**
 * The next-auth route over HTTP requests, as Next calls it (a NextRequest and { params }). The test
 * file must stand in for next/headers with ./request-context.
 */
export const AUTH_ORIGIN = "http://localhost:3000";

type Call = { ip: string; form?: Record<string, string>; cookies?: Record<string, string> };

export async function callAuthRoute(
  method: "GET" | "POST",
  path: string[],
  { ip, form, cookies = {} }: Call,
): Promise<Response> {
  const headers = new Headers({ host: "localhost:3000", "x-forwarded-for": ip, "user-agent": "jest" });
  if (form) headers.set("content-type", "application/x-www-form-urlencoded");
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  if (cookieHeader) headers.set("cookie", cookieHeader);
  const request = new NextRequest(`${AUTH_ORIGIN}/api/auth/${path.join("/")}`, {
    method,
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return requestContext.run({ headers, cookies }, () =>
    (method === "GET" ? GET : POST)(request, { params: Promise.resolve({ nextauth: path }) }),
  );
}

/** The cookies a response sets, by name. */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
  return cookies;
}

/** GET /api/auth/csrf as a browser would: the token and the cookie it sets. */
export async function csrfFor(ip: string) {
  const response = await callAuthRoute("GET", ["csrf"], { ip });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookies: setCookies(response) };
}

/** A sign-in POST as next-auth's own client sends it (form-encoded, json=true). */
export async function signInOverHttp(ip: string, email: string, password: string) {
  const { csrfToken, cookies } = await csrfFor(ip);
  return callAuthRoute("POST", ["callback", "credentials"], {
    ip,
    cookies,
    form: { email, password, csrfToken, callbackUrl: AUTH_ORIGIN, json: "true" },
  });
}
