import { hasPremiumAccess, sessionStanding } from "@/lib/billing/subscriptions";

/** Whether the user holds a subscription that grants premium access now (lib/billing decides). */
export async function subscriptionStatusOf(userId: string): Promise<boolean> {
  return hasPremiumAccess(userId);
}

/**
 * A session check's billing facts in one query: premium access, and a failed payment the member
 * should fix (lib/billing decides).
 */
export const sessionStandingOf = (userId: string) => sessionStanding(userId);
