/**
 * The login error messages. The server reports a code ("locked:900"), the form shows the message.
 * Shared by both, so the texts live in one place.
 */
export const loginMessages = {
  invalid: "Invalid email or password",
  lastAttempt: "1 attempt left before your account is locked for 15 minutes.",
  locked: "Account temporarily locked due to multiple failed login attempts. Please try again later.",
  nowLocked: "Too many failed login attempts. Account has been temporarily locked.",
  unconfirmed: "Please check your email and click the confirmation link before logging in.",
  disabled: "This account has been disabled. Please contact support.",
  blocked: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  securityNotice: "Account temporarily locked for security. Please wait 15 minutes before trying again.",
  twoFactorRequired: "Enter the 6-digit code from your authenticator app.",
  twoFactorInvalid: "That code is not valid. Please try again.",
  twoFactorExpired: "Your sign-in attempt has expired. Please log in again.",
  unavailable: "Latitud is briefly unavailable. Please try again in a few seconds.",
  unexpected: "An unexpected error occurred during login",
  fallback: "An error occurred during login",
} as const;

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
 * `challenge` is present only for "two_factor_required": the token the second step sends back.
 * `warning`: the last attempt before the lock ("invalid:1", the attempts left).
 */
export type DecodedLoginError = {
  code: LoginErrorCode | "unknown";
  retryAfterSeconds: number | null;
  message: string;
  locked: boolean;
  challenge?: string;
  warning?: string;
};

/** Codes that carry no detail: the message alone, no wait, no lock. */
const plainMessages = {
  two_factor_invalid: loginMessages.twoFactorInvalid,
  two_factor_expired: loginMessages.twoFactorExpired,
  unconfirmed: loginMessages.unconfirmed,
  disabled: loginMessages.disabled,
  unavailable: loginMessages.unavailable,
  unexpected: loginMessages.unexpected,
} satisfies Partial<Record<LoginErrorCode, string>>;

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
        message: loginMessages.twoFactorRequired,
        locked: false,
        challenge: detail,
      };
    case "invalid":
      return {
        code: "invalid",
        retryAfterSeconds: null,
        message: loginMessages.invalid,
        locked: false,
        ...(detail === "1" ? { warning: loginMessages.lastAttempt } : {}),
      };
    case "locked":
      return { code: "locked", retryAfterSeconds: seconds, message: loginMessages.locked, locked: true };
    case "now_locked":
      return {
        code: "now_locked",
        retryAfterSeconds: seconds,
        message: loginMessages.nowLocked,
        locked: true,
      };
    case "ip_blocked":
    case "rate_limited":
      return {
        code: rawCode,
        retryAfterSeconds: seconds,
        message: loginMessages.blocked(seconds ?? 60),
        locked: false,
      };
  }
  return { code: "unknown", retryAfterSeconds: null, message: loginMessages.fallback, locked: false };
}
