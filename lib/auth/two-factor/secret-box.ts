import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { appEnv, env } from "@/lib/env";

/**
 * AES-256-GCM for TOTP secrets at rest. The key is derived from NEXTAUTH_SECRET with HKDF, so a
 * database dump alone reveals no secret. The user id is bound as additional data: a ciphertext
 * copied onto another account does not decrypt. Format: v1.<iv>.<ciphertext>.<tag> (base64url).
 */
const VERSION = "v1";
const HKDF_INFO = "latitud:two-factor:totp-secret:v1";
/** Only for a bare development checkout without NEXTAUTH_SECRET; production refuses to run without it. */
const DEV_KEY_MATERIAL = "latitud-dev-two-factor-key-material-not-secret";

const keys = new Map<string, Buffer>();

function encryptionKey(): Buffer {
  const secret = env().NEXTAUTH_SECRET?.trim();
  if (!secret && appEnv() === "production")
    throw new Error("NEXTAUTH_SECRET is required to encrypt two-factor secrets");
  const material = secret || DEV_KEY_MATERIAL;
  let key = keys.get(material);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", material, "latitud", HKDF_INFO, 32));
    keys.set(material, key);
  }
  return key;
}

export function encryptSecret(plaintext: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext, or an error when the value was altered, belongs to another user, or the key changed. */
export function decryptSecret(sealed: string, userId: string): string {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) throw new Error("Unreadable two-factor secret");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
