import { z } from "zod";
import type { CardPayload } from "@/lib/services/payments/types";
import { MAX_EXPIRY_YEARS_AHEAD, digitsOnly, isExpired, luhnValid } from "./card-rules";

/**
 * The card form, checked on every change in the browser. Messages are keys of the `validation`
 * catalogue, translated by the form and by the server's answer. The card number and CVV never leave the
 * browser unencrypted; the server validates what it receives (subscribeSchema).
 */
export function cardFormSchema(now = new Date()) {
  const year = now.getFullYear();
  return z
    .object({
      cardNumber: z
        .string()
        .min(19, "billing.cardNumberIncomplete")
        .refine((value) => {
          const digits = digitsOnly(value);
          return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
        }, "billing.cardNumberInvalid"),
      cardholderName: z.string().trim().min(3, "billing.cardholderName").max(100, "billing.cardholderName"),
      expiryMonth: z
        .string()
        .min(1, "billing.required")
        .regex(/^\d{2}$/, "billing.twoDigits")
        .refine((m) => Number(m) >= 1 && Number(m) <= 12, "billing.monthInvalid"),
      expiryYear: z
        .string()
        .min(1, "billing.required")
        .regex(/^\d{4}$/, "billing.fourDigits")
        .refine(
          (y) => Number(y) >= year && Number(y) <= year + MAX_EXPIRY_YEARS_AHEAD,
          "billing.yearInvalid",
        ),
      cvv: z
        .string()
        .min(3, "billing.cvvTooShort")
        .max(4, "billing.cvvTooLong")
        .regex(/^\d{3,4}$/, "billing.cvvDigits"),
    })
    .superRefine((card, ctx) => {
      const month = Number(card.expiryMonth);
      const y = Number(card.expiryYear);
      if (
        /^\d{2}$/.test(card.expiryMonth) &&
        /^\d{4}$/.test(card.expiryYear) &&
        month >= 1 &&
        month <= 12 &&
        isExpired(month, y, now)
      ) {
        ctx.addIssue({ code: "custom", path: ["expiryMonth"], message: "billing.cardExpired" });
      }
    });
}
export type CardFormInput = z.infer<ReturnType<typeof cardFormSchema>>;

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i, "billing.encryptedInvalid")
  .max(512);

/** A card as the browser sends it to pay: number and CVV encrypted, never the clear values. */
export const encryptedCardSchema = z.object({
  transactionToken: z.string().min(8).max(200),
  encryptedCardNumber: hex.min(32),
  encryptedCvv: hex.min(32),
  expirationMonth: z.string().regex(/^\d{2}$/, "billing.twoDigits"),
  expirationYear: z.string().regex(/^\d{4}$/, "billing.fourDigits"),
  cardholderName: z.string().trim().min(3, "billing.cardholderName").max(100),
}) satisfies z.ZodType<CardPayload>;
export type EncryptedCard = z.infer<typeof encryptedCardSchema>;

const cardKeys = Object.keys(encryptedCardSchema.shape) as (keyof EncryptedCard)[];

/** The card of a payment request, as the provider takes it: the card fields and nothing else. */
export function cardOf(input: EncryptedCard): CardPayload {
  return Object.fromEntries(cardKeys.map((key) => [key, input[key]])) as CardPayload;
}

/** What the browser sends to subscribe: the plan and the encrypted card. */
export const subscribeSchema = encryptedCardSchema.extend({
  planCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,32}$/, "billing.planInvalid"),
  /** One per payment attempt, so double clicks and retries never charge twice. */
  idempotencyKey: z.uuid("billing.attemptMissing"),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The provider's subscription id, as /cancellation-options/{id} and the profile carry it. */
export const subscriptionId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "billing.subscriptionNotFound");

export const resumeSchema = z.object({ subscriptionId });

export const cancellationSchema = z.object({
  subscriptionId,
  reason: z.enum(["too_expensive", "not_using", "missing_features", "switching", "other"]).nullish(),
  feedback: z.string().trim().max(2000, "billing.feedbackTooLong").nullish(),
});
export type CancellationInput = z.infer<typeof cancellationSchema>;
