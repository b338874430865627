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
 * One rule of the policy. Its words are messages of the `validation` catalogue
 * (`auth.password.<rule>`, with the policy's `{min}`) and its hint those of `auth.passwordHint`, so
 * the form and the server say it in the reader's language.
 */
export type PasswordRule = "minLength" | "uppercase" | "lowercase" | "number" | "symbol";

/** A rule in words, in the reader's language (the form's `t()`, or the server's translator). */
export type PasswordRuleText = (rule: PasswordRule) => string;

/** The rules the policy asks for, in order (length, uppercase, lowercase, number, special character). */
export function passwordRules(policy: PasswordPolicy): PasswordRule[] {
  const rules: PasswordRule[] = ["minLength"];
  if (policy.requireUppercase) rules.push("uppercase");
  if (policy.requireLowercase) rules.push("lowercase");
  if (policy.requireNumbers) rules.push("number");
  if (policy.requireSymbols) rules.push("symbol");
  return rules;
}

const keeps: Record<PasswordRule, (password: string, policy: PasswordPolicy) => boolean> = {
  minLength: (password, policy) => password.length >= policy.minLength,
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  number: (password) => /\d/.test(password),
  symbol: (password) => symbolPattern.test(password),
};

/** Every rule the password breaks, in order. Shared by the form and the server. */
export function brokenPasswordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  return passwordRules(policy).filter((rule) => !keeps[rule](password, policy));
}

/** The messages of every rule the password breaks, in order, in the words `text` gives. */
export function passwordPolicyErrors(
  password: string,
  policy: PasswordPolicy,
  text: PasswordRuleText,
): string[] {
  return brokenPasswordRules(password, policy).map(text);
}

/** The words of the password hint (`auth.passwordHint` of the catalogue): each rule, the list, the sentence. */
export type PasswordHintText = (
  key: PasswordRule | "list" | "sentence",
  values: { min?: number; items?: string; last?: string; requirements?: string },
) => string;

/** 'Password must have at least 8 characters, one uppercase letter, one lowercase letter and one number.' */
export function passwordHint(policy: PasswordPolicy, t: PasswordHintText): string {
  const parts = passwordRules(policy).map((rule) => t(rule, { min: policy.minLength }));
  const requirements =
    parts.length > 1 ? t("list", { items: parts.slice(0, -1).join(", "), last: parts.at(-1) }) : parts[0];
  return t("sentence", { requirements });
}

/** Passwords are at most 128 characters: longer ones only make hashing a denial-of-service vector. */
export const PASSWORD_MAX_LENGTH = 128;
