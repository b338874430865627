import { z } from "zod";
import { encryptedCardSchema, resumeSchema } from "../schemas";

/**
 * 'Fix your card': the subscription (the provider's id, as the page's URL carries it), the new card
 * encrypted in the browser, and one idempotency key per attempt so a double click charges once.
 */
export const cardUpdateSchema = encryptedCardSchema.extend({
  ...resumeSchema.shape,
  idempotencyKey: z.uuid("billing.attemptMissing"),
});
export type CardUpdateInput = z.infer<typeof cardUpdateSchema>;
