import { RECOVERY_CODE_PATTERN, normalizeRecoveryCode } from "@/lib/auth/two-factor/recovery-code-format";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { recoveryLoginSchema, totpLoginSchema, twoFactorLoginSchema } from "@/lib/auth/two-factor/schemas";
import { translator } from "@/lib/i18n/translator";

const userA = "2f1c7f3e-7d4e-4a53-9c1e-0d6b9f1f0a11";
const userB = "8a0e5b7c-3c1d-4e0b-8f8e-5a2f7c9d1b22";

describe("recovery codes", () => {
  it("issues 10 distinct codes of 12 base32 characters (60 bits) as xxxx-xxxx-xxxx", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it("reads codes typed loosely: case, spaces, dashes, and o/i/l for 0/1", () => {
    expect(normalizeRecoveryCode("ABCD-EFGH-JK01")).toBe("abcdefghjk01");
    expect(normalizeRecoveryCode(" abcd efgh jkol ")).toBe("abcdefghjk01");
    expect(normalizeRecoveryCode("abcdefghjk0i")).toBe("abcdefghjk01");
    for (const bad of ["", "abcd-efgh", "abcd-efgh-jkmn-p", "abcd-efgh-jku!", "abcd-efgh-jkuu"])
      expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it("stores a SHA-256 per user: same code, same hash for its user only; never the code itself", () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const hash = hashRecoveryCode(userA, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace(/-/g, ""));
    expect(hashRecoveryCode(userA, code.toUpperCase().replace(/-/g, " "))).toBe(hash);
    expect(hashRecoveryCode(userB, code)).not.toBe(hash);
    expect(hashRecoveryCode(userA, "not a code")).toBeNull();
  });
});

describe("two-factor login schemas (shared by the form and the credentials provider)", () => {
  const challenge = "A".repeat(43);

  it("accepts a challenge with a 6-digit code or a recovery code", () => {
    expect(totpLoginSchema.parse({ challenge, code: " 123 456 " })).toEqual({ challenge, code: "123456" });
    expect(twoFactorLoginSchema.parse({ challenge, recoveryCode: "abcd-efgh-jkmn" })).toEqual({
      challenge,
      recoveryCode: "abcd-efgh-jkmn",
    });
  });

  it("refuses malformed input with a message for the person (a validation key)", async () => {
    const t = await translator("en", "validation");
    const message = (key: string | undefined) => t(key as "auth.totpCode");
    expect(message(totpLoginSchema.safeParse({ challenge, code: "12345" }).error?.issues[0]?.message)).toBe(
      "Enter the 6-digit code from your authenticator app",
    );
    expect(
      message(recoveryLoginSchema.safeParse({ challenge, recoveryCode: "nope" }).error?.issues[0]?.message),
    ).toBe("Recovery codes look like abcd-2345-wxyz");
    expect(twoFactorLoginSchema.safeParse({ challenge: "short", code: "123456" }).success).toBe(false);
    expect(twoFactorLoginSchema.safeParse({ challenge }).success).toBe(false);
  });
});
