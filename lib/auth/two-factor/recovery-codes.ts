import { createHash, randomBytes } from "node:crypto";
import { twoFactor } from "./config";
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from "./recovery-code-format";

/** A fresh set of distinct codes (shown once, then only their hashes remain). */
export function generateRecoveryCodes(count: number = twoFactor.recoveryCodeCount): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    // 32 symbols and a byte masked to 5 bits: every symbol equally likely.
    const raw = [...randomBytes(RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
    codes.add(formatRecoveryCode(raw));
  }
  return [...codes];
}

/**
 * SHA-256 of the canonical code, salted with the user id so one precomputed table cannot serve
 * every account. 60 random bits make a slow hash unnecessary. Null for a malformed code.
 */
export function hashRecoveryCode(userId: string, code: string): string | null {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return null;
  return createHash("sha256").update(`latitud:recovery-code:v1:${userId}:${normalized}`).digest("hex");
}
