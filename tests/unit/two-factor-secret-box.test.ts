import { decryptSecret, encryptSecret } from "@/lib/auth/two-factor/secret-box";

const userA = "2f1c7f3e-7d4e-4a53-9c1e-0d6b9f1f0a11";
const userB = "8a0e5b7c-3c1d-4e0b-8f8e-5a2f7c9d1b22";
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const originalSecret = process.env.NEXTAUTH_SECRET;

beforeEach(() => {
  process.env.NEXTAUTH_SECRET = "unit-test-nextauth-secret-that-is-long-enough-0123";
});
afterAll(() => {
  if (originalSecret === undefined) delete process.env.NEXTAUTH_SECRET;
  else process.env.NEXTAUTH_SECRET = originalSecret;
});

/** Flips one bit of a base64url part of the sealed value. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[part]!, "base64url");
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
}

describe("TOTP secret encryption (AES-256-GCM, key from NEXTAUTH_SECRET by HKDF)", () => {
  it("round-trips, with a fresh IV every time and no plaintext in the stored value", () => {
    const first = encryptSecret(secret, userA);
    const second = encryptSecret(secret, userA);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(decryptSecret(first, userA)).toBe(secret);
    expect(decryptSecret(second, userA)).toBe(secret);
  });

  it("detects tampering with the IV, the ciphertext or the tag", () => {
    const sealed = encryptSecret(secret, userA);
    for (const part of [1, 2, 3] as const) expect(() => decryptSecret(tamper(sealed, part), userA)).toThrow();
    expect(() => decryptSecret("v2.a.b.c", userA)).toThrow("Unreadable two-factor secret");
    expect(() => decryptSecret("garbage", userA)).toThrow();
  });

  it("is bound to its user: a value copied onto another account does not decrypt", () => {
    expect(() => decryptSecret(encryptSecret(secret, userA), userB)).toThrow();
  });

  it("does not decrypt once NEXTAUTH_SECRET changes", () => {
    const sealed = encryptSecret(secret, userA);
    process.env.NEXTAUTH_SECRET = "another-nextauth-secret-that-is-also-long-enough-99";
    expect(() => decryptSecret(sealed, userA)).toThrow();
  });
});
