import "server-only";
import { fail, failField, ok, type ActionResult } from "@/lib/actions/result";
import { rateLimits } from "@/lib/config/rate-limits";
import type { ClientInfo } from "@/lib/http/client-info";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { consumeRateLimits } from "@/lib/rate-limit";
import { db } from "@/lib/services/database";
import { sendEmailAfterAnswer, type EmailMessage } from "@/lib/services/email";
import { logAuthEvent } from "./auth-events";
import { normalizeEmail } from "./email";
import { liftAccountLockout } from "./lockout";
import { passwordResetEmail } from "./emails";
import { REUSED_PASSWORD_MESSAGE, isRecentPassword, setPassword } from "./password-change";
import { newPasswordErrors } from "./register";
import { retryLaterMessage } from "./retry-later";
import { hashLinkToken, issueEmailToken } from "./tokens";
import { userLanguage } from "./users";

export const RESET_LINK_MINUTES = 60;

/**
 * 'Forgot password': emails a reset link. The answer is the same for unknown addresses; a refusal is
 * worded in `locale`.
 */
export async function requestPasswordReset(
  rawEmail: string,
  client: ClientInfo,
  locale: Locale = defaultLocale,
): Promise<ActionResult> {
  const email = normalizeEmail(rawEmail);
  const limit = await consumeRateLimits([
    [rateLimits.passwordResetPerEmail, email],
    [rateLimits.passwordResetPerIp, client.ip],
  ]);
  if (!limit.allowed) return fail(await retryLaterMessage(limit.retryAfterMs, locale));
  const user = await db.user.findUnique({ where: { email }, select: { id: true, disabledAt: true } });
  // The link is made and queued after the answer, so the answer takes as long for any address.
  if (user && !user.disabledAt) sendEmailAfterAnswer(() => resetMessage(user.id, email));
  await logAuthEvent({ type: "password_reset_request", success: true, userId: user?.id, email, client });
  return ok(undefined);
}

/** A new single-use reset link (earlier unused ones stop working), as the email to send. */
async function resetMessage(userId: string, email: string): Promise<EmailMessage> {
  const token = await issueEmailToken(
    userId,
    "reset_password",
    new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  );
  return { to: email, ...(await passwordResetEmail(token, RESET_LINK_MINUTES, await userLanguage(userId))) };
}

export type ResetLinkState = { valid: true; email: string } | { valid: false; reason: "expired" | "invalid" };

export async function inspectResetToken(token: string, now = new Date()): Promise<ResetLinkState> {
  if (!token || token.length > 200) return { valid: false, reason: "invalid" };
  const record = await db.emailToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    include: { user: { select: { email: true } } },
  });
  if (!record || record.purpose !== "reset_password" || record.usedAt)
    return { valid: false, reason: "invalid" };
  if (record.expiresAt <= now) return { valid: false, reason: "expired" };
  return { valid: true, email: record.user.email };
}

/**
 * Sets the new password from a reset link (once), confirms the email it proves, lifts a lockout,
 * and ends every session.
 */
export async function resetPassword(
  token: string,
  password: string,
  client: ClientInfo,
  now = new Date(),
): Promise<ActionResult> {
  const state = await inspectResetToken(token, now);
  if (!state.valid)
    return failField(
      "token",
      state.reason === "expired"
        ? "This reset link has expired. Please request a new one."
        : "This reset link is invalid or has already been used.",
    );
  const record = await db.emailToken.findUniqueOrThrow({ where: { tokenHash: hashLinkToken(token) } });
  const errors = await newPasswordErrors(password, state.email);
  if (errors.length) return failField("password", errors[0]!);
  if (await isRecentPassword(record.userId, password)) return failField("password", REUSED_PASSWORD_MESSAGE);
  const claimed = await db.emailToken.updateMany({
    where: { id: record.id, usedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count === 0) return failField("token", "This reset link is invalid or has already been used.");
  await setPassword(record.userId, password, null);
  // The link arrived by email, which proves the address, and lifts a lockout: the page then says
  // "You can now log in", and it must be true.
  await db.user.updateMany({
    where: { id: record.userId, emailConfirmedAt: null },
    data: { emailConfirmedAt: now },
  });
  const lockoutLifted = (await liftAccountLockout(state.email, now)) !== null;
  await logAuthEvent({
    type: "password_reset",
    success: true,
    userId: record.userId,
    email: state.email,
    client,
    details: { lockoutLifted },
  });
  return ok(undefined);
}
