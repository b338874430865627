import { hasPremiumAccess } from "@/lib/billing/subscriptions";

/** Whether the user holds a subscription that grants premium access now (lib/billing decides). */
export async function subscriptionStatusOf(userId: string): Promise<boolean> {
  return hasPremiumAccess(userId);
}
