import { paymentIssueOf } from "@/lib/billing/dunning/payment-issue";
import { hasPremiumAccess } from "@/lib/billing/subscriptions";

/** Whether the user holds a subscription that grants premium access now (lib/billing decides). */
export async function subscriptionStatusOf(userId: string): Promise<boolean> {
  return hasPremiumAccess(userId);
}

/** A failed payment the member should fix (lib/billing decides). */
export const paymentIssueOfUser = (userId: string) => paymentIssueOf(userId);
