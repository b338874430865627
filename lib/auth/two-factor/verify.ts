import "server-only";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { hashRecoveryCode } from "./recovery-codes";
import { decryptSecret } from "./secret-box";
import { matchTotpStep } from "./totp";

/**
 * Checks a code from the authenticator app and consumes its step: the same code (or an older one)
 * is refused afterwards. `pending` checks the secret of an unconfirmed enrolment instead.
 */
export async function consumeTotpCode(
  userId: string,
  code: string,
  { now = new Date(), pending = false } = {},
): Promise<boolean> {
  const record = await db.twoFactorSecret.findUnique({ where: { userId } });
  if (!record || (pending ? record.enabledAt !== null : record.enabledAt === null)) return false;
  let secret: string;
  try {
    secret = decryptSecret(record.secretEncrypted, userId);
  } catch {
    // Altered row or a changed NEXTAUTH_SECRET: recovery codes still work.
    logger.error({ userId }, "[2fa] a stored TOTP secret could not be decrypted");
    return false;
  }
  const step = matchTotpStep(secret, code, { now, lastUsedStep: record.lastUsedStep });
  if (step === null) return false;
  // One conditional update claims the step, so two requests with the same code cannot both pass.
  const claimed = await db.twoFactorSecret.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** Uses a recovery code once; returns how many are left, or null when the code is not a live one. */
export async function consumeRecoveryCode(
  userId: string,
  code: string,
  now = new Date(),
): Promise<number | null> {
  const codeHash = hashRecoveryCode(userId, code);
  if (!codeHash) return null;
  const claimed = await db.twoFactorRecoveryCode.updateMany({
    where: { userId, codeHash, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count === 0) return null;
  return db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } });
}
