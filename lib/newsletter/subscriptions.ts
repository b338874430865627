import "server-only";
import { randomUUID } from "node:crypto";
import { createLinkToken, hashLinkToken } from "@/lib/auth/tokens";
import { normalizeEmail } from "@/lib/auth/email";
import { newsletter } from "@/lib/config/newsletter";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
import { logger } from "@/lib/observability/logger";
import { db } from "@/lib/services/database";
import { sendEmail } from "@/lib/services/email";
import { confirmationEmail, welcomeEmail } from "./emails";
import { confirmTokenSchema } from "./schema";

/**
 * The newsletter's double opt-in. A sign-up stores the address with a single-use confirmation
 * token (only its SHA-256 is kept) and emails the link; only an address whose owner followed the
 * link, and has not unsubscribed since, is a subscriber. Every rule is one SQL statement, so
 * parallel requests cannot send twice or confirm twice.
 */

/** Every valid sign-up gets the same answer: it never tells whether the address is subscribed. */
export type SubscribeOutcome = "check-inbox";

/**
 * Signs an address up. A new address, an unconfirmed one or one that unsubscribed gets a fresh
 * link (the previous one stops working), at most once per `confirmResendIntervalMs`; a subscribed
 * address gets nothing. One conditional upsert decides, so parallel sign-ups send one email.
 * `language` is the language of the page the form was on: the newsletter's emails are written in it.
 */
export async function subscribeToNewsletter(
  email: string,
  language: Locale = defaultLocale,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const address = normalizeEmail(email);
  const { token, tokenHash } = createLinkToken();
  const expiresAt = new Date(now.getTime() + newsletter.confirmTokenTtlMs);
  const resendBefore = new Date(now.getTime() - newsletter.confirmResendIntervalMs);
  const issued = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO newsletter_subscribers (id, email, unsubscribe_token, created_at, confirm_token_hash, confirm_token_expires_at, confirm_sent_at, language)
    VALUES (${randomUUID()}::uuid, ${address}, ${randomUUID()}::uuid, ${now}, ${tokenHash}, ${expiresAt}, ${now}, ${language}::"Language")
    ON CONFLICT (email) DO UPDATE
      SET confirm_token_hash = EXCLUDED.confirm_token_hash,
          confirm_token_expires_at = EXCLUDED.confirm_token_expires_at,
          confirm_sent_at = EXCLUDED.confirm_sent_at,
          language = EXCLUDED.language
      WHERE (newsletter_subscribers.confirmed_at IS NULL OR newsletter_subscribers.unsubscribed_at IS NOT NULL)
        AND (newsletter_subscribers.confirm_sent_at IS NULL OR newsletter_subscribers.confirm_sent_at <= ${resendBefore})
    RETURNING id`;
  if (issued.length) {
    await confirmationEmail(token, language)
      .then((message) => sendEmail({ to: address, ...message }))
      .catch((error) =>
        logger.error(
          { detail: error instanceof Error ? error.message : String(error) },
          "[newsletter] confirmation email failed:",
        ),
      );
  }
  return "check-inbox";
}

/** The address a confirmation link is for, while the link still works (the page shows it). */
export async function findPendingConfirmation(
  token: string,
  now = new Date(),
): Promise<{ email: string } | null> {
  if (!confirmTokenSchema.safeParse(token).success) return null;
  return db.newsletterSubscriber.findFirst({
    where: { confirmTokenHash: hashLinkToken(token), confirmTokenExpiresAt: { gt: now } },
    select: { email: true },
  });
}

/**
 * Confirms the address of a link: once, while it has not expired. The token is cleared in the same
 * statement, so of parallel clicks only one finds it. Then the welcome email, with the unsubscribe
 * link. Null when the link is unknown, used or expired.
 */
export async function confirmSubscription(
  token: string,
  now = new Date(),
): Promise<{ email: string } | null> {
  if (!confirmTokenSchema.safeParse(token).success) return null;
  const [confirmed] = await db.$queryRaw<{ email: string; unsubscribe_token: string; language: Locale }[]>`
    UPDATE newsletter_subscribers
       SET confirmed_at = ${now}, unsubscribed_at = NULL, confirm_token_hash = NULL, confirm_token_expires_at = NULL
     WHERE confirm_token_hash = ${hashLinkToken(token)} AND confirm_token_expires_at > ${now}
    RETURNING email, unsubscribe_token::text, language::text`;
  if (!confirmed) return null;
  await welcomeEmail(confirmed.unsubscribe_token, confirmed.language)
    .then((message) => sendEmail({ to: confirmed.email, ...message }))
    .catch((error) =>
      logger.error(
        { detail: error instanceof Error ? error.message : String(error) },
        "[newsletter] welcome email failed:",
      ),
    );
  return { email: confirmed.email };
}

/** Ends a subscription by the secret token of its unsubscribe link; false when the token is unknown. */
export async function unsubscribeFromNewsletter(token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  const result = await db.newsletterSubscriber.updateMany({
    where: { unsubscribeToken: token },
    data: { unsubscribedAt: new Date() },
  });
  return result.count > 0;
}

export async function findSubscriberByToken(token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  return db.newsletterSubscriber.findUnique({
    where: { unsubscribeToken: token },
    select: { email: true, unsubscribedAt: true },
  });
}
