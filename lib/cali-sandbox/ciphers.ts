import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/services/database";
import { randomId } from "./ids";

/**
 * Cipher sessions: GET /v1/transactions/cipher hands out a key (cipherToken) for the browser to
 * encrypt one card with, and the transactionToken that names it. A session serves one final charge
 * answer, then it is spent; it also lapses after a while, like a payment page left open.
 */
export const CIPHER_SESSION_TTL_MS = 30 * 60 * 1000;

export async function issueCipher(): Promise<{ cipherToken: string; transactionToken: string }> {
  const session = { cipherToken: randomBytes(32).toString("hex"), transactionToken: randomId("ttok", 16) };
  await db.caliSandboxCipher.create({ data: session });
  return session;
}

/** The key of an open session, or null when it is unknown, spent or lapsed. */
export async function openCipher(transactionToken: string, now = new Date()): Promise<string | null> {
  const session = await db.caliSandboxCipher.findUnique({ where: { transactionToken } });
  if (!session || session.usedAt || now.getTime() - session.createdAt.getTime() > CIPHER_SESSION_TTL_MS)
    return null;
  return session.cipherToken;
}

/** Spends a session; false when another request spent it first (one atomic conditional update). */
export async function spendCipher(transactionToken: string): Promise<boolean> {
  const { count } = await db.caliSandboxCipher.updateMany({
    where: { transactionToken, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
