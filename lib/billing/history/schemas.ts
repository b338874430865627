import { z } from "zod";

/**
 * The forms of billing history, shared by the browser and the server actions. Messages are keys of
 * the `billingHistory` catalogue's `validation` group (the forms translate them).
 */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null);

/** What a member wants on their receipts: both optional. */
export const billingDetailsSchema = z.object({
  billingName: optionalText(120, "nameTooLong"),
  taxId: optionalText(40, "taxIdTooLong"),
});
export type BillingDetailsForm = z.input<typeof billingDetailsSchema>;

/** "12.34" → 1234: dollars with at most two decimals. */
export const centsOf = (amount: string) => Math.round(Number(amount) * 100);

/** An admin's refund: the amount in the payment's currency (partial allowed), an optional reason. */
export const refundFormSchema = z.object({
  paymentId: z.uuid(),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, "amountInvalid")
    .refine((amount) => centsOf(amount) >= 1, "amountInvalid"),
  reason: optionalText(500, "reasonTooLong"),
  /** One per confirmed refund: a double click or a retry is the same refund. */
  idempotencyKey: z.uuid(),
});
export type RefundForm = z.input<typeof refundFormSchema>;
