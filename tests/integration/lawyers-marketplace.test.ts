import { randomUUID } from "node:crypto";
import type { CurrentUser } from "@/lib/auth/current-user";
import { updateLawyerProfileAction, unlockLeadAction } from "@/lib/lawyers/actions";
import { creditBalance } from "@/lib/lawyers/credits";
import { dashboardContext } from "@/lib/lawyers/dashboard";
import { listMarketplaceLeads } from "@/lib/lawyers/marketplace";
import { listUnlockedLeads } from "@/lib/lawyers/my-leads";
import { LAWYERS_ONLY } from "@/lib/lawyers/actor";
import { getLawyerProfile, updateLawyerProfile } from "@/lib/lawyers/profile";
import { lawyerProfileSchema, marketplaceQuerySchema } from "@/lib/lawyers/schemas";
import { COST_CHANGED, NO_CREDITS, unlockLead } from "@/lib/lawyers/unlock";
import { db, type Role } from "@/lib/services/database";
import { client, createUser } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf } from "../support/signed-in";

/*
 * The marketplace on a real PostgreSQL: who may unlock, what unlocking costs, and that it is atomic
 * under concurrency. Server actions run their real session checks (only Next's request context is
 * stood in for).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "lawyers-test-secret-that-is-long-enough-0123456789";

const actor = (user: { id: string; email: string; role: Role }): CurrentUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  name: null,
  avatarUrl: null,
  sessionId: "test",
  subscribed: false,
  hasSubscription: user.role === "admin",
});

async function signInAs(user: { id: string } | null) {
  await ambientSessionOf(user, client);
}

async function lawyer(credits: number | null) {
  const user = await createUser({ role: "lawyer" });
  if (credits !== null)
    await db.lawyerCredits.create({ data: { lawyerId: user.id, creditsBalance: credits } });
  return user;
}

async function premiumLawyer(credits: number | null = 0) {
  const user = await lawyer(credits);
  const plan = await db.subscriptionPlan.upsert({
    where: { code: "lawyer-premium" },
    create: {
      code: "lawyer-premium",
      name: "Lawyer Premium",
      description: "Unlimited unlocks",
      priceCents: 3999,
      audience: "lawyer",
    },
    update: {},
  });
  const now = Date.now();
  await db.subscription.create({
    data: {
      userId: user.id,
      planId: plan.id,
      audience: plan.audience,
      status: "active",
      billingProviderId: `sub_${randomUUID()}`,
      currentPeriodStart: new Date(now - 86_400_000),
      currentPeriodEnd: new Date(now + 29 * 86_400_000),
    },
  });
  return user;
}

const secretName = () => `Secret Person ${randomUUID().slice(0, 6)}`;

async function lead(
  overrides: Partial<{
    name: string;
    email: string;
    country: string;
    language: string;
    createdAt: Date;
  }> = {},
) {
  return db.contactSubmission.create({
    data: {
      name: overrides.name ?? secretName(),
      email: overrides.email ?? `lead-${randomUUID().slice(0, 8)}@example.com`,
      phone: "+57 300 555 0101",
      country: overrides.country ?? "colombia",
      language: overrides.language ?? "English",
      message: "I want to apply for the digital nomad visa in 3 months.",
      conversation: [
        { role: "user", content: "Can I get the nomad visa in Colombia?" },
        { role: "assistant", content: "Yes, the Visa V..." },
      ],
      summaryText:
        "Country: Colombia\nVisa type: Digital nomad visa\nTimeline: in 3 months\nQuestion: Can I get the nomad visa in Colombia?",
      consentAt: new Date(),
      createdAt: overrides.createdAt,
    },
  });
}

const unlockRows = (lawyerId: string) => db.leadUnlock.findMany({ where: { lawyerId } });

describe("who may unlock", () => {
  it.each<[string, Role | null, number | null]>([
    ["anonymous", null, 401],
    ["member", "member", 403],
    ["admin", "admin", 403],
    ["lawyer", "lawyer", null],
  ])("%s", async (_label, role, status) => {
    const target = await lead();
    const user = role ? await createUser({ role }) : null;
    if (user) await db.lawyerCredits.create({ data: { lawyerId: user.id, creditsBalance: 2 } });
    const result = await settle(unlockLead(user ? actor(user) : null, target.id));
    if (status) {
      expect(result).toEqual(expect.objectContaining({ ok: false, status }));
      if (status === 403) expect(result).toEqual(expect.objectContaining({ error: LAWYERS_ONLY }));
      expect(await db.leadUnlock.count({ where: { leadId: target.id } })).toBe(0);
    } else {
      expect(result).toEqual({
        ok: true,
        data: { leadId: target.id, creditsSpent: 1, alreadyUnlocked: false, balance: 1 },
      });
    }
  });

  it.each<[string, Role | null, string | null]>([
    ["anonymous", null, "User not authenticated"],
    ["member", "member", LAWYERS_ONLY],
    ["admin", "admin", LAWYERS_ONLY],
    ["lawyer", "lawyer", null],
  ])("the unlock server action, signed in as %s", async (_label, role, error) => {
    const target = await lead();
    const user = role ? await createUser({ role }) : null;
    if (user) await db.lawyerCredits.create({ data: { lawyerId: user.id, creditsBalance: 1 } });
    await signInAs(user);
    const result = await unlockLeadAction({ leadId: target.id });
    expect(result).toEqual(
      error
        ? { ok: false, error }
        : { ok: true, data: expect.objectContaining({ creditsSpent: 1, balance: 0 }) },
    );
  });

  it("unknown leads are 404; malformed ids never reach the database", async () => {
    const user = await lawyer(1);
    expect(await settle(unlockLead(actor(user), randomUUID()))).toEqual({
      ok: false,
      status: 404,
      error: "Lead not found",
    });
    await signInAs(user);
    expect(await unlockLeadAction({ leadId: "1 OR 1=1" })).toEqual(
      expect.objectContaining({ ok: false, error: "Lead not found" }),
    );
    expect(await creditBalance(user.id)).toBe(1);
  });

  it("spends only the cost the lawyer confirmed: a free unlock confirmed under premium that now costs a credit is refused (409)", async () => {
    const user = await lawyer(2);
    const target = await lead();
    await signInAs(user);
    expect(await unlockLeadAction({ leadId: target.id, credits: 0 })).toEqual({
      ok: false,
      error: COST_CHANGED,
    });
    expect(await creditBalance(user.id)).toBe(2);
    expect(await unlockLeadAction({ leadId: target.id, credits: 1 })).toEqual({
      ok: true,
      data: expect.objectContaining({ creditsSpent: 1, balance: 1 }),
    });
  });
});

describe("unlock atomicity", () => {
  it("two parallel unlocks of one lead with one credit left: exactly one succeeds, the balance ends at 0", async () => {
    const user = await lawyer(1);
    const target = await lead();
    const results = await Promise.all([
      settle(unlockLead(actor(user), target.id)),
      settle(unlockLead(actor(user), target.id)),
    ]);
    const data = results.map((r) => (r.ok ? r.data : null));
    expect(data.filter((d) => d && !d.alreadyUnlocked && d.creditsSpent === 1)).toHaveLength(1);
    expect(data.filter((d) => d && d.alreadyUnlocked && d.creditsSpent === 0)).toHaveLength(1);
    expect(await creditBalance(user.id)).toBe(0);
    expect(await unlockRows(user.id)).toEqual([
      expect.objectContaining({ leadId: target.id, creditsSpent: 1 }),
    ]);
  });

  it("a re-unlock costs nothing", async () => {
    const user = await lawyer(2);
    const target = await lead();
    await settle(unlockLead(actor(user), target.id));
    expect(await settle(unlockLead(actor(user), target.id))).toEqual({
      ok: true,
      data: { leadId: target.id, creditsSpent: 0, alreadyUnlocked: true, balance: 1 },
    });
    expect(await creditBalance(user.id)).toBe(1);
  });

  it("two parallel unlocks of two leads with one credit: one succeeds, the other is refused, nothing is half done", async () => {
    const user = await lawyer(1);
    const [a, b] = [await lead(), await lead()];
    const results = await Promise.all([
      settle(unlockLead(actor(user), a.id)),
      settle(unlockLead(actor(user), b.id)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, status: 402, error: NO_CREDITS }]);
    expect(await creditBalance(user.id)).toBe(0);
    expect(await unlockRows(user.id)).toHaveLength(1);
  });

  it("never spends more credits than it has under a burst of parallel unlocks", async () => {
    const user = await lawyer(3);
    const leads = await Promise.all(Array.from({ length: 8 }, () => lead()));
    const results = await Promise.all(
      leads.flatMap((l) => [settle(unlockLead(actor(user), l.id)), settle(unlockLead(actor(user), l.id))]),
    );
    expect(results.filter((r) => r.ok && r.data.creditsSpent === 1)).toHaveLength(3);
    expect(await creditBalance(user.id)).toBe(0);
    expect(await unlockRows(user.id)).toHaveLength(3);
  });

  it("with 0 credits (or none ever bought): a clear 402, nothing unlocked", async () => {
    for (const credits of [0, null]) {
      const user = await lawyer(credits);
      const target = await lead();
      expect(await settle(unlockLead(actor(user), target.id))).toEqual({
        ok: false,
        status: 402,
        error: NO_CREDITS,
      });
      expect(await unlockRows(user.id)).toEqual([]);
    }
  });

  it("premium lawyers unlock without credits (creditsSpent 0)", async () => {
    const user = await premiumLawyer(0);
    const target = await lead();
    expect(await settle(unlockLead(actor(user), target.id))).toEqual({
      ok: true,
      data: { leadId: target.id, creditsSpent: 0, alreadyUnlocked: false, balance: 0 },
    });
    const withCredits = await premiumLawyer(5);
    await settle(unlockLead(actor(withCredits), target.id));
    expect(await creditBalance(withCredits.id)).toBe(5);
    expect(await unlockRows(withCredits.id)).toEqual([expect.objectContaining({ creditsSpent: 0 })]);
    expect((await dashboardContext(withCredits)).premium).toBe(true);
  });
});

describe("marketplace and My Leads", () => {
  it("shows anonymised leads only: no name, email, phone or full message", async () => {
    const user = await lawyer(0);
    const target = await lead({
      name: "Hidden Hannah",
      email: "hidden.hannah@example.com",
      country: "paraguay",
      language: "Dutch",
    });
    const page = await listMarketplaceLeads(
      user.id,
      marketplaceQuerySchema.parse({ country: "paraguay", language: "Dutch" }),
    );
    expect(page.leads).toEqual([
      {
        id: target.id,
        country: "paraguay",
        countryName: "Paraguay",
        language: "Dutch",
        summary: expect.arrayContaining(["Visa type: Digital nomad visa"]),
        createdAt: expect.any(Date),
        unlocked: false,
      },
    ]);
    const dump = JSON.stringify(page);
    for (const secret of [
      "Hidden Hannah",
      "hidden.hannah@example.com",
      "+57 300 555 0101",
      "I want to apply",
    ])
      expect(dump).not.toContain(secret);
  });

  it("filters by country and language and paginates on the server, newest first", async () => {
    const user = await lawyer(0);
    const base = Date.now() - 60_000;
    const created = [];
    for (let i = 0; i < 12; i++)
      created.push(
        await lead({ country: "bolivia", language: "Italian", createdAt: new Date(base + i * 1000) }),
      );
    await lead({ country: "bolivia", language: "German" });
    const first = await listMarketplaceLeads(
      user.id,
      marketplaceQuerySchema.parse({ country: "bolivia", language: "Italian" }),
    );
    expect(first).toEqual(expect.objectContaining({ total: 12, page: 1, pageCount: 2 }));
    expect(first.leads).toHaveLength(10);
    expect(first.leads[0]!.id).toBe(created[11]!.id);
    const second = await listMarketplaceLeads(
      user.id,
      marketplaceQuerySchema.parse({ country: "bolivia", language: "Italian", page: "2" }),
    );
    expect(second.leads.map((l) => l.id)).toEqual([created[1]!.id, created[0]!.id]);
    expect(
      (await listMarketplaceLeads(user.id, marketplaceQuerySchema.parse({ country: "bolivia" }))).total,
    ).toBe(13);
    // Anything unknown in the URL is ignored rather than an error.
    expect(marketplaceQuerySchema.parse({ country: "narnia", language: "Klingon", page: "-3" })).toEqual({
      country: undefined,
      language: undefined,
      page: 1,
    });
  });

  it("after unlocking, the marketplace marks the lead and My Leads shows the full contact and conversation, to that lawyer only", async () => {
    const user = await lawyer(1);
    const other = await lawyer(1);
    const target = await lead({
      name: "Carla Contact",
      email: "carla@example.com",
      country: "chile",
      language: "French",
    });
    await settle(unlockLead(actor(user), target.id));
    const page = await listMarketplaceLeads(
      user.id,
      marketplaceQuerySchema.parse({ country: "chile", language: "French" }),
    );
    expect(page.leads[0]).toEqual(expect.objectContaining({ id: target.id, unlocked: true }));
    const mine = await listUnlockedLeads(user.id);
    expect(mine.leads).toEqual([
      expect.objectContaining({
        id: target.id,
        name: "Carla Contact",
        email: "carla@example.com",
        phone: "+57 300 555 0101",
        countryName: "Chile",
        creditsSpent: 1,
        conversation: [
          { role: "user", content: "Can I get the nomad visa in Colombia?" },
          { role: "assistant", content: "Yes, the Visa V..." },
        ],
      }),
    ]);
    expect((await listUnlockedLeads(other.id)).leads).toEqual([]);
  });
});

describe("the public profile (Settings)", () => {
  const input = {
    displayName: "Lucía Abogada",
    bio: "",
    countries: ["mexico"],
    languages: ["Spanish"],
    specialities: ["Work permits"],
    website: "",
  };

  it.each<[string, Role | null, number | null]>([
    ["anonymous", null, 401],
    ["member", "member", 403],
    ["admin", "admin", 403],
    ["lawyer", "lawyer", null],
  ])("%s", async (_label, role, status) => {
    const user = role ? await createUser({ role }) : null;
    const result = await settle(
      updateLawyerProfile(user ? actor(user) : null, lawyerProfileSchema.parse(input)),
    );
    if (status) return expect(result).toEqual(expect.objectContaining({ ok: false, status }));
    expect(result).toEqual({
      ok: true,
      data: {
        displayName: "Lucía Abogada",
        bio: null,
        countries: ["mexico"],
        languages: ["Spanish"],
        specialities: ["Work permits"],
        website: null,
      },
    });
    expect(await getLawyerProfile(user!.id)).toEqual(
      expect.objectContaining({ displayName: "Lucía Abogada" }),
    );
  });

  it("the server action parses the shared schema and checks the role from the database", async () => {
    const member = await createUser({ role: "member" });
    await signInAs(member);
    expect(await updateLawyerProfileAction(input)).toEqual({ ok: false, error: LAWYERS_ONLY });
    const user = await lawyer(0);
    await signInAs(user);
    expect(await updateLawyerProfileAction({ ...input, countries: [] })).toEqual(
      expect.objectContaining({ ok: false, fieldErrors: { countries: "Choose at least one country." } }),
    );
    expect(await updateLawyerProfileAction({ ...input, website: "https://abogada.example.mx" })).toEqual({
      ok: true,
      data: expect.objectContaining({ website: "https://abogada.example.mx" }),
    });
  });

  it("admins see the dashboard read-only", async () => {
    const admin = await createUser({ role: "admin" });
    expect(await dashboardContext(admin)).toEqual({
      userId: admin.id,
      canAct: false,
      balance: 0,
      premium: false,
    });
  });
});
