import { z } from "zod";

/**
 * Waitlist form: non-empty and containing '@'; also a real address shape, max 254 chars. The
 * message is a key of the `validation` catalogue ("Please enter a valid email address").
 */
export const waitlistSchema = z.object({
  email: z
    .string({ error: "waitlist.email" })
    .trim()
    .min(1, "waitlist.email")
    .max(254, "waitlist.email")
    .pipe(z.email("waitlist.email")),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
