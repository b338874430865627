/**
 * The authentication error screen's content: shown whenever a URL carries `error` (or
 * `error_code`), for instance after an expired or already used confirmation link.
 */
export type AuthErrorContent = { title: string; message: string; canResend: boolean };

export function authErrorContent(params: {
  error?: string | null;
  errorCode?: string | null;
  errorDescription?: string | null;
}): AuthErrorContent {
  if (params.errorCode === "otp_expired") {
    return {
      title: "Email Link Expired",
      message: "The confirmation link has expired. Please request a new one.",
      canResend: true,
    };
  }
  if (params.error === "access_denied") {
    return {
      title: "Access Denied",
      message: "The email confirmation link is invalid or has already been used.",
      canResend: true,
    };
  }
  const description = params.errorDescription?.trim();
  return {
    title: "Authentication Error",
    message: description ? description.slice(0, 300) : "An error occurred during authentication.",
    canResend: false,
  };
}

/** Query parameters that turn any page into the error screen. */
export function hasAuthError(searchParams: URLSearchParams): boolean {
  return searchParams.has("error") || searchParams.has("error_code");
}
