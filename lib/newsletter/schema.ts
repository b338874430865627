import { z } from "zod";

export const newsletterMessages = {
  invalid: "Please enter a valid email address.",
  duplicate: "This email is already subscribed to our newsletter.",
  failed: "Failed to subscribe. Please try again later.",
  unexpected: "An unexpected error occurred. Please try again later.",
  success: "Thank you for subscribing to our newsletter!",
} as const;

/** Newsletter form (spec 2 §5): must contain '@' and '.'; normalised so duplicates are caught. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterMessages.invalid })
    .trim()
    .toLowerCase()
    .max(254, newsletterMessages.invalid)
    .refine((value) => value.includes("@") && value.includes("."), newsletterMessages.invalid)
    .pipe(z.email(newsletterMessages.invalid)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
