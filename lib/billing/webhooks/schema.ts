import { z } from "zod";

/** The shape of a provider webhook we accept; anything else is refused with 400. */
export const webhookEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  created: z.iso.datetime({ offset: true }),
  data: z
    .object({
      subscriptionId: z.string().max(200).optional(),
      transactionId: z.string().max(200).optional(),
      amountCents: z.number().int().nonnegative().optional(),
      currency: z.string().length(3).optional(),
      status: z.string().max(50).optional(),
      currentPeriodStart: z.iso.datetime({ offset: true }).optional(),
      currentPeriodEnd: z.iso.datetime({ offset: true }).optional(),
      canceledAt: z.iso.datetime({ offset: true }).optional(),
      cardInfo: z
        .object({ brand: z.string().max(30), lastFourDigits: z.string().regex(/^\d{4}$/) })
        .optional(),
      authorizationCode: z.string().max(100).optional(),
      customerReference: z.string().max(200).optional(),
      declineCode: z.string().max(100).optional(),
      planToken: z.string().max(200).optional(),
      resumesAt: z.iso.datetime({ offset: true }).optional(),
      refundId: z.string().max(200).optional(),
      reason: z.string().max(500).optional(),
    })
    .passthrough(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
