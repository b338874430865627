import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";
import { env } from "@/lib/env";

/**
 * Structured JSON logs (one object per line on stdout). Each line carries the request id of the
 * request it belongs to (set by apiRoute and the server-action wrappers), and known secret fields
 * are redacted wherever they appear.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

const { LOG_LEVEL, NODE_ENV } = env();

export const logger = pino({
  level: LOG_LEVEL ?? (NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "latitud" },
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const requestId = requestContext.getStore()?.requestId;
    return requestId ? { requestId } : {};
  },
  redact: {
    paths: [
      "password",
      "*.password",
      "passwordHash",
      "*.passwordHash",
      "token",
      "*.token",
      "secret",
      "*.secret",
      "cardNumber",
      "*.cardNumber",
      "cvv",
      "*.cvv",
      "authorization",
      "*.authorization",
      "cookie",
      "*.cookie",
      "headers.cookie",
      "headers.authorization",
    ],
    censor: "[redacted]",
  },
});

const requestIdPattern = /^[A-Za-z0-9._-]{8,100}$/;

/** The request id from the request (a proxy or load balancer may set one), or a new one. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && requestIdPattern.test(given) ? given : randomUUID();
}

export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestContext.run({ requestId }, run);
}

export const currentRequestId = () => requestContext.getStore()?.requestId;

/**
 * Errors as loggable objects: message and stack, never the request body. Errors from another realm
 * (Node's own fetch seen from Jest's sandbox, say) fail `instanceof Error`; their message is still read.
 */
export function errorFields(error: unknown) {
  if (error instanceof Error)
    return { err: { message: error.message, name: error.name, stack: error.stack } };
  const message =
    typeof error === "object" && error !== null && "message" in error
      ? String((error as { message: unknown }).message)
      : String(error);
  return { err: { message } };
}
