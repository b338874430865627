import { decodeLoginError, encodeLoginError, loginMessages } from "@/lib/auth/login-messages";
import { defaultPasswordPolicy, passwordHint, passwordPolicyErrors } from "@/lib/auth/password-policy";
import { passwordStrengthErrors } from "@/lib/auth/password-strength";
import { registerSchema } from "@/lib/auth/schemas";
import { clientInfoFromHeaders } from "@/lib/http/client-info";

describe("password rules", () => {
  it("lists every broken rule in order, with its message", () => {
    expect(passwordPolicyErrors("abc", { ...defaultPasswordPolicy, requireSymbols: true })).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
    expect(passwordPolicyErrors("Valid-Pass-1", defaultPasswordPolicy)).toEqual([]);
  });

  it("joins several errors with '. ' in the form", () => {
    const result = registerSchema(defaultPasswordPolicy).safeParse({
      email: "a@b.co",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(result.error?.issues[0]?.message).toBe(
      "Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number",
    );
  });

  it('checks the confirmation: "Passwords don\'t match"', () => {
    const result = registerSchema(defaultPasswordPolicy).safeParse({
      email: "a@b.co",
      password: "Valid-Pass-1",
      confirmPassword: "Valid-Pass-2",
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "Passwords don't match", path: ["confirmPassword"] }),
    ]);
  });

  it("writes the hint from the configuration", () => {
    expect(passwordHint(defaultPasswordPolicy)).toBe(
      "Password must have at least 8 characters, one uppercase letter, one lowercase letter and one number.",
    );
    expect(
      passwordHint({
        minLength: 10,
        requireLowercase: false,
        requireNumbers: false,
        requireSymbols: false,
        requireUppercase: false,
      }),
    ).toBe("Password must have at least 10 characters.");
  });

  it("refuses common passwords and ones built on the email or the product name", () => {
    expect(passwordStrengthErrors("Qwerty123!")).toEqual([
      "This password is too common. Please choose one that is harder to guess",
    ]);
    expect(passwordStrengthErrors("Cafecito-Andes-77", { email: "lucia@example.com" })).toEqual([]);
    expect(passwordStrengthErrors("Lucia-Andes-77", { email: "lucia@example.com" })).toEqual([
      "Password must not contain your email address",
    ]);
    expect(passwordStrengthErrors("GoLATITUD-2026")).toEqual(["Password must not contain the name Latitud"]);
  });
});

describe("login messages", () => {
  it("round-trips codes to their messages", () => {
    expect(decodeLoginError(encodeLoginError("invalid"))).toEqual(
      expect.objectContaining({ message: "Invalid email or password", locked: false }),
    );
    expect(decodeLoginError(encodeLoginError("now_locked", 900))).toEqual({
      code: "now_locked",
      retryAfterSeconds: 900,
      message: "Too many failed login attempts. Account has been temporarily locked.",
      locked: true,
    });
    expect(decodeLoginError("locked:60").message).toBe(
      "Account temporarily locked due to multiple failed login attempts. Please try again later.",
    );
    expect(decodeLoginError("ip_blocked:42").message).toBe(
      "Too many login attempts. Please try again in 42 seconds.",
    );
    expect(decodeLoginError(encodeLoginError("rate_limited", 17))).toEqual({
      code: "rate_limited",
      retryAfterSeconds: 17,
      message: "Too many login attempts. Please try again in 17 seconds.",
      locked: false,
    });
    // The last attempt before the lock carries a warning; earlier ones do not.
    expect(decodeLoginError(encodeLoginError("invalid", 1)).warning).toBe(
      "1 attempt left before your account is locked for 15 minutes.",
    );
    expect(decodeLoginError(encodeLoginError("invalid")).warning).toBeUndefined();
    expect(decodeLoginError("unconfirmed").message).toBe(loginMessages.unconfirmed);
    // A database outage is not the user's fault: no lock, a 'try again shortly' message.
    expect(decodeLoginError(encodeLoginError("unavailable"))).toEqual({
      code: "unavailable",
      retryAfterSeconds: null,
      message: "Latitud is briefly unavailable. Please try again in a few seconds.",
      locked: false,
    });
    expect(decodeLoginError("CredentialsSignin").message).toBe("An error occurred during login");
    // Anything else the server failed at: a code, never the error's own text (lib/auth/next-auth.ts).
    expect(decodeLoginError(encodeLoginError("unexpected")).message).toBe(
      "An unexpected error occurred during login",
    );
  });
});

describe("client info", () => {
  it("reads the right-most forwarded address and cuts the user agent to 500 characters", () => {
    const info = clientInfoFromHeaders(
      new Headers({ "x-forwarded-for": "1.1.1.1, ::ffff:10.0.0.5", "user-agent": "x".repeat(900) }),
    );
    expect(info).toEqual({ ip: "10.0.0.5", userAgent: "x".repeat(500) });
    expect(clientInfoFromHeaders(new Headers()).ip).toBe("unknown");
  });
});
