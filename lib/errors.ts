/**
 * The one error domain code throws when it refuses a request. Route handlers answer it as JSON
 * `{ error, ...extra }` with the code's status (lib/http/api.ts `apiRoute`); server actions answer it
 * as an `ActionResult` failure with the same message (lib/actions/validated-action.ts).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

const CODE_OF_STATUS = new Map(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status as number, code as ErrorCode]),
);

export type AppErrorDetails = {
  /** Extra fields of the JSON body next to `error`. */
  extra?: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** Per-field messages for forms. */
  fieldErrors?: Record<string, string>;
};

export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    { extra = {}, headers = {}, fieldErrors }: AppErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
    this.extra = extra;
    this.headers = headers;
    this.fieldErrors = fieldErrors;
  }

  /** The error for a status another system answered with (a provider's status passed on as is). */
  static ofStatus(status: ErrorStatus, message: string, details?: AppErrorDetails): AppError {
    return new AppError(CODE_OF_STATUS.get(status) ?? "bad_request", message, details);
  }
}

/** 429 with the wait in the body (`retryAfter`, ms) and in Retry-After (whole seconds, at least 1). */
export function rateLimited(
  message: string,
  retryAfterMs: number,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError("rate_limited", message, {
    extra: { retryAfter: retryAfterMs, ...extra },
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}
