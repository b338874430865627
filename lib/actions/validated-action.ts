import "server-only";
import type { z } from "zod";
import { randomUUID } from "node:crypto";
import { tooManyRequestsMessage } from "@/lib/config/rate-limits";
import { AppError } from "@/lib/errors";
import { errorFields, logger, requestIdFrom, withRequestId } from "@/lib/observability/logger";
import { UNSTORABLE_TEXT, unstorableTextPath } from "@/lib/http/storable-text";
import { limitMutation, requesterOf } from "@/lib/rate-limit/mutations";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "@/lib/services/database/errors";
import { localizeMessage, withMessageLocale } from "@/lib/i18n/server-messages";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { fail, type ActionResult } from "./result";

/** First message per field, for forms. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Wraps a server action: spends from the mutation rate limit, parses its input (a plain object or
 * FormData) with the same zod schema the form uses, and hands only valid data to the body. Bad input
 * never reaches the body, and an unexpected error becomes a friendly message instead of a crash page.
 * The body runs in the language of the calling page (`messageLocale()`), for what it writes in it.
 */
export function validatedAction<S extends z.ZodType, T>(
  schema: S,
  body: (input: z.infer<S>) => Promise<ActionResult<T>>,
  fallbackError = "Something went wrong. Please try again.",
): (input: unknown) => Promise<ActionResult<T>> {
  const run = async (input: unknown) =>
    withRequestId(await actionRequestId(), async () => {
      try {
        const limited = await actionRateLimit();
        if (limited) return fail(limited);
      } catch (error) {
        return failure(error, fallbackError);
      }
      const raw = input instanceof FormData ? Object.fromEntries(input) : input;
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail("Invalid input.");
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return fail(Object.values(fieldErrors)[0] ?? "Invalid input.", fieldErrors);
      }
      // Text the database cannot store (NUL, unpaired surrogates) is refused like any invalid field.
      const unstorable = unstorableTextPath(parsed.data);
      if (unstorable !== null) return fail(UNSTORABLE_TEXT, { [unstorable || "_"]: UNSTORABLE_TEXT });
      try {
        return await body(parsed.data);
      } catch (error) {
        return failure(error, fallbackError);
      }
    });
  return async (input: unknown) => {
    const locale = await actionLocale();
    return localizedResult(await withMessageLocale(locale, () => run(input)), locale);
  };
}

/**
 * An action's failure as its answer: actions never throw. A refusal (AppError) answers its own
 * message; anything else is logged and answers 'briefly unavailable' while the database is down,
 * else the fallback message.
 */
export function failure(error: unknown, fallbackError: string): ActionResult<never> {
  if (error instanceof AppError) return fail(error.message, error.fieldErrors);
  if (isDatabaseUnavailable(error)) {
    logger.warn(errorFields(error), "server action: database unavailable");
    return fail(DATABASE_UNAVAILABLE);
  }
  logger.error(errorFields(error), "server action failed");
  return fail(fallbackError);
}

/** A failure's messages in the reader's language (lib/i18n/server-messages.ts). */
export function localizedResult<T>(result: ActionResult<T>, locale: Locale): ActionResult<T> {
  if (result.ok) return result;
  const fieldErrors = result.fieldErrors
    ? Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [k, localizeMessage(v, locale)]))
    : undefined;
  return fail(localizeMessage(result.error, locale), fieldErrors);
}

/** The language of the page that called the action (the proxy sets it on every page request). */
export async function actionLocale(): Promise<Locale> {
  try {
    const { headers } = await import("next/headers");
    const locale = (await headers()).get("x-next-intl-locale");
    return isLocale(locale) ? locale : defaultLocale;
  } catch {
    // Outside a request (tests call actions directly): English.
    return defaultLocale;
  }
}

/** The message when this client or user has used up its mutation budget (lib/rate-limit/mutations). */
async function actionRateLimit(): Promise<string | null> {
  let requestHeaders: Headers;
  let requestCookies: Record<string, string>;
  try {
    const next = await import("next/headers");
    requestHeaders = new Headers(await next.headers());
    requestCookies = Object.fromEntries((await next.cookies()).getAll().map((c) => [c.name, c.value]));
  } catch {
    return null; // called outside a request (scripts, unit tests): no client to limit
  }
  const limit = await limitMutation(await requesterOf(requestHeaders, requestCookies));
  return limit.allowed ? null : tooManyRequestsMessage(limit.retryAfterMs);
}

/** The request id of the page request behind this action (outside Next.js, e.g. in tests, a new one). */
async function actionRequestId(): Promise<string> {
  try {
    const { headers } = await import("next/headers");
    return requestIdFrom(await headers());
  } catch {
    return randomUUID();
  }
}
