import { timingSafeEqual } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";
import { twoFactor } from "./config";

/** TOTP (RFC 6238) on otpauth's HOTP: we need to know which step matched, to refuse its reuse. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / twoFactor.periodSeconds);

export function generateTotpSecret(): string {
  return new Secret({ size: twoFactor.secretBytes }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return new TOTP({
    issuer: twoFactor.issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: twoFactor.algorithm,
    digits: twoFactor.digits,
    period: twoFactor.periodSeconds,
  }).toString();
}

export function totpCodeAt(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    counter: step,
    algorithm: twoFactor.algorithm,
    digits: twoFactor.digits,
  });
}

/**
 * The step whose code matches, within ±driftSteps of now and later than `lastUsedStep` (a code is
 * good once), or null. Every candidate is computed and compared in constant time, so timing does
 * not tell which step was close.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  { now = new Date(), lastUsedStep = null }: { now?: Date; lastUsedStep?: number | null } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  let matched: number | null = null;
  for (let step = current - twoFactor.driftSteps; step <= current + twoFactor.driftSteps; step++) {
    const same = timingSafeEqual(Buffer.from(totpCodeAt(secret, step)), Buffer.from(code));
    if (same && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** The key as people type it into an app: groups of four. */
export const formatManualKey = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();
