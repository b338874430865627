import {
  GET as sandboxGET,
  POST as sandboxPOST,
  PUT as sandboxPUT,
} from "@/app/api/cali-sandbox/v1/[...path]/route";
import { listAudit } from "@/lib/admin/audit";
import { csvCell, listNewsletterSubscribers, newsletterCsv } from "@/lib/admin/communications";
import { listPaymentEvents, statusTone } from "@/lib/admin/payment-events";
import { createPlan, deletePlan, setPlanArchived, syncPlans, updatePlan } from "@/lib/billing/plan-admin";
import { changeRole, liftSignInLock, searchUsers, setAccountLocked } from "@/lib/admin/users";
import { login } from "@/lib/auth/login";
import { createSession, validateSession } from "@/lib/auth/sessions";
import { db } from "@/lib/services/database";
import { createUser, randomClient, strongPassword } from "../support/factories";
import { startRouteServer } from "../support/route-server";

let server: Awaited<ReturnType<typeof startRouteServer>>;
beforeAll(async () => {
  server = await startRouteServer([
    {
      prefix: "/api/cali-sandbox/v1/",
      handlers: { GET: sandboxGET, POST: sandboxPOST, PUT: sandboxPUT },
      catchAll: "path",
    },
  ]);
  process.env.SITE_INTERNAL_URL = server.url;
});
afterAll(() => server.close());

const planForm = (code: string, overrides: Partial<Parameters<typeof createPlan>[1]> = {}) => ({
  code,
  name: `Plan ${code}`,
  description: "A plan for the tests",
  price: "25.50",
  period: "monthly" as const,
  intervalDays: 30,
  features: "One\nTwo\n\n",
  isPopular: false,
  isAdminOnly: false,
  ...overrides,
});

describe("users", () => {
  it("never removes the last admin, and audits role changes", async () => {
    const [admin, other] = await Promise.all([createUser({ role: "admin" }), createUser()]);
    await db.user.updateMany({ where: { role: "admin", id: { not: admin.id } }, data: { role: "member" } });
    expect(await changeRole(admin.id, admin.id, "member")).toEqual({
      ok: false,
      error: "This is the last admin: grant the admin role to someone else first.",
    });
    expect(await changeRole(admin.id, other.id, "admin")).toEqual({ ok: true });
    expect(await changeRole(other.id, admin.id, "lawyer")).toEqual({ ok: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe("lawyer");
    const audit = await listAudit();
    expect(audit.rows.find((r) => r.action === "user.role" && r.target === `user:${other.email}`)).toEqual(
      expect.objectContaining({ before: { role: "member" }, after: { role: "admin" } }),
    );
  });

  it("locks an account (its sessions stop at once) and unlocks it; admins cannot lock themselves", async () => {
    const [admin, member] = await Promise.all([createUser({ role: "admin" }), createUser()]);
    const session = await createSession(member.id, randomClient());
    expect(await setAccountLocked(admin.id, member.id, true)).toEqual({ ok: true });
    expect(await validateSession(session)).toBeNull();
    expect(await setAccountLocked(admin.id, member.id, false)).toEqual({ ok: true });
    expect(await setAccountLocked(admin.id, admin.id, true)).toEqual({
      ok: false,
      error: "You cannot lock your own account.",
    });
  });

  it("lifts a sign-in lock that failed attempts set, audited; says so when there is none", async () => {
    const [admin, member] = await Promise.all([createUser({ role: "admin" }), createUser()]);
    for (let i = 0; i < 5; i++)
      await login({ email: member.email, password: "Wrong-Pass-00" }, randomClient());
    expect(await login({ email: member.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ code: "locked" }),
    );
    const row = (await searchUsers({ query: member.email })).rows[0]!;
    expect(row.signInLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    expect(await liftSignInLock(admin.id, member.id)).toEqual({ ok: true });
    expect((await searchUsers({ query: member.email })).rows[0]!.signInLockedUntil).toBeNull();
    expect(await login({ email: member.email, password: strongPassword }, randomClient())).toEqual(
      expect.objectContaining({ ok: true }),
    );
    const audit = await listAudit();
    expect(
      audit.rows.find((r) => r.action === "user.sign-in-lock.lift" && r.target === `user:${member.email}`),
    ).toEqual(expect.objectContaining({ actorId: admin.id, after: { signInLockedUntil: null } }));
    expect(await liftSignInLock(admin.id, member.id)).toEqual({
      ok: false,
      error: "This account is not locked out of signing in.",
    });
  });

  it("searches by email or name, paginated", async () => {
    const user = await createUser({ name: "Zacarías Unique" });
    expect((await searchUsers({ query: "zacarías" })).rows.map((u) => u.id)).toContain(user.id);
    expect((await searchUsers({ query: user.email.toUpperCase() })).total).toBe(1);
  });
});

describe("plans", () => {
  it("creates, edits (one popular at a time), archives, and deletes only unsubscribed plans", async () => {
    const admin = await createUser({ role: "admin" });
    expect(await createPlan(admin.id, planForm("tests-a"))).toEqual({ ok: true });
    expect(await createPlan(admin.id, planForm("tests-a"))).toEqual({
      ok: false,
      error: "A plan with the code 'tests-a' already exists.",
    });
    const plan = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "tests-a" } });
    expect(plan).toEqual(expect.objectContaining({ priceCents: 2550, features: ["One", "Two"] }));
    await createPlan(admin.id, planForm("tests-b", { isPopular: true }));
    expect(
      await updatePlan(admin.id, plan.id, planForm("tests-a", { isPopular: true, price: "30" })),
    ).toEqual({ ok: true });
    expect(
      await db.subscriptionPlan.findMany({ where: { isPopular: true }, select: { code: true } }),
    ).toEqual([{ code: "tests-a" }]);
    expect(await setPlanArchived(admin.id, plan.id, true)).toEqual({ ok: true });

    const user = await createUser();
    await db.subscription.create({
      data: {
        userId: user.id,
        planId: plan.id,
        status: "active",
        billingProviderId: "sub_admin_test",
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      },
    });
    expect(await deletePlan(admin.id, plan.id)).toEqual({
      ok: false,
      error: "This plan has subscriptions: archive it instead.",
    });
    const unused = await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "tests-b" } });
    expect(await deletePlan(admin.id, unused.id)).toEqual({ ok: true });
  });

  it("syncs plans with the card sandbox: created, then skipped, then updated with force; failures reported", async () => {
    const admin = await createUser({ role: "admin" });
    await createPlan(admin.id, planForm("sync-one"));
    const first = await syncPlans(admin.id, { syncAll: false, force: false });
    expect(first.success).toBe(true);
    expect(first.results.details.find((d) => d.planName === "Plan sync-one")?.status).toBe("synced");
    expect(
      (await db.subscriptionPlan.findUniqueOrThrow({ where: { code: "sync-one" } })).caliPlanToken,
    ).toMatch(/^plan_/);
    const second = await syncPlans(admin.id, { syncAll: false, force: false });
    expect(second.results.details.every((d) => d.status === "skipped")).toBe(true);
    const forced = await syncPlans(admin.id, { syncAll: false, force: true });
    expect(forced.results.updated).toBe(forced.results.total);

    process.env.SITE_INTERNAL_URL = "http://127.0.0.1:9";
    await createPlan(admin.id, planForm("sync-two"));
    const failing = await syncPlans(admin.id, { syncAll: false, force: false });
    process.env.SITE_INTERNAL_URL = server.url;
    expect(failing.success).toBe(false);
    expect(failing.message).toMatch(/^Synchronization issues/);
    expect(failing.results.details.find((d) => d.planName === "Plan sync-two")?.status).toBe("failed");
  }, 60_000);
});

