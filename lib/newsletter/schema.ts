import { z } from "zod";
import { newsletter } from "@/lib/config/newsletter";

export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  failed: "Failed to subscribe. Please try again later.",
  unexpected: "An unexpected error occurred. Please try again later.",
  /** The one answer to every valid sign-up: it never tells whether the address is already subscribed. */
  checkInbox: "Almost there! Check your inbox and click the link to confirm your subscription.",
  invalidLink: `This confirmation link is not valid any more. It works once, within ${newsletter.confirmTokenTtlHours} hours: subscribe again to get a new one.`,
  confirmFailed: "We couldn't confirm your subscription. Please try again later.",
} as const;

/** The `validation` key of `newsletterMessages.invalid`, the form schema's one message. */
const invalidEmail = "newsletter.email";

/** Newsletter form: must contain '@' and '.'; normalised so duplicates are caught. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, invalidEmail)
    .refine((value) => value.includes("@") && value.includes("."), invalidEmail)
    .pipe(z.email(invalidEmail)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** A confirmation link's token: 32 random bytes, base64url. Anything else is refused before any lookup. */
export const confirmTokenSchema = z.string().regex(/^[\w-]{43}$/, newsletterMessages.invalidLink);

export const confirmNewsletterSchema = z.object({ token: confirmTokenSchema });
