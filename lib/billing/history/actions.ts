"use server";

import { revalidatePath } from "next/cache";
import { authedAction } from "@/lib/actions/authed-action";
import { ok } from "@/lib/actions/result";
import { saveBillingDetails } from "./billing-details";
import { billingDetailsSchema, centsOf, refundFormSchema } from "./schemas";
import { refundPayment } from "../refunds/refunds";

/** The member's billing name and tax id for receipts. */
export const saveBillingDetailsAction = authedAction(
  billingDetailsSchema,
  async (values, user) => ok(await saveBillingDetails(user.id, values)),
  { fallbackError: "Update failed" },
);

/** An admin refunds a charge, fully or in part (the dialog has confirmed it). */
export const refundPaymentAction = authedAction(
  refundFormSchema,
  async ({ paymentId, amount, reason, idempotencyKey }, user) => {
    const refund = await refundPayment(user, {
      paymentId,
      amountCents: centsOf(amount),
      reason,
      idempotencyKey,
    });
    revalidatePath("/admin");
    return ok(refund);
  },
  { roles: ["admin"] },
);
