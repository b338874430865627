import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { hasAuthError } from "@/lib/auth/auth-error";
import { env } from "@/lib/env";
import { loginPath } from "@/lib/auth/login-path";
import { hashPolicy, noncePolicy, responseSecurityHeaders } from "@/lib/security/policies";
import { pageKind } from "@/lib/security/static-pages";

/**
 * Runs before every page:
 * - a URL with an `error` query shows the authentication error screen instead;
 * - account pages need a session: visitors go to /join, which remembers the path to return to
 *   (the first gate only: pages, actions and route handlers check the session and the role against
 *   the database again, lib/auth/current-user.ts);
 * - every page gets its security headers and Content-Security-Policy: prerendered pages by the hashes
 *   of their inline scripts, pages rendered per request by a fresh nonce (lib/security/csp.ts);
 * - an unknown param of a page with prerendered params (/cities/nowhere) is served that page's
 *   prerendered 404 document: rendered on demand, Next.js would cache the first visitor's render,
 *   nonce included, and every later visitor's policy (a new nonce) would block its scripts.
 */
const needsSession = [
  /^\/profile\/?$/,
  /^\/checkout(\/|$)/,
  /^\/card-payment(\/|$)/,
  /^\/checkout-success(\/|$)/,
  /^\/cancellation-options\//,
  /^\/chat(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/lawyer(\/|$)/,
];

export async function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
  const authError = pathname !== "/auth/error" && hasAuthError(searchParams);

  if (!authError && needsSession.some((pattern) => pattern.test(pathname))) {
    const token = await getToken({ req: request, secret: env().NEXTAUTH_SECRET });
    if (!token?.sid) {
      return withHeaders(NextResponse.redirect(new URL(loginPath(pathname + search), request.nextUrl)), null);
    }
  }

  const page = authError ? ({ kind: "dynamic" } as const) : pageKind(pathname);
  // Prerendered documents (and the prerendered 404s) are the same bytes for everyone: their inline
  // scripts are allowed by hash, their script files by origin.
  if (page.kind === "notFoundParam") {
    const url = request.nextUrl.clone();
    url.pathname = page.path;
    return withHeaders(NextResponse.rewrite(url), hashPolicy(page.hashes));
  }
  if (page.kind !== "dynamic") return withHeaders(NextResponse.next(), hashPolicy(page.hashes));
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = noncePolicy(nonce);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  // One id per request, in the logs of everything this request does (lib/observability/logger.ts).
  if (!headers.get("x-request-id")) headers.set("x-request-id", crypto.randomUUID());
  if (authError) {
    const url = request.nextUrl.clone();
    url.pathname = "/auth/error";
    return withHeaders(NextResponse.rewrite(url, { request: { headers } }), policy);
  }
  return withHeaders(NextResponse.next({ request: { headers } }), policy);
}

function withHeaders(response: NextResponse, policy: string | null): NextResponse {
  for (const [name, value] of Object.entries(responseSecurityHeaders())) response.headers.set(name, value);
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every page: not API routes, Next's assets, stored media, or files with an extension.
  matcher: ["/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)"],
};
