import { z } from "zod";
import { subscriptionId } from "../schemas";

/**
 * 'Change plan', shared by the confirm button and the server: the subscription (the provider's id),
 * the plan chosen, and the amount the member was shown for today, so a preview that went stale (a new
 * day started) is never charged without being seen.
 */
export const planChangeSchema = z.object({
  subscriptionId,
  planCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,32}$/, "billing.planInvalid"),
  chargeCents: z.number().int().min(0).max(100_000_000),
});
export type PlanChangeInput = z.infer<typeof planChangeSchema>;
