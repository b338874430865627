import { z } from "zod";

/**
 * Request bodies of the protocol (lib/services/payments/types.ts). Card semantics are checked
 * later, as declines.
 */
const token = z.string().trim().min(1).max(200);
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, "currency must be a three-letter ISO code")
  .transform((c) => c.toUpperCase());

const encryptedCard = {
  transactionToken: token,
  encryptedCardNumber: z.string().max(1024),
  encryptedCvv: z.string().max(256),
  expirationMonth: z.string().max(4),
  expirationYear: z.string().max(4),
  cardholderName: z.string().trim().min(1).max(200),
};

export const planInput = z.object({
  reference: token,
  name: z.string().trim().min(1).max(200),
  amountCents: z.number().int().min(1).max(100_000_000),
  currency,
  intervalDays: z.number().int().min(1).max(3660),
});

const customer = z.object({ reference: token, email: z.string().trim().email().max(320) });

export const subscribeInput = z.object({
  planToken: token,
  ...encryptedCard,
  customer,
});

export const cardUpdateInput = z.object(encryptedCard);

export const testPaymentInput = z.object({
  ...encryptedCard,
  amountCents: z.number().int().min(1).max(100_000_000),
  currency,
});

export const paymentInput = testPaymentInput.extend({
  description: z.string().trim().min(1).max(200),
  customer,
});

/** POST /v1/subscriptions/{id}/plan: now (charging the merchant's prorated amount) or at renewal. */
export const planChangeInput = z.discriminatedUnion("timing", [
  z.object({
    planToken: token,
    timing: z.literal("now"),
    amountCents: z.number().int().min(1).max(100_000_000),
  }),
  z.object({ planToken: token, timing: z.literal("renewal") }),
]);

export type PlanInput = z.infer<typeof planInput>;
export type SubscribeInput = z.infer<typeof subscribeInput>;
export type CardUpdateInput = z.infer<typeof cardUpdateInput>;
export type TestPaymentInput = z.infer<typeof testPaymentInput>;
export type PaymentInput = z.infer<typeof paymentInput>;

/** POST /v1/subscriptions/{id}/pause: when renewals start again (checked to lie ahead by pause.ts). */
export const pauseInput = z.object({
  resumesAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
});
export type PauseInput = z.infer<typeof pauseInput>;
export type PlanChangeInput = z.infer<typeof planChangeInput>;
export const refundInput = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type RefundInput = z.infer<typeof refundInput>;
