import { authErrorContent, hasAuthError } from "@/lib/auth/auth-error";
import { translator } from "@/lib/i18n/translator";

describe("authentication error screen content", () => {
  it("expired links", async () => {
    expect(authErrorContent({ error: "access_denied", errorCode: "otp_expired" })).toEqual({
      kind: "expired",
      description: null,
      canResend: true,
    });
    const t = await translator("en", "auth");
    expect([t("authError.title.expired"), t("authError.message.expired")]).toEqual([
      "Email Link Expired",
      "The confirmation link has expired. Please request a new one.",
    ]);
  });

  it("invalid or used links", async () => {
    expect(authErrorContent({ error: "access_denied" })).toEqual({
      kind: "denied",
      description: null,
      canResend: true,
    });
    const t = await translator("en", "auth");
    expect([t("authError.title.denied"), t("authError.message.denied")]).toEqual([
      "Access Denied",
      "The email confirmation link is invalid or has already been used.",
    ]);
  });

  it("any other error shows its description, else the default text, without resend", async () => {
    expect(authErrorContent({ error: "server_error", errorDescription: "Database is down" })).toEqual({
      kind: "other",
      description: "Database is down",
      canResend: false,
    });
    expect(authErrorContent({ error: "weird" }).description).toBeNull();
    expect((await translator("en", "auth"))("authError.message.other")).toBe(
      "An error occurred during authentication.",
    );
    expect(authErrorContent({ error: "x", errorDescription: "d".repeat(1000) }).description).toHaveLength(
      300,
    );
  });

  it("detects the query parameters", () => {
    expect(hasAuthError(new URLSearchParams("error=x"))).toBe(true);
    expect(hasAuthError(new URLSearchParams("error_code=otp_expired"))).toBe(true);
    expect(hasAuthError(new URLSearchParams("q=medellin"))).toBe(false);
  });
});
