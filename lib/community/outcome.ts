import { jsonError, tooManyRequests } from "@/lib/http/api";

/**
 * What a community operation returns: its data, or a refusal with the HTTP status the route
 * answers (the rules stay here, the route handlers only translate).
 */
export type Refusal = {
  status: 403 | 404 | 409 | 422 | 429;
  body: { error: string } & Record<string, unknown>;
};
export type Outcome<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

export const refuse = (
  status: Refusal["status"],
  error: string,
  extra: Record<string, unknown> = {},
): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { status, body: { ...extra, error } },
});

/** The JSON { error } response of a refusal; 429s carry Retry-After. */
export function refusalResponse({ status, body }: Refusal): Response {
  if (status === 429 && typeof body.retryAfter === "number") {
    const { error, ...extra } = body;
    return tooManyRequests(error, body.retryAfter, extra);
  }
  const { error, ...extra } = body;
  return jsonError(status, error, extra);
}
