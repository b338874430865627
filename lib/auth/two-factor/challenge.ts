import "server-only";
import { db } from "@/lib/services/database";
import { createLinkToken, hashLinkToken } from "../tokens";
import { twoFactor } from "./config";

/**
 * "Password ok, second factor pending", on the server. The browser holds a random token; we keep
 * only its SHA-256, the account it belongs to, an expiry, an attempt counter and when it was used.
 */
export async function createChallenge(userId: string, now = new Date()): Promise<string> {
  const { token, tokenHash } = createLinkToken();
  await db.twoFactorChallenge.deleteMany({ where: { userId, expiresAt: { lt: now } } });
  await db.twoFactorChallenge.create({
    data: {
      userId,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + twoFactor.challengeMinutes * 60_000),
    },
  });
  return token;
}

/** A challenge that can still take a code, with its account; null when unknown, used, expired or spent. */
export async function findLiveChallenge(token: string, now = new Date()) {
  if (!token || token.length > 200) return null;
  const challenge = await db.twoFactorChallenge.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: {
      id: true,
      userId: true,
      attempts: true,
      expiresAt: true,
      usedAt: true,
      user: { select: { email: true, disabledAt: true, emailConfirmedAt: true } },
    },
  });
  if (
    !challenge ||
    challenge.usedAt ||
    challenge.expiresAt <= now ||
    challenge.attempts >= twoFactor.maxCodeAttempts
  )
    return null;
  return challenge;
}

/**
 * Counts one code attempt. A single conditional update, so parallel requests cannot exceed the
 * limit; returns the attempt's number, or null when the challenge can take no more.
 */
export async function takeAttempt(challengeId: string, now = new Date()): Promise<number | null> {
  const rows = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE two_factor_challenges SET attempts = attempts + 1
    WHERE id = ${challengeId}::uuid AND used_at IS NULL AND expires_at > ${now} AND attempts < ${twoFactor.maxCodeAttempts}
    RETURNING attempts`;
  return rows[0] ? Number(rows[0].attempts) : null;
}

/** Uses the challenge up (success, or a lock); false if another request got there first. */
export async function closeChallenge(challengeId: string, now = new Date()): Promise<boolean> {
  const result = await db.twoFactorChallenge.updateMany({
    where: { id: challengeId, usedAt: null },
    data: { usedAt: now },
  });
  return result.count === 1;
}
