import { getToken } from "next-auth/jwt";
import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { hasAuthError } from "@/lib/auth/auth-error";
import { env } from "@/lib/env";
import { loginPath } from "@/lib/auth/login-path";
import { setsExploreState } from "@/lib/cities/explore/query";
import { localizedPath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { hashPolicy, noncePolicy, responseSecurityHeaders } from "@/lib/security/policies";
import { isBuiltFile, pageKind } from "@/lib/security/static-pages";

/**
 * Runs before every page:
 * - the language: /es/… and /pt/… are Spanish and Portuguese, other paths English; a first visit to
 *   an English path goes to the language of the NEXT_LOCALE cookie or else of Accept-Language, and
 *   /en/… goes to the unprefixed path (next-intl's middleware decides; its redirects end here). Pages
 *   live under app/[locale], so /cities is served by /en/cities;
 * - /cities with a query that sets filters is served by /cities/filtered, rendered per request (the
 *   plain list is prerendered); /cities/filtered itself goes back to /cities;
 * - a URL with an `error` query shows the authentication error screen instead;
 * - account pages need a session: visitors go to /join in their language, which remembers the path
 *   to return to
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

const languages = createIntlMiddleware(routing);

// next-intl reads the page's language from this request header when a page does not set it.
const LOCALE_HEADER = "x-next-intl-locale";

export async function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
  // Next.js's own documents (/_not-found, /_global-error) and the files the build made (guide
  // PDFs) belong to no language.
  if (pathname.startsWith("/_") || isBuiltFile(pathname)) {
    const page = pageKind(pathname);
    return withHeaders(NextResponse.next(), page.kind === "dynamic" ? null : hashPolicy(page.hashes));
  }
  const routed = languages(request);
  if (routed.headers.has("location")) return withHeaders(routed, null);
  const { locale, path } = splitLocale(pathname);
  const authError = path !== "/auth/error" && hasAuthError(searchParams);

  if (!authError && needsSession.some((pattern) => pattern.test(path))) {
    const token = await getToken({ req: request, secret: env().NEXTAUTH_SECRET });
    if (!token?.sid) {
      return withHeaders(NextResponse.redirect(new URL(loginPath(pathname + search), request.nextUrl)), null);
    }
  }

  // The unfiltered /cities is prerendered; a link that sets filters is rendered per request.
  if (path === "/cities/filtered") {
    const list = new URL(localizedPath("/cities", locale) + search, request.nextUrl);
    return withHeaders(NextResponse.redirect(list, 308), null);
  }
  const pagePath = path === "/cities" && setsExploreState(searchParams) ? "/cities/filtered" : path;
  const internalPath = inLocale(locale, pagePath);
  const page = authError ? ({ kind: "dynamic" } as const) : pageKind(internalPath);
  // Prerendered documents (and the prerendered 404s) are the same bytes for everyone: their inline
  // scripts are allowed by hash, their script files by origin.
  if (page.kind === "notFoundParam") {
    return withHeaders(forward(request, routed, locale, page.path), hashPolicy(page.hashes));
  }
  if (page.kind !== "dynamic") return withHeaders(routed, hashPolicy(page.hashes));
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = noncePolicy(nonce);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  // One id per request, in the logs of everything this request does (lib/observability/logger.ts).
  if (!headers.get("x-request-id")) headers.set("x-request-id", crypto.randomUUID());
  const target = authError ? inLocale(locale, "/auth/error") : internalPath;
  return withHeaders(forward(request, routed, locale, target, headers), policy);
}

/** The app path of a page in a language: ("es", "/cities") → "/es/cities"; ("en", "/") → "/en". */
function inLocale(locale: Locale, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Serves `internalPath` for this request with the given request headers plus its language, keeping
 * the language cookie next-intl's answer set.
 */
function forward(
  request: NextRequest,
  routed: NextResponse,
  locale: Locale,
  internalPath: string,
  headers = new Headers(request.headers),
): NextResponse {
  headers.set(LOCALE_HEADER, locale);
  const url = request.nextUrl.clone();
  url.pathname = internalPath;
  const response =
    url.pathname === request.nextUrl.pathname
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(url, { request: { headers } });
  for (const cookie of routed.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

function withHeaders(response: NextResponse, policy: string | null): NextResponse {
  for (const [name, value] of Object.entries(responseSecurityHeaders())) response.headers.set(name, value);
  if (policy) response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every path but API routes, Next's assets, stored media, public files and the metadata files: a
  // mistyped address gets the 404 page of its language.
  matcher: ["/((?!api/|_next/|media/|images/|icon\\.svg|robots\\.txt|sitemap\\.xml).*)"],
};
