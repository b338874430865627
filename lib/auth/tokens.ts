import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, type EmailTokenPurpose } from "@/lib/services/database";

/** A random URL-safe token for emailed links, and the hash we store instead of it. */
export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Issues a new single-use emailed link of one purpose for the user; earlier unused ones stop
 * working. Returns the token.
 */
export async function issueEmailToken(
  userId: string,
  purpose: EmailTokenPurpose,
  expiresAt: Date,
): Promise<string> {
  const { token, tokenHash } = createLinkToken();
  await db.$transaction([
    db.emailToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
    db.emailToken.create({ data: { userId, purpose, tokenHash, expiresAt } }),
  ]);
  return token;
}
