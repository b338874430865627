"use server";

import { fail, ok } from "@/lib/actions/result";
import { validatedAction } from "@/lib/actions/validated-action";
import { newsletterMessages, newsletterSchema } from "./schema";
import { subscribeToNewsletter, unsubscribeFromNewsletter } from "./subscriptions";
import { z } from "zod";

export const subscribeToNewsletterAction = validatedAction(
  newsletterSchema,
  async ({ email }) => {
    const outcome = await subscribeToNewsletter(email);
    return outcome === "subscribed" ? ok(newsletterMessages.success) : fail(newsletterMessages.duplicate);
  },
  newsletterMessages.failed,
);

export const unsubscribeFromNewsletterAction = validatedAction(z.object({ token: z.string().max(64) }), async ({ token }) =>
  (await unsubscribeFromNewsletter(token)) ? ok(undefined) : fail("This unsubscribe link is invalid."),
);
