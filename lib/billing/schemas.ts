import { z } from "zod";
import type { CardPayload } from "@/lib/services/payments/types";
import { MAX_EXPIRY_YEARS_AHEAD, digitsOnly, isExpired, luhnValid } from "./card-rules";

/**
 * The card form, checked on every change in the browser. The card number and CVV never leave the
 * browser unencrypted; the server validates what it receives (subscribeSchema).
 */
export function cardFormSchema(now = new Date()) {
  const year = now.getFullYear();
  return z
    .object({
      cardNumber: z
        .string()
        .min(19, "Card number must be complete")
        .refine((value) => {
          const digits = digitsOnly(value);
          return digits.length >= 13 && digits.length <= 19 && luhnValid(digits);
        }, "Please enter a valid card number"),
      cardholderName: z
        .string()
        .trim()
        .min(3, "Please enter the cardholder name")
        .max(100, "Please enter the cardholder name"),
      expiryMonth: z
        .string()
        .min(1, "Required")
        .regex(/^\d{2}$/, "Must be 2 digits")
        .refine((m) => Number(m) >= 1 && Number(m) <= 12, "Invalid month"),
      expiryYear: z
        .string()
        .min(1, "Required")
        .regex(/^\d{4}$/, "Must be 4 digits")
        .refine((y) => Number(y) >= year && Number(y) <= year + MAX_EXPIRY_YEARS_AHEAD, "Invalid year"),
      cvv: z
        .string()
        .min(3, "CVV is too short")
        .max(4, "CVV is too long")
        .regex(/^\d{3,4}$/, "Must be 3-4 digits"),
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
        ctx.addIssue({ code: "custom", path: ["expiryMonth"], message: "Card has expired" });
      }
    });
}
export type CardFormInput = z.infer<ReturnType<typeof cardFormSchema>>;

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i, "Invalid encrypted data")
  .max(512);

/** A card as the browser sends it to pay: number and CVV encrypted, never the clear values. */
export const encryptedCardSchema = z.object({
  transactionToken: z.string().min(8).max(200),
  encryptedCardNumber: hex.min(32),
  encryptedCvv: hex.min(32),
  expirationMonth: z.string().regex(/^\d{2}$/, "Must be 2 digits"),
  expirationYear: z.string().regex(/^\d{4}$/, "Must be 4 digits"),
  cardholderName: z.string().trim().min(3, "Please enter the cardholder name").max(100),
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
    .regex(/^[a-z0-9_-]{1,32}$/, "Invalid plan selection. Please try again."),
  /** One per payment attempt, so double clicks and retries never charge twice. */
  idempotencyKey: z.uuid("Missing required information. Please try again."),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The provider's subscription id, as /cancellation-options/{id} and the profile carry it. */
const subscriptionId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Subscription not found");

export const resumeSchema = z.object({ subscriptionId });

export const cancellationSchema = z.object({
  subscriptionId,
  reason: z.enum(["too_expensive", "not_using", "missing_features", "switching", "other"]).nullish(),
  feedback: z.string().trim().max(2000, "Please keep your feedback under 2,000 characters.").nullish(),
});
export type CancellationInput = z.infer<typeof cancellationSchema>;
