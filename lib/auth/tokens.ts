import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe token for emailed links, and the hash we store instead of it. */
export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
