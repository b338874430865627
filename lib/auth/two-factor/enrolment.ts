import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { isUniqueViolation } from "@/lib/services/database/errors";
import type { ClientInfo } from "@/lib/http/client-info";
import { db } from "@/lib/services/database";
import { sendSecurityNotice, twoFactorDisabledEmail, twoFactorEnabledEmail } from "./emails";
import { logAuthEvent } from "../auth-events";
import { qrCodeDataUrl } from "./qr";
import { generateRecoveryCodes, hashRecoveryCode } from "./recovery-codes";
import { encryptSecret } from "./secret-box";
import { formatManualKey, generateTotpSecret, totpUri } from "./totp";
import { consumeTotpCode } from "./verify";

/**
 * Turning two-factor on and off. The callers (./actions.ts) check the session and a recent
 * re-authentication first; these functions do the work and keep the log.
 */
type Account = { id: string; email: string };

export const ALREADY_ON = "Two-factor authentication is already on.";
export const NOT_ON = "Two-factor authentication is not on.";
export const WRONG_CODE =
  "That code didn't work. Check that your phone's clock is right and enter the newest code.";

export type EnrolmentStart = { otpauthUri: string; manualKey: string; qrCode: string };

/** A new pending secret (replacing an unconfirmed one), shown once as a QR code and a manual key. */
export async function startEnrolment(user: Account): Promise<ActionResult<EnrolmentStart>> {
  const secret = generateTotpSecret();
  const secretEncrypted = encryptSecret(secret, user.id);
  // Only an unconfirmed row may be replaced: an enabled authenticator is never overwritten.
  const replaced = await db.twoFactorSecret.updateMany({
    where: { userId: user.id, enabledAt: null },
    data: { secretEncrypted, lastUsedStep: null },
  });
  if (replaced.count === 0) {
    try {
      await db.twoFactorSecret.create({ data: { userId: user.id, secretEncrypted } });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(ALREADY_ON);
      throw error;
    }
  }
  const otpauthUri = totpUri(secret, user.email);
  return ok({ otpauthUri, manualKey: formatManualKey(secret), qrCode: await qrCodeDataUrl(otpauthUri) });
}

/** The first code from the app turns two-factor on and issues the recovery codes (returned once). */
export async function confirmEnrolment(
  user: Account,
  code: string,
  client: ClientInfo | null,
  now = new Date(),
): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  if (!(await consumeTotpCode(user.id, code, { now, pending: true }))) {
    await logAuthEvent({
      type: "two_factor_failure",
      success: false,
      userId: user.id,
      email: user.email,
      client,
      details: { stage: "enrolment" },
    });
    return fail(WRONG_CODE, { code: WRONG_CODE });
  }
  const enabled = await db.twoFactorSecret.updateMany({
    where: { userId: user.id, enabledAt: null },
    data: { enabledAt: now },
  });
  if (enabled.count === 0) return fail(ALREADY_ON, { code: ALREADY_ON });
  const recoveryCodes = await replaceRecoveryCodes(user.id);
  await logAuthEvent({
    type: "two_factor_enabled",
    success: true,
    userId: user.id,
    email: user.email,
    client,
  });
  await sendSecurityNotice(user, twoFactorEnabledEmail);
  return ok({ recoveryCodes });
}

/** A new set of recovery codes; the old set stops working. */
export async function regenerateRecoveryCodes(
  user: Account,
  client: ClientInfo | null,
): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const row = await db.twoFactorSecret.findUnique({
    where: { userId: user.id },
    select: { enabledAt: true },
  });
  if (!row?.enabledAt) return fail(NOT_ON);
  const recoveryCodes = await replaceRecoveryCodes(user.id);
  await logAuthEvent({
    type: "two_factor_recovery_codes_regenerated",
    success: true,
    userId: user.id,
    email: user.email,
    client,
  });
  return ok({ recoveryCodes });
}

/** Removes the authenticator, the recovery codes and pending logins. Also cancels an unconfirmed setup. */
export async function disableTwoFactor(
  user: Account,
  client: ClientInfo | null,
): Promise<ActionResult<{ wasEnabled: boolean }>> {
  const row = await db.twoFactorSecret.findUnique({
    where: { userId: user.id },
    select: { enabledAt: true },
  });
  if (!row) return fail(NOT_ON);
  await db.$transaction([
    db.twoFactorSecret.deleteMany({ where: { userId: user.id } }),
    db.twoFactorRecoveryCode.deleteMany({ where: { userId: user.id } }),
    db.twoFactorChallenge.deleteMany({ where: { userId: user.id } }),
  ]);
  const wasEnabled = Boolean(row.enabledAt);
  if (wasEnabled) {
    await logAuthEvent({
      type: "two_factor_disabled",
      success: true,
      userId: user.id,
      email: user.email,
      client,
    });
    await sendSecurityNotice(user, twoFactorDisabledEmail);
  }
  return ok({ wasEnabled });
}

async function replaceRecoveryCodes(userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.$transaction([
    db.twoFactorRecoveryCode.deleteMany({ where: { userId } }),
    db.twoFactorRecoveryCode.createMany({
      data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code)! })),
    }),
  ]);
  return codes;
}
