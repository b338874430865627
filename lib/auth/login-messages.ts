/**
 * The login's failures. The server reports a code ("locked:900"); the form decodes it and shows the
 * message of the `auth.login.errors` catalogue it names, in the reader's language (with `{seconds}`
 * for the waits).
 */
export type LoginMessageKey = keyof IntlMessages["auth"]["login"]["errors"];

export type LoginErrorCode =
  | "invalid"
  | "locked"
  | "now_locked"
  | "ip_blocked"
  /** The sign-in route's rate limit (lib/auth/auth-route.ts); the detail is the seconds to wait. */
  | "rate_limited"
  | "unconfirmed"
  | "disabled"
  | "two_factor_required"
  | "two_factor_invalid"
  | "two_factor_expired"
  /** The database could not be reached: nothing is wrong with the credentials, try again shortly. */
  | "unavailable"
  /** Anything else that went wrong on the server; its details stay in the server's log. */
  | "unexpected";

/**
 * Encodes a failure for next-auth, which passes the thrown message to the client as `error`. The
 * detail is the seconds until a lock ends, the challenge token of "two_factor_required", or the
 * attempts left of "invalid" (only on the last one).
 */
export function encodeLoginError(code: LoginErrorCode, detail?: number | string): string {
  return detail ? `${code}:${detail}` : code;
}

/**
 * `message` (and `warning`, the last attempt before the lock: "invalid:1") name messages of
 * `auth.login.errors`; `values` are their arguments. `challenge` is present only for
 * "two_factor_required": the token the second step sends back.
 */
export type DecodedLoginError = {
  code: LoginErrorCode | "unknown";
  retryAfterSeconds: number | null;
  message: LoginMessageKey;
  values?: { seconds: number };
  locked: boolean;
  challenge?: string;
  warning?: LoginMessageKey;
};

/** Codes that carry no detail: the message alone, no wait, no lock. */
const plainMessages = {
  two_factor_invalid: "twoFactorInvalid",
  two_factor_expired: "twoFactorExpired",
  unconfirmed: "unconfirmed",
  disabled: "disabled",
  unavailable: "unavailable",
  unexpected: "unexpected",
} satisfies Partial<Record<LoginErrorCode, LoginMessageKey>>;

const isPlainCode = (code: string): code is keyof typeof plainMessages => Object.hasOwn(plainMessages, code);

export function decodeLoginError(error: string | null | undefined): DecodedLoginError {
  const [rawCode = "", detail] = (error ?? "").split(":");
  const seconds = detail ? Number.parseInt(detail, 10) : null;
  if (isPlainCode(rawCode))
    return { code: rawCode, retryAfterSeconds: null, message: plainMessages[rawCode], locked: false };
  switch (rawCode) {
    case "two_factor_required":
      // The token is base64url (no ':'); anything else is not a challenge we issued.
      if (!detail || !/^[A-Za-z0-9_-]{32,128}$/.test(detail)) break;
      return {
        code: "two_factor_required",
        retryAfterSeconds: null,
        message: "twoFactorRequired",
        locked: false,
        challenge: detail,
      };
    case "invalid":
      return {
        code: "invalid",
        retryAfterSeconds: null,
        message: "invalid",
        locked: false,
        ...(detail === "1" ? { warning: "lastAttempt" as const } : {}),
      };
    case "locked":
      return { code: "locked", retryAfterSeconds: seconds, message: "locked", locked: true };
    case "now_locked":
      return { code: "now_locked", retryAfterSeconds: seconds, message: "nowLocked", locked: true };
    case "ip_blocked":
    case "rate_limited":
      return {
        code: rawCode,
        retryAfterSeconds: seconds,
        message: "blocked",
        values: { seconds: seconds ?? 60 },
        locked: false,
      };
  }
  return { code: "unknown", retryAfterSeconds: null, message: "fallback", locked: false };
}
