import { cache } from "react";
import { hasLawyerPremium } from "@/lib/billing/subscriptions";
import { creditBalance } from "./credits";

/** What every tab of the lawyer dashboard shows in its header. */
export type DashboardContext = { userId: string; canAct: boolean; balance: number; premium: boolean };

/**
 * Lawyers act; admins may look at the dashboard read-only (they hold no credits or profile).
 * Once per request for the same user: the dashboard's layout and its page both need it.
 */
export const dashboardContext = cache(
  async (user: { id: string; role: string }): Promise<DashboardContext> => {
    const [balance, premium] = await Promise.all([creditBalance(user.id), hasLawyerPremium(user.id)]);
    return { userId: user.id, canAct: user.role === "lawyer", balance, premium };
  },
);
