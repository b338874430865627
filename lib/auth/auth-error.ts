/**
 * The authentication error screen's content: shown whenever a URL carries `error` (or
 * `error_code`), for instance after an expired or already used confirmation link. `kind` names its
 * title and message in the `auth.authError` catalogue; any other error shows the description it came
 * with (cut to 300 characters), or a general message.
 */
export type AuthErrorContent = {
  kind: "expired" | "denied" | "other";
  description: string | null;
  canResend: boolean;
};

export function authErrorContent(params: {
  error?: string | null;
  errorCode?: string | null;
  errorDescription?: string | null;
}): AuthErrorContent {
  if (params.errorCode === "otp_expired") return { kind: "expired", description: null, canResend: true };
  if (params.error === "access_denied") return { kind: "denied", description: null, canResend: true };
  const description = params.errorDescription?.trim();
  return { kind: "other", description: description ? description.slice(0, 300) : null, canResend: false };
}

/** Query parameters that turn any page into the error screen. */
export function hasAuthError(searchParams: URLSearchParams): boolean {
  return searchParams.has("error") || searchParams.has("error_code");
}
