import { verifyPassword } from "@/lib/auth/password-hash";
import { securityConfigDefaults } from "@/lib/config/security";
import { quotaDefaults } from "@/lib/config/quotas";
import { db } from "@/lib/services/database";
import { demoAccounts, demoPassword, seedDatabase } from "@/prisma/seed";

describe("seed", () => {
  it("writes the security and quota defaults, and keeps values an admin changed", async () => {
    await seedDatabase(db, { demo: false, adminEmails: [] });
    expect(await db.authSecurityConfig.count()).toBe(Object.keys(securityConfigDefaults).length);
    expect(
      await db.quotaConfig.findUnique({ where: { role_chatType: { role: "registered", chatType: "visa" } } }),
    ).toEqual(expect.objectContaining({ dailyLimit: 7 }));
    expect(await db.quotaConfig.count()).toBe(quotaDefaults.length);

    await db.authSecurityConfig.update({
      where: { settingName: "password_min_length" },
      data: { settingValue: "12" },
    });
    await seedDatabase(db, { demo: false, adminEmails: [] });
    expect(
      (await db.authSecurityConfig.findUniqueOrThrow({ where: { settingName: "password_min_length" } }))
        .settingValue,
    ).toBe("12");
  });

  it("creates no demo accounts unless asked", async () => {
    expect(await db.user.count({ where: { email: { in: demoAccounts.map((a) => a.email) } } })).toBe(0);
  });

  it("creates the four demo accounts once, confirmed, with argon2id hashes", async () => {
    await seedDatabase(db, { demo: true, adminEmails: [] });
    await seedDatabase(db, { demo: true, adminEmails: [] });
    const users = await db.user.findMany({
      where: { email: { in: demoAccounts.map((a) => a.email) } },
      include: { profile: true },
    });
    expect(users).toHaveLength(4);
    for (const user of users) {
      expect(user.emailConfirmedAt).not.toBeNull();
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.profile?.fullName).toBeTruthy();
    }
    expect(await verifyPassword(users[0]!.passwordHash, demoPassword)).toBe(true);
    expect(users.find((u) => u.email.startsWith("admin@"))?.role).toBe("admin");
  });

  it("makes ADMIN_EMAILS admins at seed time", async () => {
    await db.user.create({ data: { email: "boss@example.com", passwordHash: "x" } });
    await seedDatabase(db, { demo: false, adminEmails: ["Boss@Example.com"] });
    expect((await db.user.findUniqueOrThrow({ where: { email: "boss@example.com" } })).role).toBe("admin");
  });
});

describe("demo subscription", () => {
  it("gives the demo subscriber an active monthly subscription once", async () => {
    await seedDemoDatabaseTwice();
    const user = await db.user.findUniqueOrThrow({
      where: { email: "subscriber@demo.latitud.app" },
      include: { subscriptions: { include: { plan: true } } },
    });
    expect(user.subscriptions).toHaveLength(1);
    expect(user.subscriptions[0]).toEqual(
      expect.objectContaining({ status: "active", billingProviderId: "sub_demo_subscriber" }),
    );
    expect(user.subscriptions[0]!.plan.code).toBe("monthly");
    expect(await db.caliSandboxSubscription.count({ where: { id: "sub_demo_subscriber" } })).toBe(1);
  });
});

async function seedDemoDatabaseTwice() {
  await seedDatabase(db, { demo: true, adminEmails: [] });
  await seedDatabase(db, { demo: true, adminEmails: [] });
}
