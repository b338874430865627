import "server-only";
import { db } from "@/lib/services/database/index";

export type BillingDetailsValues = { billingName: string | null; taxId: string | null };

/** The member's billing name and tax id for receipts; both null when never given. */
export async function billingDetailsOf(userId: string): Promise<BillingDetailsValues> {
  const row = await db.billingDetails.findUnique({ where: { userId } });
  return { billingName: row?.billingName ?? null, taxId: row?.taxId ?? null };
}

/** Saves them (one upsert: a member has one row). */
export async function saveBillingDetails(
  userId: string,
  values: BillingDetailsValues,
): Promise<BillingDetailsValues> {
  const row = await db.billingDetails.upsert({
    where: { userId },
    create: { userId, ...values },
    update: values,
  });
  return { billingName: row.billingName, taxId: row.taxId };
}
