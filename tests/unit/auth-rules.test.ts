import { decodeLoginError, encodeLoginError, type DecodedLoginError } from "@/lib/auth/login-messages";
import {
  defaultPasswordPolicy,
  passwordHint,
  passwordPolicyErrors,
  type PasswordHintText,
  type PasswordPolicy,
  type PasswordRuleText,
} from "@/lib/auth/password-policy";
import { passwordStrengthErrors } from "@/lib/auth/password-strength";
import { registerSchema } from "@/lib/auth/schemas";
import { clientInfoFromHeaders } from "@/lib/http/client-info";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** The policy's rules in `locale`, as the form's t() and the server's translator word them. */
async function ruleTextIn(locale: Locale, policy: PasswordPolicy): Promise<PasswordRuleText> {
  const t = await translator(locale, "validation");
  return (rule) => t(`auth.password.${rule}`, { min: policy.minLength });
}

async function hintIn(locale: Locale, policy: PasswordPolicy): Promise<string> {
  const t = await translator(locale, "auth");
  const text: PasswordHintText = (key, values) => t(`passwordHint.${key}`, values);
  return passwordHint(policy, text);
}

/** A decoded login failure as the form shows it (components/auth/use-login-error-text.ts). */
async function shown(failure: DecodedLoginError, locale: Locale = "en") {
  const t = await translator(locale, "auth");
  return {
    message: t(`login.errors.${failure.message}`, failure.values),
    warning: failure.warning ? t(`login.errors.${failure.warning}`) : undefined,
  };
}

describe("password rules", () => {
  it("lists every broken rule in order, with its message", async () => {
    const policy = { ...defaultPasswordPolicy, requireSymbols: true };
    expect(passwordPolicyErrors("abc", policy, await ruleTextIn("en", policy))).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
    expect(
      passwordPolicyErrors(
        "Valid-Pass-1",
        defaultPasswordPolicy,
        await ruleTextIn("en", defaultPasswordPolicy),
      ),
    ).toEqual([]);
    expect(passwordPolicyErrors("abc", policy, await ruleTextIn("es", policy))[0]).toBe(
      "La contraseña debe tener al menos 8 caracteres",
    );
  });

  it("joins several errors with '. ' in the form", async () => {
    const result = registerSchema(
      defaultPasswordPolicy,
      await ruleTextIn("en", defaultPasswordPolicy),
    ).safeParse({
      email: "a@b.co",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(result.error?.issues[0]?.message).toBe(
      "Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number",
    );
  });

  it('checks the confirmation: "Passwords don\'t match" (a validation key)', async () => {
    const result = registerSchema(
      defaultPasswordPolicy,
      await ruleTextIn("en", defaultPasswordPolicy),
    ).safeParse({
      email: "a@b.co",
      password: "Valid-Pass-1",
      confirmPassword: "Valid-Pass-2",
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "auth.passwordsDontMatch", path: ["confirmPassword"] }),
    ]);
    expect((await translator("en", "validation"))("auth.passwordsDontMatch")).toBe("Passwords don't match");
  });

  it("writes the hint from the configuration, in each language", async () => {
    expect(await hintIn("en", defaultPasswordPolicy)).toBe(
      "Password must have at least 8 characters, one uppercase letter, one lowercase letter and one number.",
    );
    const lengthOnly = {
      minLength: 10,
      requireLowercase: false,
      requireNumbers: false,
      requireSymbols: false,
      requireUppercase: false,
    };
    expect(await hintIn("en", lengthOnly)).toBe("Password must have at least 10 characters.");
    expect(await hintIn("es", defaultPasswordPolicy)).toBe(
      "La contraseña debe tener al menos 8 caracteres, una letra mayúscula, una letra minúscula y un número.",
    );
    expect(await hintIn("pt", defaultPasswordPolicy)).toBe(
      "A senha deve ter pelo menos 8 caracteres, uma letra maiúscula, uma letra minúscula e um número.",
    );
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
  it("round-trips codes to their messages", async () => {
    expect(await shown(decodeLoginError(encodeLoginError("invalid")))).toEqual({
      message: "Invalid email or password",
      warning: undefined,
    });
    expect(decodeLoginError(encodeLoginError("now_locked", 900))).toEqual({
      code: "now_locked",
      retryAfterSeconds: 900,
      message: "nowLocked",
      locked: true,
    });
    expect((await shown(decodeLoginError("now_locked:900"))).message).toBe(
      "Too many failed login attempts. Account has been temporarily locked.",
    );
    expect((await shown(decodeLoginError("locked:60"))).message).toBe(
      "Account temporarily locked due to multiple failed login attempts. Please try again later.",
    );
    expect((await shown(decodeLoginError("ip_blocked:42"))).message).toBe(
      "Too many login attempts. Please try again in 42 seconds.",
    );
    expect(decodeLoginError(encodeLoginError("rate_limited", 17))).toEqual({
      code: "rate_limited",
      retryAfterSeconds: 17,
      message: "blocked",
      values: { seconds: 17 },
      locked: false,
    });
    // The last attempt before the lock carries a warning; earlier ones do not.
    expect((await shown(decodeLoginError(encodeLoginError("invalid", 1)))).warning).toBe(
      "1 attempt left before your account is locked for 15 minutes.",
    );
    expect(decodeLoginError(encodeLoginError("invalid")).warning).toBeUndefined();
    expect((await shown(decodeLoginError("unconfirmed"))).message).toBe(
      "Please check your email and click the confirmation link before logging in.",
    );
    // A database outage is not the user's fault: no lock, a 'try again shortly' message.
    expect(decodeLoginError(encodeLoginError("unavailable"))).toEqual({
      code: "unavailable",
      retryAfterSeconds: null,
      message: "unavailable",
      locked: false,
    });
    expect((await shown(decodeLoginError("unavailable"))).message).toBe(
      "Latitud is briefly unavailable. Please try again in a few seconds.",
    );
    expect((await shown(decodeLoginError("CredentialsSignin"))).message).toBe(
      "An error occurred during login",
    );
    // Anything else the server failed at: a code, never the error's own text (lib/auth/next-auth.ts).
    expect((await shown(decodeLoginError(encodeLoginError("unexpected")))).message).toBe(
      "An unexpected error occurred during login",
    );
  });

  it("words them in the page's language", async () => {
    expect(await shown(decodeLoginError("invalid:1"), "es")).toEqual({
      message: "Correo electrónico o contraseña incorrectos",
      warning: "Te queda 1 intento antes de que tu cuenta se bloquee durante 15 minutos.",
    });
    expect((await shown(decodeLoginError("rate_limited:30"), "pt")).message).toBe(
      "Muitas tentativas de login. Tente novamente em 30 segundos.",
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
