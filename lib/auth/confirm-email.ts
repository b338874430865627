import "server-only";
import { rateLimits } from "@/lib/config/rate-limits";
import { adminEmails } from "@/lib/env";
import { rateLimited } from "@/lib/errors";
import type { ClientInfo } from "@/lib/http/client-info";
import { messageLocale } from "@/lib/i18n/server-messages";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { consumeRateLimits } from "@/lib/rate-limit";
import { db } from "@/lib/services/database";
import { sendEmailAfterAnswer } from "@/lib/services/email";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { confirmationMessage } from "./register";
import { retryLaterMessage } from "./retry-later";
import { getSecurityConfig } from "./security-config";
import { hashLinkToken } from "./tokens";

export type ConfirmationStatus = "confirmed" | "expired" | "invalid";

/**
 * Uses a confirmation link: once only, before it expires. Claiming the token is a single
 * conditional update, so two clicks at the same moment cannot both succeed.
 */
export async function confirmEmail(
  token: string,
  client: ClientInfo | null = null,
  now = new Date(),
): Promise<ConfirmationStatus> {
  if (!token || token.length > 200) return "invalid";
  const tokenHash = hashLinkToken(token);
  const record = await db.emailToken.findUnique({
    where: { tokenHash },
    include: { user: { select: { id: true, email: true, role: true } } },
  });
  if (!record || record.purpose !== "confirm_email" || record.usedAt) return "invalid";
  if (record.expiresAt <= now) return "expired";
  const claimed = await db.emailToken.updateMany({
    where: { id: record.id, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count === 0) return "invalid";
  const makeAdmin = adminEmails().includes(record.user.email);
  await db.user.update({
    where: { id: record.userId },
    data: { emailConfirmedAt: now, ...(makeAdmin ? { role: "admin" } : {}) },
  });
  await logAuthEvent({
    type: "confirm_email",
    success: true,
    userId: record.userId,
    email: record.user.email,
    client,
  });
  return "confirmed";
}

/**
 * The language of the account a confirmation link belongs to (used, expired or not), or null for a
 * link we never issued: the link lands on the site in that language.
 */
export async function confirmationLinkLanguage(token: string): Promise<Locale | null> {
  if (!token || token.length > 200) return null;
  const record = await db.emailToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { purpose: true, user: { select: { language: true } } },
  });
  const language = record?.purpose === "confirm_email" ? record.user.language : null;
  return isLocale(language) ? language : null;
}

/**
 * 'Resend Confirmation Email'. Rate limited per email and per IP. The answer is the same whether
 * or not an unconfirmed account exists for the address; too many is a 429 AppError, worded in
 * `locale` (the request's).
 */
export async function resendConfirmation(
  rawEmail: string,
  client: ClientInfo,
  locale: Locale = messageLocale(),
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const limit = await consumeRateLimits([
    [rateLimits.resendConfirmationPerEmail, email],
    [rateLimits.resendConfirmationPerIp, client.ip],
  ]);
  if (!limit.allowed) {
    throw rateLimited(await retryLaterMessage(limit.retryAfterMs, locale), limit.retryAfterMs);
  }
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailConfirmedAt: true } });
  // The link is made and queued after the answer, so the answer takes as long for any address.
  const { emailConfirmationExpiryHours } = await getSecurityConfig();
  if (user && !user.emailConfirmedAt)
    sendEmailAfterAnswer(() => confirmationMessage(user.id, email, emailConfirmationExpiryHours));
  await logAuthEvent({ type: "resend_confirmation", success: true, userId: user?.id, email, client });
}
