import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { createHash } from "node:crypto";
import { hasAuthError } from "@/lib/auth/auth-error";
import { loginPath } from "@/lib/auth/login-path";
import { firstPaintScript } from "@/lib/config/first-paint-script";
import { isProduction } from "@/lib/env";
import { realtimeConfig } from "@/lib/services/realtime/config";
import { contentSecurityPolicy, realtimeConnectSources, securityHeaders } from "@/lib/security/csp";
import { pageKind } from "@/lib/security/static-pages";

/**
 * Runs before every page:
 * - a URL with an `error` query shows the authentication error screen instead (spec 1 §2);
 * - account pages need a session: visitors go to /join, which remembers the path to return to
 *   (the first gate only: pages, actions and route handlers check the session and the role against
 *   the database again, lib/auth/current-user.ts);
 * - every page gets its security headers and Content-Security-Policy: prerendered pages by the hashes
 *   of their inline scripts, pages rendered per request by a fresh nonce (lib/security/csp.ts).
 */
const needsSession = [/^\/profile\/?$/, /^\/checkout(\/|$)/, /^\/card-payment(\/|$)/, /^\/checkout-success(\/|$)/, /^\/cancellation-options\//, /^\/chat(\/|$)/, /^\/admin(\/|$)/, /^\/lawyer(\/|$)/];

const development = process.env.NODE_ENV === "development";
const production = !development && isProduction();

export async function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
  const authError = pathname !== "/auth/error" && hasAuthError(searchParams);

  if (!authError && needsSession.some((pattern) => pattern.test(pathname))) {
    const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
    if (!token?.sid) {
      return withHeaders(NextResponse.redirect(new URL(loginPath(pathname + search), request.nextUrl)), null);
    }
  }

  const connectSources = realtimeConnectSources(realtimeConfig());
  const page = authError ? ({ kind: "dynamic" } as const) : pageKind(pathname);
  // Prerendered pages (and the prerendered 404 of unknown paths) are the same bytes for everyone:
  // their inline scripts are allowed by hash, their script files by origin.
  if (page.kind !== "dynamic") {
    return withHeaders(NextResponse.next(), contentSecurityPolicy({ hashes: page.hashes, development, production, connectSources }));
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy({ nonce, hashes: firstPaintHashes(), development, production, connectSources });
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

/** The root layout's first-paint script (every page): allowed by its hash everywhere. */
const firstPaintHash = `sha256-${createHash("sha256").update(firstPaintScript).digest("base64")}`;
const firstPaintHashes = () => [firstPaintHash];

function withHeaders(response: NextResponse, policy: string | null): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(production))) response.headers.set(name, value);
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every page: not API routes, Next's assets, stored media, or files with an extension.
  matcher: ["/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)"],
};
