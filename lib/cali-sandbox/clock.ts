import "server-only";
import { db, type Prisma } from "@/lib/services/database";
import { advanceSubscription } from "./renewals";

/** Subscriptions the provider renews at `now`: paused ones whose pause is over, active ones whose period ended. */
const dueAt = (now: Date): Prisma.CaliSandboxSubscriptionWhereInput => ({
  OR: [
    { status: "paused", resumesAt: { lte: now } },
    { status: "active", currentPeriodEnd: { lte: now } },
  ],
});

/**
 * The sandbox's clock, as the real provider renews by itself: every subscription due at `now` is
 * renewed through advance's conditional path, still due in the UPDATE itself, so parallel sweeps
 * (or a member resuming meanwhile) charge once. Run by the periodic billing worker.
 */
export async function renewDueSandboxSubscriptions(
  now = new Date(),
  batch = 100,
): Promise<{ renewed: number; declined: number }> {
  const due = await db.caliSandboxSubscription.findMany({
    where: dueAt(now),
    select: { id: true },
    orderBy: { id: "asc" },
    take: batch,
  });
  let renewed = 0;
  let declined = 0;
  for (const { id } of due) {
    const result = await advanceSubscription(id, { now, onlyIf: dueAt(now) });
    const renewal =
      result.status === 200 ? (result.body.renewal as { status: string } | undefined) : undefined;
    if (renewal?.status === "approved") renewed++;
    else if (renewal) declined++;
  }
  return { renewed, declined };
}
