import { z } from "zod";
import { billing } from "@/lib/config/billing";
import { resumeSchema } from "../schemas";

/** 'Pause plan': which subscription and for how many months (billing.pauseMonths); form and server. */
export const pauseSchema = resumeSchema.extend({
  months: z
    .number()
    .int()
    .refine((m) => (billing.pauseMonths as readonly number[]).includes(m), "A pause lasts 1 to 3 months."),
});
export type PauseInput = z.infer<typeof pauseSchema>;
