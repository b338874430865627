import "server-only";
import type { z } from "zod";
import { tooManyRequestsMessage } from "@/lib/config/rate-limits";
import { AppError, rateLimited } from "@/lib/errors";
import { errorFields, logger, requestIdFrom, withRequestId } from "@/lib/observability/logger";
import { cookiesOf, isMutation, limitMutation, requesterOf } from "@/lib/rate-limit/mutations";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from "@/lib/services/database/errors";
import { readCappedBytes } from "./read-capped";
import { UNSTORABLE_TEXT, unstorableTextPath } from "./storable-text";
import { localeOfRequest, localizeMessage, withMessageLocale } from "@/lib/i18n/server-messages";

/**
 * Route handlers answer JSON `{ error }` with a precise status on bad input (an AppError thrown
 * anywhere below them, lib/errors.ts), 503 while the database is unreachable, never an unexplained
 * 500. `apiRoute` wraps a handler with that contract and with the mutation rate limit.
 */
export function errorResponse({ status, message, extra, headers }: AppError): Response {
  return Response.json(
    { error: localizeMessage(message), ...extra },
    { status, headers: { "cache-control": "no-store", ...headers } },
  );
}

/** What a route answers for a failure that is not the caller's: never the error's own text. */
export const SERVER_ERROR_MESSAGE = "Something went wrong. Please try again later.";
export const databaseRetryHeaders = { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) };

/**
 * Logs a route's unexpected failure with its stack (JSON logs only): a warning while the database is
 * unreachable (answer 503 with `databaseRetryHeaders`), else an error (answer 500).
 */
export function logRouteFailure(request: Request, error: unknown): "unavailable" | "error" {
  const fields = { method: request.method, path: new URL(request.url).pathname, ...errorFields(error) };
  if (isDatabaseUnavailable(error)) {
    logger.warn(fields, "database unavailable");
    return "unavailable";
  }
  logger.error(fields, "route handler failed");
  return "error";
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * `rateLimit: false` only for callers that are not people: the card provider's webhooks (signed,
 * retried by the provider) and the local card sandbox (it stands in for the provider).
 */
export type ApiRouteOptions = { rateLimit?: boolean };

/** 429 once this client IP or user has used up its mutation budget; null when it may go on. */
export async function mutationLimitResponse(request: Request): Promise<Response | null> {
  if (!isMutation(request.method)) return null;
  const limit = await limitMutation(
    await requesterOf(request.headers, cookiesOf(request.headers.get("cookie"))),
  );
  return limit.allowed
    ? null
    : errorResponse(rateLimited(tooManyRequestsMessage(limit.retryAfterMs), limit.retryAfterMs));
}

export function apiRoute<C = unknown>(handler: Handler<C>, options: ApiRouteOptions = {}): Handler<C> {
  return async (request, context) => {
    const requestId = requestIdFrom(request.headers);
    const response = await withRequestId(requestId, () =>
      withMessageLocale(localeOfRequest(request.headers), async () => {
        try {
          const limited = options.rateLimit === false ? null : await mutationLimitResponse(request);
          return limited ?? (await handler(request, context));
        } catch (error) {
          if (error instanceof AppError) return errorResponse(error);
          if (logRouteFailure(request, error) === "unavailable")
            return errorResponse(
              new AppError("unavailable", DATABASE_UNAVAILABLE, { headers: databaseRetryHeaders }),
            );
          return errorResponse(new AppError("internal", SERVER_ERROR_MESSAGE));
        }
      }),
    );
    response.headers.set("x-request-id", requestId);
    return response;
  };
}

/**
 * Mutations must come from our own pages: the Origin (or Referer) must match the Host. Browsers
 * always send Origin on cross-site POSTs, so a forged form on another site is refused (CSRF).
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin") ?? request.headers.get("referer");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!origin || !host) throw new AppError("forbidden", "Cross-site request refused");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("forbidden", "Cross-site request refused");
  }
  if (originHost !== host) throw new AppError("forbidden", "Cross-site request refused");
}

/**
 * A request's body as text, read as it arrives: 413 as soon as it passes `maxBytes` (a body without
 * Content-Length is never read whole first), and at once when its declared size does.
 */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readCappedBytes(request, maxBytes);
  if (!bytes) throw new AppError("payload_too_large", "Request body too large");
  return bytes.toString("utf8");
}

/** Reads a JSON body: type checked, size capped while it arrives, then parsed with the input's zod schema. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = 16_384 } = {},
): Promise<z.infer<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json"))
    throw new AppError("unsupported_media_type", "Expected a JSON body (Content-Type: application/json)");
  const text = await readText(request, maxBytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Malformed JSON body");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("unprocessable", issue?.message ?? "Invalid input", {
      extra: { field: issue?.path.join(".") || undefined },
    });
  }
  assertStorableText(parsed.data);
  return parsed.data;
}

/**
 * Reads a multipart/form-data upload: one `file` (its bytes; 422 when missing) and the other fields
 * parsed with the input's zod schema. The size is capped while the body arrives (413 with
 * `tooLarge`), so an upload is never read whole before its size is known.
 */
export async function readUpload<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<{ file: Buffer; fields: z.infer<S> }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data"))
    throw new AppError("unsupported_media_type", "Expected multipart/form-data with a file");
  const bytes = await readCappedBytes(request, maxBytes);
  if (!bytes) throw new AppError("payload_too_large", tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("bad_request", "Malformed upload");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("unprocessable", "Please choose an image to upload.");
  const rest = Object.fromEntries(
    [...form.entries()].filter(([name, value]) => name !== "file" && typeof value === "string"),
  );
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("unprocessable", issue?.message ?? "Invalid input", {
      extra: { field: issue?.path.join(".") || undefined },
    });
  }
  assertStorableText(parsed.data);
  return { file: Buffer.from(await file.arrayBuffer()), fields: parsed.data };
}

/**
 * 422 when parsed input holds text PostgreSQL cannot store (NUL, unpaired surrogates;
 * lib/http/storable-text.ts).
 */
export function assertStorableText(
  data: unknown,
  code: "unprocessable" | "bad_request" = "unprocessable",
): void {
  const field = unstorableTextPath(data);
  if (field !== null) throw new AppError(code, UNSTORABLE_TEXT, { extra: { field: field || undefined } });
}
