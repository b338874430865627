import type { Prisma } from "@/lib/services/database";

/**
 * Provider events may arrive out of order; a subscription's status follows the newest one. This
 * filter goes into the UPDATE itself (rows no newer event has touched), so a newer change made
 * meanwhile is never undone.
 */
export const lastEventBefore = (occurredAt: Date): Prisma.SubscriptionWhereInput => ({
  OR: [{ lastEventAt: null }, { lastEventAt: { lt: occurredAt } }],
});
