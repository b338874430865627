import { randomUUID } from "node:crypto";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db, type Role } from "@/lib/services/database";
import { createUser } from "./factories";

const day = 86_400_000;

/**
 * A member for community tests, straight in the database: `premium` gives an active subscription
 * (a plan of its own), `ageDays` backdates the account (the new-account flood limit counts from it).
 * Returns the user and the CurrentUser the domain functions take.
 */
export async function communityMember({
  premium = true,
  role = "member" as Role,
  ageDays = 30,
  name = "Community Nomad",
} = {}): Promise<{ user: { id: string; email: string; role: Role }; current: CurrentUser }> {
  const user = await createUser({ role, name, createdAt: new Date(Date.now() - ageDays * day) });
  if (premium && role !== "admin") {
    const now = Date.now();
    await db.subscription.create({
      data: {
        user: { connect: { id: user.id } },
        plan: {
          create: {
            code: `c-${randomUUID().slice(0, 8)}`,
            name: "Test",
            description: "Test",
            priceCents: 900,
          },
        },
        status: "active",
        currentPeriodStart: new Date(now - 10 * day),
        currentPeriodEnd: new Date(now + 20 * day),
        billingProviderId: `sub_${randomUUID()}`,
      },
    });
  }
  const hasSubscription = premium || role === "admin";
  return {
    user,
    current: {
      id: user.id,
      email: user.email,
      role: user.role,
      name,
      avatarUrl: null,
      sessionId: "test",
      subscribed: hasSubscription && role !== "admin",
      hasSubscription,
    },
  };
}
