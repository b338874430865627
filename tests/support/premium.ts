import { randomUUID } from "node:crypto";
import { db, type Role } from "@/lib/services/database";
import { createUser } from "./factories";

/** A member with an active member-plan subscription for 20 more days (premium: the community chat). */
export async function premiumMember(name = "Premium Nomad", role: Role = "member") {
  const user = await createUser({ name, role });
  const plan = await db.subscriptionPlan.create({
    data: {
      code: `test-${randomUUID().slice(0, 8)}`,
      name: "Test",
      description: "Test plan",
      priceCents: 1000,
    },
  });
  const end = new Date(Date.now() + 20 * 86_400_000);
  await db.subscription.create({
    data: {
      userId: user.id,
      planId: plan.id,
      status: "active",
      currentPeriodStart: new Date(end.getTime() - 30 * 86_400_000),
      currentPeriodEnd: end,
      billingProviderId: `sub_${randomUUID()}`,
    },
  });
  return user;
}
