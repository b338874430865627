import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { isUniqueViolation } from "@/lib/services/database/errors";
import { rateLimits } from "@/lib/config/rate-limits";
import { adminEmails } from "@/lib/env";
import type { ClientInfo } from "@/lib/http/client-info";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { consumeRateLimit } from "@/lib/rate-limit";
import { db } from "@/lib/services/database";
import { sendEmailAfterAnswer, type EmailMessage } from "@/lib/services/email";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { alreadyRegisteredEmail, confirmationEmail } from "./emails";
import { hashPassword } from "./password-hash";
import { passwordPolicyErrors } from "./password-policy";
import { passwordRuleText } from "./password-rule-text";
import { passwordStrengthErrors } from "./password-strength";
import { getSecurityConfig } from "./security-config";
import { issueEmailToken } from "./tokens";
import { userLanguage } from "./users";

/**
 * All password rules for a new password: the configured policy first (its words in `locale`; the
 * actions' schemas have applied it already), then the strength checks (English, translated with the
 * action's answer).
 */
export async function newPasswordErrors(
  password: string,
  email: string,
  locale: Locale = defaultLocale,
): Promise<string[]> {
  const { passwordPolicy } = await getSecurityConfig();
  const ruleText = await passwordRuleText(locale, passwordPolicy);
  return [
    ...passwordPolicyErrors(password, passwordPolicy, ruleText),
    ...passwordStrengthErrors(password, { email }),
  ];
}

/**
 * Creates an unconfirmed account and emails a confirmation link. An address that is already
 * registered gets the same answer (and its owner a heads-up email), so the form never reveals
 * which emails have accounts. `language` is the page's the person registered on: the account's
 * language from then on (their emails, lib/auth/users.ts).
 */
export async function registerUser(
  input: { name?: string; email: string; password: string; language?: Locale },
  client: ClientInfo,
): Promise<ActionResult<{ confirmationRequired: boolean }>> {
  const email = normalizeEmail(input.email);
  const limit = await consumeRateLimit(rateLimits.registerPerIp, client.ip);
  if (!limit.allowed) return fail("Too many registrations from your network. Please try again later.");

  const language = input.language ?? defaultLocale;
  const errors = await newPasswordErrors(input.password, email, language);
  if (errors.length) return fail(errors[0]!);

  const config = await getSecurityConfig();
  const passwordHash = await hashPassword(input.password);
  const confirmed = !config.emailConfirmationRequired;
  let user;
  try {
    user = await db.user.create({
      data: {
        email,
        passwordHash,
        language,
        emailConfirmedAt: confirmed ? new Date() : null,
        role: confirmed && adminEmails().includes(email) ? "admin" : "member",
        profile: { create: { fullName: input.name?.trim() || null } },
        passwordHistory: { create: { passwordHash } },
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      sendEmailAfterAnswer(async () => {
        const owner = await db.user.findUnique({ where: { email }, select: { id: true } });
        return owner ? { to: email, ...(await alreadyRegisteredEmail(await userLanguage(owner.id))) } : null;
      });
      await logAuthEvent({
        type: "register",
        success: false,
        email,
        client,
        details: { reason: "already_registered" },
      });
      return ok({ confirmationRequired: true });
    }
    throw error;
  }

  await logAuthEvent({ type: "register", success: true, userId: user.id, email, client });
  if (!confirmed)
    sendEmailAfterAnswer(() => confirmationMessage(user.id, email, config.emailConfirmationExpiryHours));
  return ok({ confirmationRequired: !confirmed });
}

/**
 * Issues a new single-use confirmation link (earlier unused links of the user stop working), as the
 * email to send.
 */
export async function confirmationMessage(
  userId: string,
  email: string,
  expiryHours: number,
): Promise<EmailMessage> {
  const token = await issueEmailToken(
    userId,
    "confirm_email",
    new Date(Date.now() + expiryHours * 3_600_000),
  );
  return { to: email, ...(await confirmationEmail(token, expiryHours, await userLanguage(userId))) };
}