describe("communications", () => {
  it("escapes CSV cells: quotes, commas and spreadsheet formulas", async () => {
    expect(csvCell("ana@example.com")).toBe("ana@example.com");
    expect(csvCell("a,b@example.com")).toBe('"a,b@example.com"');
    expect(csvCell('say "hi"@example.com')).toBe('"say ""hi""@example.com"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1234")).toBe('"\'+1234"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
  });

  it("exports every subscriber in batches", async () => {
    const confirmedAt = new Date();
    await db.newsletterSubscriber.createMany({
      data: Array.from({ length: 2500 }, (_, i) => ({ email: `csv-${i}@example.com`, confirmedAt })),
    });
    await db.newsletterSubscriber.create({ data: { email: "=cmd|' /C calc'!A0@example.com", confirmedAt } });
    // A sign-up nobody confirmed is not a subscriber.
    await db.newsletterSubscriber.create({ data: { email: "pending@example.com" } });
    let csv = "";
    for await (const chunk of newsletterCsv()) csv += chunk;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at,unsubscribed_at");
    expect(lines.length).toBe(
      1 + (await db.newsletterSubscriber.count({ where: { confirmedAt: { not: null } } })),
    );
    expect(csv).not.toContain("pending@example.com");
    expect(csv).toContain("\"'=cmd|' /C calc'!A0@example.com\"");
  });

  it("lists 10,000 subscribers and 10,000 payment events a page at a time, quickly", async () => {
    await db.newsletterSubscriber.createMany({
      data: Array.from({ length: 10_000 }, (_, i) => ({
        email: `bulk-${i}@example.com`,
        confirmedAt: new Date(),
      })),
    });
    await db.paymentEvent.createMany({
      data: Array.from({ length: 10_000 }, (_, i) => ({
        eventId: `evt_bulk_${i}`,
        eventType: "payment.approved",
        status: i % 10 === 0 ? "declined" : "approved",
        amountCents: 1900,
        rawPayload: { i },
        occurredAt: new Date(),
      })),
    });
    const started = performance.now();
    const [subscribers, events, declined] = await Promise.all([
      listNewsletterSubscribers({ page: 200 }),
      listPaymentEvents({ page: 300 }),
      listPaymentEvents({ status: "declined" }),
    ]);
    const ms = performance.now() - started;
    console.log(
      `[admin] page 200 of subscribers + page 300 of events + a status filter: ${ms.toFixed(0)} ms`,
    );
    expect(subscribers.rows).toHaveLength(25);
    expect(events.rows).toHaveLength(25);
    expect(declined.total).toBe(1000);
    expect(ms).toBeLessThan(2000);
  }, 60_000);

  it("colours payment statuses: done, in progress, failed", () => {
    expect(["authorized", "captured", "paid", "success"].map(statusTone)).toEqual([
      "success",
      "success",
      "success",
      "success",
    ]);
    expect(["pending", "processing"].map(statusTone)).toEqual(["accent", "accent"]);
    expect(["declined", "failed", "rejected"].map(statusTone)).toEqual([
      "destructive",
      "destructive",
      "destructive",
    ]);
  });
});
