import "server-only";
import NextAuth, { type NextAuthOptions } from "next-auth";
import type { NextRequest } from "next/server";
import { tooManyRequestsMessage } from "@/lib/config/rate-limits";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import { AppError, rateLimited, type ErrorCode } from "@/lib/errors";
import { databaseRetryHeaders, errorResponse, logRouteFailure, SERVER_ERROR_MESSAGE } from "@/lib/http/api";
import { localeOfRequest, withMessageLocale } from "@/lib/i18n/server-messages";
import { logger, requestIdFrom, withRequestId } from "@/lib/observability/logger";
import { cookiesOf, limitMutation, requesterOf } from "@/lib/rate-limit/mutations";
import { DATABASE_UNAVAILABLE } from "@/lib/services/database/errors";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { encodeLoginError } from "./login-messages";
import { SESSION_CHECK_FAILED, type SessionCheckFailure } from "./next-auth";
import { loginSchema } from "./schemas";

type Context = { params: Promise<{ nextauth: string[] }> };
type Body = Record<string, unknown> | null;

/**
 * The next-auth route (app/api/auth/[...nextauth]) with what next-auth leaves to us:
 * - a JSON body that does not parse is a 400 (next-auth would throw: a 500);
 * - every POST (sign-in, its code step, sign-out) spends from the mutation budget of its IP and
 *   user, and a sign-in also from the one of the account it names (lib/rate-limit/mutations.ts):
 *   429 with Retry-After;
 * - the first refusal of a window writes one auth event, the others go to the JSON log;
 * - an unreachable database is a 503 with Retry-After, any other failure a plain 500: never the
 *   error's own text. A session check that failed (lib/auth/next-auth.ts) answers the same way, and
 *   without next-auth's Set-Cookie, so the session cookie stays;
 * - every error answer is `{ error, url }`: `url` carries the code for next-auth's client (which
 *   words it in the page's language), `error` is in the request's language (NEXT_LOCALE cookie, else
 *   Accept-Language) for other callers.
 */
export function authRoute(options: NextAuthOptions) {
  const nextAuth = NextAuth(options);
  return async function handler(request: NextRequest, context: Context): Promise<Response> {
    return withRequestId(requestIdFrom(request.headers), () =>
      withMessageLocale(localeOfRequest(request.headers), async () => {
        try {
          if (request.method === "POST") {
            const body = await readBody(request);
            if (body === "malformed")
              return errorResponse(new AppError("bad_request", "Malformed JSON body"));
            const limited = await signInLimit(request, context, body);
            if (limited) return limited;
          }
          const response = await nextAuth(request, context);
          const failure = await failedSessionCheck(response, context);
          return failure ? failureResponse(request, failure) : response;
        } catch (error) {
          return failureResponse(request, logRouteFailure(request, error));
        }
      }),
    );
  };
}

/**
 * The `url` of an error answer, which next-auth's client can read too: its signIn()/signOut() parse
 * it and take the error code from it (a body without one makes them throw).
 */
const errorUrl = (request: NextRequest, code: string) =>
  new URL(`/api/auth/error?error=${encodeURIComponent(code)}`, request.url).toString();

function authError(
  request: NextRequest,
  errorCode: ErrorCode,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): Response {
  return errorResponse(
    new AppError(errorCode, message, { extra: { url: errorUrl(request, code) }, headers }),
  );
}

function failureResponse(request: NextRequest, failure: SessionCheckFailure): Response {
  if (failure === "unavailable")
    return authError(
      request,
      "unavailable",
      DATABASE_UNAVAILABLE,
      encodeLoginError("unavailable"),
      databaseRetryHeaders,
    );
  return authError(request, "internal", SERVER_ERROR_MESSAGE, encodeLoginError("unexpected"));
}

/** The posted fields (next-auth's client posts a form; JSON is accepted too), read from a copy. */
async function readBody(request: NextRequest): Promise<Body | "malformed"> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const parsed: unknown = await request
      .clone()
      .json()
      .catch(() => "malformed");
    if (parsed === "malformed") return "malformed";
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    return form ? Object.fromEntries(form) : null;
  }
  return null;
}

async function signInLimit(request: NextRequest, context: Context, body: Body): Promise<Response | null> {
  const [action, provider] = (await context.params).nextauth ?? [];
  // Only a well-formed address counts (anything else never reaches a password check).
  const named =
    action === "callback" && provider === "credentials"
      ? loginSchema.shape.email.safeParse(body?.email)
      : null;
  const email = named?.success ? normalizeEmail(named.data) : null;
  const requester = await requesterOf(request.headers, cookiesOf(request.headers.get("cookie")));
  const limit = await limitMutation(requester, email);
  if (limit.allowed) return null;

  const client = clientInfoFromHeaders(request.headers);
  if (limit.firstDenial)
    await logAuthEvent({
      type: "sign_in_rate_limited",
      success: false,
      email,
      client,
      details: { path: `${action ?? ""}/${provider ?? ""}` },
    });
  else
    logger.info(
      { event: "sign_in_rate_limited", ip: client.ip, email },
      "[auth] sign-in refused: rate limited",
    );
  const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
  return errorResponse(
    rateLimited(tooManyRequestsMessage(limit.retryAfterMs), limit.retryAfterMs, {
      url: errorUrl(request, encodeLoginError("rate_limited", seconds)),
    }),
  );
}

/**
 * How the session check failed, when next-auth built its answer after a failed check
 * (lib/auth/next-auth.ts).
 */
async function failedSessionCheck(response: Response, context: Context): Promise<SessionCheckFailure | null> {
  const [action] = (await context.params).nextauth ?? [];
  if (action !== "session" || !(response.headers.get("content-type") ?? "").includes("application/json"))
    return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  const failure = body?.[SESSION_CHECK_FAILED];
  return failure === "unavailable" || failure === "error" ? failure : null;
}
