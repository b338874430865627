/**
 * Recovery code format, shared by the browser (form validation) and the server: 12 characters of
 * Crockford's base32 (60 random bits) shown as xxxx-xxxx-xxxx. Case, spaces and dashes do not
 * matter, and the letters people confuse with digits (o, i, l) are read as 0 and 1.
 */
export const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const RECOVERY_CODE_LENGTH = 12;
export const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/;

/** The canonical 12 characters, or null when the input cannot be a recovery code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  for (const char of compact) if (!RECOVERY_ALPHABET.includes(char)) return null;
  return compact;
}

export const formatRecoveryCode = (normalized: string) => normalized.match(/.{4}/g)!.join("-");
