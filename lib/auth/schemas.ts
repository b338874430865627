import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  passwordPolicyErrors,
  type PasswordPolicy,
  type PasswordRuleText,
} from "./password-policy";

/**
 * Account forms. One schema per input, imported by the form (react-hook-form) and by the server
 * action. Messages are keys of the `validation` catalogue (auth.*), translated where they are shown.
 * Schemas that depend on the password policy are built from it and from the words of its rules in
 * the reader's language (the form's `t()`, the server's translator), so both sides apply the same
 * configured rules.
 */
const emailField = z
  .string({ error: "auth.emailInvalid" })
  .trim()
  .toLowerCase()
  .max(254, "auth.emailInvalid")
  .pipe(z.email("auth.emailInvalid"));

const nameField = z.string().trim().max(100, "auth.nameTooLong").optional().or(z.literal(""));

function passwordField(policy: PasswordPolicy, ruleText: PasswordRuleText) {
  return z
    .string({ error: "auth.passwordRequired" })
    .max(PASSWORD_MAX_LENGTH, "auth.passwordTooLong")
    .superRefine((password, ctx) => {
      const errors = passwordPolicyErrors(password, policy, ruleText);
      // Every broken rule is reported, as one message joined by '. '.
      if (errors.length) ctx.addIssue({ code: "custom", message: errors.join(". ") });
    });
}

const matching = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: "auth.passwordsDontMatch", path: ["confirmPassword"] };

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "auth.passwordRequired" })
    .min(1, "auth.passwordRequired")
    .max(PASSWORD_MAX_LENGTH, "auth.loginInvalid"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export function registerSchema(policy: PasswordPolicy, ruleText: PasswordRuleText) {
  return z
    .object({
      name: nameField,
      email: emailField,
      password: passwordField(policy, ruleText),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;

export const emailOnlySchema = z.object({ email: emailField });

/** One of the member's sessions, from the profile's list of active sessions. */
export const sessionIdSchema = z.object({ sessionId: z.uuid("auth.unknownSession") });

export function resetPasswordSchema(policy: PasswordPolicy, ruleText: PasswordRuleText) {
  return z
    .object({
      token: z.string().min(20).max(200),
      password: passwordField(policy, ruleText),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}

export function changePasswordSchema(policy: PasswordPolicy, ruleText: PasswordRuleText) {
  return z
    .object({
      currentPassword: z.string().min(1, "auth.currentPasswordRequired").max(PASSWORD_MAX_LENGTH),
      password: passwordField(policy, ruleText),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}

export function joinRegistrationSchema(policy: PasswordPolicy, ruleText: PasswordRuleText) {
  return z
    .object({
      token: z.string().min(20).max(200),
      name: nameField,
      password: passwordField(policy, ruleText),
      confirmPassword: z.string(),
    })
    .refine(matching, { message: "auth.passwordsMustMatch", path: ["confirmPassword"] });
}

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "auth.deletePasswordRequired").max(PASSWORD_MAX_LENGTH),
  confirmation: z.literal("DELETE", { error: "auth.typeDelete" }),
});
