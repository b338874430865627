"use server";

import { fail, ok } from "@/lib/actions/result";
import { validatedAction } from "@/lib/actions/validated-action";
import { messageLocale } from "@/lib/i18n/server-messages";
import { confirmNewsletterSchema, newsletterMessages, newsletterSchema } from "./schema";
import { confirmSubscription, subscribeToNewsletter, unsubscribeFromNewsletter } from "./subscriptions";
import { z } from "zod";

/** Sign-up: always the same answer for a valid address (the confirmation email does the rest). */
export const subscribeToNewsletterAction = validatedAction(
  newsletterSchema,
  async ({ email }) => {
    // The emails are written in the language of the page the form was on.
    await subscribeToNewsletter(email, messageLocale());
    return ok(newsletterMessages.checkInbox);
  },
  newsletterMessages.failed,
);

/** The confirmation page's button (a click, not the link itself: mail scanners open links). */
export const confirmNewsletterAction = validatedAction(
  confirmNewsletterSchema,
  async ({ token }) => {
    const confirmed = await confirmSubscription(token);
    return confirmed ? ok({ email: confirmed.email }) : fail(newsletterMessages.invalidLink);
  },
  newsletterMessages.confirmFailed,
);

export const unsubscribeFromNewsletterAction = validatedAction(
  z.object({ token: z.string().max(64) }),
  async ({ token }) =>
    (await unsubscribeFromNewsletter(token)) ? ok(undefined) : fail("This unsubscribe link is invalid."),
);
