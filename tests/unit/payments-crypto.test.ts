import { createCipheriv, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decryptCardField, encryptCardField } from "@/lib/services/payments/crypto";

// The key material of the protocol: the first 32 characters of the cipher token, zero IV.
function nodeEncrypt(plain: string, cipherToken: string): string {
  const cipher = createCipheriv(
    "aes-256-cbc",
    Buffer.from(cipherToken.slice(0, 32), "utf8"),
    Buffer.alloc(16),
  );
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("hex");
}

const token = "0123456789abcdef0123456789abcdef-rest-is-ignored";
const sandboxStyleToken = () => randomBytes(32).toString("hex");

describe("encryptCardField / decryptCardField", () => {
  it("round-trips card numbers and CVVs", () => {
    for (const plain of ["4242424242424242", "4242 4242 4242 4242", "123", "1234", "José Ñandú"]) {
      expect(decryptCardField(encryptCardField(plain, token), token)).toBe(plain);
    }
  });

  it("round-trips with a cipher token made the sandbox way (64 random hex characters)", () => {
    const cipherToken = sandboxStyleToken();
    expect(cipherToken).toMatch(/^[0-9a-f]{64}$/);
    expect(decryptCardField(encryptCardField("5555555555554444", cipherToken), cipherToken)).toBe(
      "5555555555554444",
    );
  });

  it("matches Node's aes-256-cbc with a zero IV and PKCS#7 padding (known answer)", () => {
    const cipherToken = sandboxStyleToken();
    for (const plain of ["4242424242424242", "123", "0123456789abcdef", "José"]) {
      expect(encryptCardField(plain, cipherToken)).toBe(nodeEncrypt(plain, cipherToken));
      expect(encryptCardField(plain, token)).toBe(nodeEncrypt(plain, token));
    }
    // A full block of input gains a full block of padding.
    expect(encryptCardField("0123456789abcdef", token)).toHaveLength(64);
  });

  it("writes lower-case hex in whole AES blocks, and decrypts upper-case hex too", () => {
    const hex = encryptCardField("4242424242424242", token);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length % 32).toBe(0);
    expect(decryptCardField(hex.toUpperCase(), token)).toBe("4242424242424242");
  });

  it("uses only the first 32 characters of the token as the key", () => {
    const a = "k".repeat(32) + "first";
    const b = "k".repeat(32) + "second-and-longer";
    expect(encryptCardField("4242424242424242", a)).toBe(encryptCardField("4242424242424242", b));
    expect(encryptCardField("4242424242424242", a)).not.toBe(
      encryptCardField("4242424242424242", "j" + "k".repeat(31)),
    );
  });

  it("throws the protocol's messages on missing data, short keys and bad hex", () => {
    expect(() => encryptCardField("", token)).toThrow(new Error("Missing required data for encryption"));
    expect(() => encryptCardField("4242", "")).toThrow(new Error("Missing required data for encryption"));
    expect(() => decryptCardField("", token)).toThrow(new Error("Missing required data for encryption"));
    expect(() => decryptCardField("00", "")).toThrow(new Error("Missing required data for encryption"));
    expect(() => encryptCardField("4242", "x".repeat(31))).toThrow(
      new Error("Invalid encryption key format."),
    );
    expect(() => decryptCardField("00".repeat(16), "x".repeat(31))).toThrow(
      new Error("Invalid encryption key format."),
    );
    for (const bad of ["zz".repeat(16), "abc", "00".repeat(15), "not hex at all!"]) {
      expect(() => decryptCardField(bad, token)).toThrow(new Error("Invalid data format for encryption."));
    }
  });

  it("fails to decrypt with another key instead of returning garbage", () => {
    const hex = encryptCardField("4242424242424242", token);
    expect(() => decryptCardField(hex, "z".repeat(32))).toThrow();
  });

  it("stays browser-safe: no Node built-ins in the module the card form imports", () => {
    const source = readFileSync(join(process.cwd(), "lib/services/payments/crypto.ts"), "utf8");
    expect(source).not.toMatch(/from "node:|from "(crypto|buffer)"|require\(/);
  });
});
