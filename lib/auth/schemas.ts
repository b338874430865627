import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordPolicyErrors, type PasswordPolicy } from "./password-policy";

/**
 * Account forms. One schema per input, imported by the form (react-hook-form) and by the server
 * action. Schemas that depend on the password policy are built from it, so both sides apply the
 * same configured rules.
 */
const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

const nameField = z
  .string()
  .trim()
  .max(100, "Name must be at most 100 characters")
  .optional()
  .or(z.literal(""));

function passwordField(policy: PasswordPolicy) {
  return z
    .string({ error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
    .superRefine((password, ctx) => {
      const errors = passwordPolicyErrors(password, policy);
      // Every broken rule is reported, as one message joined by '. '.
      if (errors.length) ctx.addIssue({ code: "custom", message: errors.join(". ") });
    });
}

const matching = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: "Passwords don't match", path: ["confirmPassword"] };

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Invalid email or password"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export function registerSchema(policy: PasswordPolicy) {
  return z
    .object({
      name: nameField,
      email: emailField,
      password: passwordField(policy),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;

export const emailOnlySchema = z.object({ email: emailField });

/** One of the member's sessions, from the profile's list of active sessions. */
export const sessionIdSchema = z.object({ sessionId: z.uuid("Unknown session") });

export function resetPasswordSchema(policy: PasswordPolicy) {
  return z
    .object({
      token: z.string().min(20).max(200),
      password: passwordField(policy),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}

export function changePasswordSchema(policy: PasswordPolicy) {
  return z
    .object({
      currentPassword: z.string().min(1, "Please enter your current password").max(PASSWORD_MAX_LENGTH),
      password: passwordField(policy),
      confirmPassword: z.string(),
    })
    .refine(matching, mismatch);
}

export function joinRegistrationSchema(policy: PasswordPolicy) {
  return z
    .object({
      token: z.string().min(20).max(200),
      name: nameField,
      password: passwordField(policy),
      confirmPassword: z.string(),
    })
    .refine(matching, { message: "Please make sure your passwords match", path: ["confirmPassword"] });
}

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Please enter your password to confirm").max(PASSWORD_MAX_LENGTH),
  confirmation: z.literal("DELETE", { error: "Type DELETE to confirm" }),
});
