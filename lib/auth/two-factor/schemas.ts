import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../password-policy";
import { normalizeRecoveryCode } from "./recovery-code-format";

/**
 * Two-factor inputs: one schema per input, imported by the form and by the server. Browser-safe
 * (no crypto, no database). Messages are keys of the `validation` catalogue (auth.*).
 */
export const totpCodeField = z
  .string({ error: "auth.totpCode" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "auth.totpCode"));

export const recoveryCodeField = z
  .string({ error: "auth.recoveryCodeRequired" })
  .trim()
  .max(40, "auth.recoveryCodeRequired")
  .refine((value) => normalizeRecoveryCode(value) !== null, "auth.recoveryCodeFormat");

const challengeField = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, "auth.signInExpired");

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
    .string({ error: "auth.passwordMissing" })
    .min(1, "auth.passwordMissing")
    .max(PASSWORD_MAX_LENGTH, "auth.passwordIncorrect"),
});
export type ReauthInput = z.infer<typeof reauthSchema>;

/** Actions that take no input (start, regenerate, disable). */
export const noInputSchema = z.object({});
