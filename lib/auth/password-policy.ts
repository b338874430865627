import type { PasswordPolicy } from "./security-config";

export type { PasswordPolicy };

/** The configured defaults, shown until the live configuration loads. */
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: false,
};

/** Symbols that count as special characters. */
export const PASSWORD_SYMBOLS = `!@#$%^&*(),.?":{}|<>`;
const symbolPattern = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * The messages of every password rule the password breaks, in order (length, uppercase, lowercase,
 * number, special character). Shared by the form and the server.
 */
export function passwordPolicyErrors(password: string, policy: PasswordPolicy): string[] {
  const errors: string[] = [];
  if (password.length < policy.minLength)
    errors.push(`Password must be at least ${policy.minLength} characters long`);
  if (policy.requireUppercase && !/[A-Z]/.test(password))
    errors.push("Password must contain at least one uppercase letter");
  if (policy.requireLowercase && !/[a-z]/.test(password))
    errors.push("Password must contain at least one lowercase letter");
  if (policy.requireNumbers && !/\d/.test(password)) errors.push("Password must contain at least one number");
  if (policy.requireSymbols && !symbolPattern.test(password))
    errors.push("Password must contain at least one special character");
  return errors;
}

/** 'Password must have at least 8 characters, one uppercase letter, one lowercase letter and one number.' */
export function passwordHint(policy: PasswordPolicy): string {
  const parts = [`at least ${policy.minLength} characters`];
  if (policy.requireUppercase) parts.push("one uppercase letter");
  if (policy.requireLowercase) parts.push("one lowercase letter");
  if (policy.requireNumbers) parts.push("one number");
  if (policy.requireSymbols) parts.push("one special character");
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `Password must have ${list}.`;
}

/** Passwords are at most 128 characters: longer ones only make hashing a denial-of-service vector. */
export const PASSWORD_MAX_LENGTH = 128;
