import { planSeeds } from "@/lib/billing/plan-seeds";
import { quotaDefaults } from "@/lib/config/quotas";
import { securityConfigDefaults } from "@/lib/config/security";
import { normalizeEmail } from "@/lib/auth/email";
import { seedDemoTwoFactor } from "@/lib/auth/two-factor/demo";
import { seedDemoLeads } from "@/lib/leads/demo-leads";
import { hashPassword } from "@/lib/auth/password-hash";
import type { Database, Role } from "@/lib/services/database";

/** Demo accounts for local trials (listed in the README). Never created in production. */
export const demoPassword = "Nomad-Demo-2026";
export const demoAccounts: ReadonlyArray<{ email: string; name: string; role: Role; occupation: string }> = [
  { email: "member@demo.latitud.app", name: "Marina Member", role: "member", occupation: "UX designer" },
  {
    email: "subscriber@demo.latitud.app",
    name: "Sofía Subscriber",
    role: "member",
    occupation: "Software engineer",
  },
  {
    email: "lawyer@demo.latitud.app",
    name: "Lucas Lawyer",
    role: "lawyer",
    occupation: "Immigration lawyer",
  },
  { email: "admin@demo.latitud.app", name: "Ada Admin", role: "admin", occupation: "Community manager" },
];

export type SeedOptions = { demo: boolean; adminEmails: string[] };

/** Idempotent: safe to run on every start. Existing settings keep the values an admin gave them. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  for (const [settingName, settingValue] of Object.entries(securityConfigDefaults)) {
    await db.authSecurityConfig.upsert({
      where: { settingName },
      create: { settingName, settingValue },
      update: {},
    });
  }
  for (const { role, chatType, dailyLimit } of quotaDefaults) {
    await db.quotaConfig.upsert({
      where: { role_chatType: { role, chatType } },
      create: { role, chatType, dailyLimit },
      update: {},
    });
  }
  for (const { features, ...plan } of planSeeds) {
    await db.subscriptionPlan.upsert({
      where: { code: plan.code },
      create: { ...plan, features },
      update: {},
    });
  }
  if (options.demo) {
    await seedDemoAccounts(db);
    await seedDemoTwoFactor(db);
    await seedDemoSubscription(db);
    await seedDemoLeads(db);
  }
  if (options.adminEmails.length) {
    await db.user.updateMany({
      where: { email: { in: options.adminEmails.map(normalizeEmail) } },
      data: { role: "admin" },
    });
  }
}

/**
 * The demo subscriber's monthly plan, as the local card sandbox would have sold it: the sandbox's
 * own record, our subscription and the first payment. Only for the demo (never in production).
 */
async function seedDemoSubscription(db: Database): Promise<void> {
  const user = await db.user.findUnique({
    where: { email: "subscriber@demo.latitud.app" },
    select: { id: true, email: true },
  });
  if (!user || (await db.subscription.count({ where: { userId: user.id } }))) return;
  const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "monthly" } });
  const planToken = plan.caliPlanToken ?? "plan_demo_monthly";
  await db.caliSandboxPlan.upsert({
    where: { token: planToken },
    create: {
      token: planToken,
      reference: plan.code,
      name: plan.name,
      amountCents: plan.priceCents,
      currency: plan.currency,
      intervalDays: plan.intervalDays,
    },
    update: {},
  });
  await db.subscriptionPlan.update({ where: { id: plan.id }, data: { caliPlanToken: planToken } });
  const start = new Date();
  const end = new Date(start.getTime() + plan.intervalDays * 86_400_000);
  const providerId = "sub_demo_subscriber";
  await db.caliSandboxSubscription.upsert({
    where: { id: providerId },
    create: {
      id: providerId,
      planToken,
      customerReference: user.id,
      customerEmail: user.email,
      cardOutcome: "approve",
      cardBrand: "visa",
      cardLastFour: "4242",
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: end,
    },
    update: {},
  });
  await db.subscription.create({
    data: {
      userId: user.id,
      planId: plan.id,
      status: "active",
      billingProviderId: providerId,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      cardBrand: "visa",
      cardLastFour: "4242",
      payments: {
        create: {
          transactionId: "txn_demo_subscriber",
          amountCents: plan.priceCents,
          currency: plan.currency,
          status: "approved",
          kind: "initial",
          cardBrand: "visa",
          cardLastFour: "4242",
        },
      },
    },
  });
}

async function seedDemoAccounts(db: Database): Promise<void> {
  const existing = await db.user.findMany({
    where: { email: { in: demoAccounts.map((a) => a.email) } },
    select: { email: true },
  });
  const missing = demoAccounts.filter((a) => !existing.some((e) => e.email === a.email));
  if (!missing.length) return;
  const passwordHash = await hashPassword(demoPassword);
  // Established accounts: the community's new-account limits (first 3 days) are not what a demo shows.
  const createdAt = new Date(Date.now() - 30 * 86_400_000);
  for (const account of missing) {
    await db.user.create({
      data: {
        email: account.email,
        passwordHash,
        role: account.role,
        createdAt,
        emailConfirmedAt: new Date(),
        profile: { create: { fullName: account.name, occupation: account.occupation } },
      },
    });
  }
}
