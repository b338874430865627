import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../password-policy";
import { normalizeRecoveryCode } from "./recovery-code-format";

/**
 * Two-factor inputs: one schema per input, imported by the form and by the server. Browser-safe
 * (no crypto, no database).
 */
export const totpCodeField = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

export const recoveryCodeField = z
  .string({ error: "Enter one of your recovery codes" })
  .trim()
  .max(40, "Enter one of your recovery codes")
  .refine((value) => normalizeRecoveryCode(value) !== null, "Recovery codes look like abcd-2345-wxyz");

const challengeField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, "Your sign-in has expired. Please log in again.");

/** The login's second step with a code from the authenticator app. */
export const totpLoginSchema = z.object({ challenge: challengeField, code: totpCodeField });
export type TotpLoginInput = z.input<typeof totpLoginSchema>;

/** The login's second step with a recovery code. */
export const recoveryLoginSchema = z.object({ challenge: challengeField, recoveryCode: recoveryCodeField });
export type RecoveryLoginInput = z.input<typeof recoveryLoginSchema>;

/** What the credentials provider accepts after the password step: one or the other. */
export const twoFactorLoginSchema = z.union([totpLoginSchema, recoveryLoginSchema]);
export type TwoFactorLoginInput = z.output<typeof twoFactorLoginSchema>;

/** Enrolment: the first code from the app proves it holds the secret. */
export const confirmTwoFactorSchema = z.object({ code: totpCodeField });
export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorSchema>;

/** Re-entering the password before a sensitive change (lib/auth/reauth.ts). */
export const reauthSchema = z.object({
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(PASSWORD_MAX_LENGTH, "Your password is incorrect"),
});
export type ReauthInput = z.infer<typeof reauthSchema>;

/** Actions that take no input (start, regenerate, disable). */
export const noInputSchema = z.object({});
