import { randomUUID } from "node:crypto";
import { grantsAccess } from "@/lib/billing/access";
import { graceDays } from "@/lib/billing/grace";
import { memberPremiumWhere } from "@/lib/billing/subscriptions";
import { communityMemberIds, communityMemberWhere } from "@/lib/community/access";
import { db, type SubscriptionStatus } from "@/lib/services/database";
import { createUser } from "../support/factories";

/*
 * Premium is decided in two places: grantsAccess on a row (the session, the profile) and
 * memberPremiumWhere in a query (lists that filter before their limit). Every state, period end and
 * failure time, on a real database: both must give the same answer.
 */
const day = 86_400_000;
const now = new Date();
const at = (days: number) => new Date(now.getTime() + days * day);

const statuses: SubscriptionStatus[] = ["pending", "active", "past_due", "canceled", "expired", "paused"];
const periodEnds = [at(-30), at(-graceDays()), at(-1), at(1), at(30)];
const failures = [null, at(-graceDays() - 1), at(-graceDays() + 1), at(-1)];

describe("member premium: the row rule and the query filter agree", () => {
  it("for every state, period end and failure time; for a lawyer's plan, never", async () => {
    const memberPlan = await db.subscriptionPlan.create({
      data: { code: `grid-${randomUUID().slice(0, 8)}`, name: "Grid", description: "Grid", priceCents: 1000 },
    });
    const lawyerPlan = await db.subscriptionPlan.create({
      data: {
        code: `grid-lawyer-${randomUUID().slice(0, 8)}`,
        name: "Grid lawyer",
        description: "Grid lawyer",
        priceCents: 1000,
        audience: "lawyer",
      },
    });
    const rows: {
      userId: string;
      status: SubscriptionStatus;
      currentPeriodEnd: Date;
      pastDueSince: Date | null;
      lawyer: boolean;
    }[] = [];
    for (const status of statuses)
      for (const currentPeriodEnd of periodEnds)
        for (const pastDueSince of status === "past_due" ? failures : [null])
          for (const lawyer of [false, true])
            rows.push({ userId: randomUUID(), status, currentPeriodEnd, pastDueSince, lawyer });
    await db.user.createMany({
      data: rows.map((row) => ({
        id: row.userId,
        email: `${row.userId}@example.com`,
        passwordHash: "not-a-hash",
      })),
    });
    await db.subscription.createMany({
      data: rows.map((row) => ({
        userId: row.userId,
        planId: row.lawyer ? lawyerPlan.id : memberPlan.id,
        audience: row.lawyer ? "lawyer" : "member",
        status: row.status,
        currentPeriodStart: new Date(row.currentPeriodEnd.getTime() - 30 * day),
        currentPeriodEnd: row.currentPeriodEnd,
        pastDueSince: row.pastDueSince,
        billingProviderId: row.status === "pending" ? null : `sub_${randomUUID()}`,
      })),
    });
    const ids = rows.map((row) => row.userId);
    const expected = rows.filter((row) => !row.lawyer && grantsAccess(row, now)).map((row) => row.userId);
    const filtered = await db.subscription.findMany({
      where: { userId: { in: ids }, ...memberPremiumWhere(now) },
      select: { userId: true },
    });
    expect(filtered.map((s) => s.userId).sort()).toEqual([...expected].sort());
    // Each kind of answer is in the grid: some grant, some do not, past due both ways.
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(rows.length / 2);
    expect(rows.some((r) => r.status === "past_due" && !r.lawyer && grantsAccess(r, now))).toBe(true);
    expect(rows.some((r) => r.status === "past_due" && !r.lawyer && !grantsAccess(r, now))).toBe(true);

    // In the community: the same members (none of the grid is an admin).
    expect([...(await communityMemberIds(ids, now))].sort()).toEqual([...expected].sort());
  });

  it("the community's member filter is premium members and admins, as communityMemberIds", async () => {
    const admin = await createUser({ role: "admin", name: "Ada Admin" });
    const plain = await createUser({ name: "Pat Plain" });
    const ids = [admin.id, plain.id];
    const users = await db.user.findMany({
      where: { id: { in: ids }, ...communityMemberWhere(now) },
      select: { id: true },
    });
    expect(users.map((u) => u.id)).toEqual([admin.id]);
    expect([...(await communityMemberIds(ids, now))]).toEqual([admin.id]);
  });
});
