import { authErrorContent, hasAuthError } from "@/lib/auth/auth-error";

describe("authentication error screen content", () => {
  it("expired links", () => {
    expect(authErrorContent({ error: "access_denied", errorCode: "otp_expired" })).toEqual({
      title: "Email Link Expired",
      message: "The confirmation link has expired. Please request a new one.",
      canResend: true,
    });
  });

  it("invalid or used links", () => {
    expect(authErrorContent({ error: "access_denied" })).toEqual({
      title: "Access Denied",
      message: "The email confirmation link is invalid or has already been used.",
      canResend: true,
    });
  });

  it("any other error shows its description, else the default text, without resend", () => {
    expect(authErrorContent({ error: "server_error", errorDescription: "Database is down" })).toEqual({
      title: "Authentication Error",
      message: "Database is down",
      canResend: false,
    });
    expect(authErrorContent({ error: "weird" }).message).toBe("An error occurred during authentication.");
    expect(authErrorContent({ error: "x", errorDescription: "d".repeat(1000) }).message).toHaveLength(300);
  });

  it("detects the query parameters", () => {
    expect(hasAuthError(new URLSearchParams("error=x"))).toBe(true);
    expect(hasAuthError(new URLSearchParams("error_code=otp_expired"))).toBe(true);
    expect(hasAuthError(new URLSearchParams("q=medellin"))).toBe(false);
  });
});
