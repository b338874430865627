import { z } from "zod";

/** Waitlist form: non-empty and containing '@'; also a real address shape, max 254 chars. */
export const waitlistSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .min(1, "Please enter a valid email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
