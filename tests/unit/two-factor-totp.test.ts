import { HOTP, Secret, TOTP } from "otpauth";
import { decodeLoginError, encodeLoginError } from "@/lib/auth/login-messages";
import { translator } from "@/lib/i18n/translator";
import {
  formatManualKey,
  generateTotpSecret,
  matchTotpStep,
  stepAt,
  totpCodeAt,
  totpUri,
} from "@/lib/auth/two-factor/totp";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", SHA-1.
const rfcSecret = Secret.fromLatin1("12345678901234567890").base32;
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP", () => {
  it("matches the RFC 6238 test vectors (6 digits)", () => {
    expect(totpCodeAt(rfcSecret, stepAt(at(59)))).toBe("287082");
    expect(totpCodeAt(rfcSecret, stepAt(at(1111111109)))).toBe("081804");
    expect(totpCodeAt(rfcSecret, stepAt(at(2000000000)))).toBe("279037");
  });

  it("accepts the current step and one step of drift either side, not two", () => {
    const secret = generateTotpSecret();
    const now = at(1_800_000_015);
    const step = stepAt(now);
    for (const delta of [-1, 0, 1])
      expect(matchTotpStep(secret, totpCodeAt(secret, step + delta), { now })).toBe(step + delta);
    for (const delta of [-2, 2])
      expect(matchTotpStep(secret, totpCodeAt(secret, step + delta), { now })).toBeNull();
  });

  it("refuses a code of a step already used, or older", () => {
    const secret = generateTotpSecret();
    const now = at(1_800_000_015);
    const step = stepAt(now);
    const code = totpCodeAt(secret, step);
    expect(matchTotpStep(secret, code, { now, lastUsedStep: step - 1 })).toBe(step);
    expect(matchTotpStep(secret, code, { now, lastUsedStep: step })).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, step - 1), { now, lastUsedStep: step })).toBeNull();
    // The next step's code is still good after this one was used.
    expect(matchTotpStep(secret, totpCodeAt(secret, step + 1), { now, lastUsedStep: step })).toBe(step + 1);
  });

  it("refuses wrong and malformed codes", () => {
    const secret = generateTotpSecret();
    const now = new Date();
    const right = totpCodeAt(secret, stepAt(now));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(matchTotpStep(secret, wrong, { now })).toBeNull();
    for (const code of ["", "12345", "1234567", "12 456", "abcdef", `${right} `])
      expect(matchTotpStep(secret, code, { now })).toBeNull();
  });

  it("agrees with what authenticator apps compute from the otpauth URI", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, "ana@example.com");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Latitud:ana%40example\.com\?/);
    expect(uri).toContain("issuer=Latitud");
    const now = Date.now();
    const appCode = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
    expect(matchTotpStep(secret, appCode, { now: new Date(now) })).toBe(stepAt(new Date(now)));
    expect(HOTP.generate({ secret: Secret.fromBase32(secret), counter: stepAt(new Date(now)) })).toBe(
      appCode,
    );
  });

  it("shows the manual key in groups of four", () => {
    expect(formatManualKey("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
  });
});

describe("login error codes of the second step", () => {
  const token = "k3J9_x-".repeat(6) + "q";

  it("carries the challenge token in two_factor_required:<token>", () => {
    expect(decodeLoginError(encodeLoginError("two_factor_required", token))).toEqual({
      code: "two_factor_required",
      retryAfterSeconds: null,
      message: "twoFactorRequired",
      locked: false,
      challenge: token,
    });
    expect(decodeLoginError("two_factor_required").code).toBe("unknown");
    expect(decodeLoginError("two_factor_required:<script>").code).toBe("unknown");
  });

  it("maps the second step's failures to messages", async () => {
    const t = await translator("en", "auth");
    expect(t(`login.errors.${decodeLoginError("two_factor_invalid").message}`)).toBe(
      "That code is not valid. Please try again.",
    );
    expect(t(`login.errors.${decodeLoginError("two_factor_expired").message}`)).toBe(
      "Your sign-in attempt has expired. Please log in again.",
    );
    expect(decodeLoginError("now_locked:900")).toEqual(
      expect.objectContaining({ locked: true, retryAfterSeconds: 900 }),
    );
  });
});
