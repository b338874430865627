import { randomUUID } from "node:crypto";
import type { CurrentUser } from "@/lib/auth/current-user";
import { TWO_FACTOR_REQUIRED_FOR_ADMINS } from "@/lib/auth/two-factor/config";
import { WELCOME_CREDITS } from "@/lib/config/lawyers";
import { approveApplicationAction, rejectApplicationAction } from "@/lib/lawyers/admin-actions";
import { PENDING_EXISTS, latestApplicationOf, submitApplication } from "@/lib/lawyers/apply";
import { approveApplication, listApplications, rejectApplication } from "@/lib/lawyers/applications";
import { submitApplicationAction } from "@/lib/lawyers/actions";
import { applicationSchema, type ApplicationInput } from "@/lib/lawyers/schemas";
import { db, type Role } from "@/lib/services/database";
import { client, createUser } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf, enrolAdminSecondFactor } from "../support/signed-in";

/*
 * Lawyer applications on a real database: filing one (/lawyer/apply), and the admin's review
 * functions and server actions. Only Next's request context is stood in for, so the actions run
 * their real session checks (session row, role from the users table).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "lawyers-test-secret-that-is-long-enough-0123456789";

type Persona = "anonymous" | "member" | "lawyer" | "admin";

async function persona(role: Exclude<Persona, "anonymous">, name = `Nomad ${role}`) {
  return createUser({ role: role as Role, name });
}

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

/** Admin actions need the admin's second factor: admins sign in with an authenticator enrolled. */
async function signInAs(user: { id: string; role?: Role } | null) {
  await enrolAdminSecondFactor(user);
  await ambientSessionOf(user, client);
}

const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Valentina Ruiz",
  barRegistration: "TP 123.456 CSJ",
  countries: ["colombia", "peru"],
  languages: ["Spanish", "English"],
  specialities: ["Digital nomad visas"],
  contactEmail: "valentina@example.com",
  contactPhone: "+57 300 123 4567",
  website: "https://ruiz-abogados.example.com",
  bio: "Immigration lawyer in Medellín.",
  ...overrides,
});
const valid = (overrides: Record<string, unknown> = {}): ApplicationInput =>
  applicationSchema.parse(form(overrides));

async function pendingApplication(name = "Valentina Ruiz") {
  const user = await persona("member", name);
  const result = await settle(submitApplication(actor(user), valid({ fullName: name })));
  if (!result.ok) throw new Error(result.error);
  return { user, applicationId: result.data.id };
}

describe("applying (/lawyer/apply)", () => {
  it("validates with the form's schema: countries of the knowledge base only, optional fields empty as null", () => {
    expect(valid({ contactPhone: "", website: "", bio: "" })).toEqual(
      expect.objectContaining({ contactPhone: null, website: null, bio: null }),
    );
    // The schema names its message by validation key; forms and actions show it in words.
    expect(applicationSchema.safeParse(form({ countries: [] })).error?.issues[0]?.message).toBe(
      "lawyer.countriesRequired",
    );
    expect(applicationSchema.safeParse(form({ countries: ["spain"] })).success).toBe(false);
    expect(applicationSchema.safeParse(form({ website: "javascript:alert(1)" })).success).toBe(false);
    expect(valid({ countries: ["peru", "peru"] }).countries).toEqual(["peru"]);
  });

  it("anonymous visitors are refused; members file one pending application at a time, even in parallel", async () => {
    expect(await settle(submitApplication(null, valid()))).toEqual({
      ok: false,
      status: 401,
      error: "You must be logged in to apply",
    });
    const member = await persona("member");
    const results = await Promise.all(
      Array.from({ length: 4 }, () => settle(submitApplication(actor(member), valid()))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual([
      PENDING_EXISTS,
      PENDING_EXISTS,
      PENDING_EXISTS,
    ]);
    expect(await db.lawyerApplication.count({ where: { userId: member.id } })).toBe(1);
    expect(await latestApplicationOf(member.id)).toEqual(
      expect.objectContaining({ status: "pending", fullName: "Valentina Ruiz" }),
    );
  });

  it("lawyers cannot apply again; a rejected applicant can", async () => {
    const lawyer = await persona("lawyer");
    expect(await settle(submitApplication(actor(lawyer), valid()))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
    const admin = await persona("admin");
    const { user, applicationId } = await pendingApplication();
    await settle(rejectApplication(admin.id, applicationId));
    expect(await settle(submitApplication(actor(user), valid()))).toEqual({
      ok: true,
      data: { id: expect.any(String) },
    });
  });

  it("the server action needs a session and parses the same schema", async () => {
    await signInAs(null);
    expect(await submitApplicationAction(form())).toEqual({ ok: false, error: "User not authenticated" });
    const member = await persona("member");
    await signInAs(member);
    expect(await submitApplicationAction(form({ barRegistration: "" }))).toEqual(
      expect.objectContaining({
        ok: false,
        fieldErrors: expect.objectContaining({
          barRegistration: "Please enter your bar registration number.",
        }),
      }),
    );
    expect(await submitApplicationAction(form())).toEqual({ ok: true, data: { id: expect.any(String) } });
    expect(await submitApplicationAction(form())).toEqual({ ok: false, error: PENDING_EXISTS });
  });
});

describe("reviewing (admin functions)", () => {
  it("approval grants the lawyer role, the profile from the application, 3 welcome credits and one audit row", async () => {
    const admin = await persona("admin");
    const { user, applicationId } = await pendingApplication("Mateo Silva");
    expect(await settle(approveApplication(admin.id, applicationId))).toEqual({
      ok: true,
      data: { status: "approved", changed: true },
    });

    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("lawyer");
    expect(await db.lawyerProfile.findUnique({ where: { userId: user.id } })).toEqual(
      expect.objectContaining({
        displayName: "Mateo Silva",
        countries: ["colombia", "peru"],
        languages: ["Spanish", "English"],
        specialities: ["Digital nomad visas"],
        website: "https://ruiz-abogados.example.com",
      }),
    );
    expect((await db.lawyerCredits.findUniqueOrThrow({ where: { lawyerId: user.id } })).creditsBalance).toBe(
      WELCOME_CREDITS,
    );
    const application = await db.lawyerApplication.findUniqueOrThrow({ where: { id: applicationId } });
    expect(application).toEqual(
      expect.objectContaining({ status: "approved", reviewedById: admin.id, reviewedAt: expect.any(Date) }),
    );
    const audit = await db.auditLog.findMany({ where: { target: `application:${applicationId}` } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "lawyer.approve",
        before: { status: "pending", role: "member" },
        after: expect.objectContaining({
          status: "approved",
          role: "lawyer",
          creditsBalance: WELCOME_CREDITS,
        }),
      }),
    ]);
  });

  it("approving twice (also in parallel) changes nothing the second time", async () => {
    const admin = await persona("admin");
    const { user, applicationId } = await pendingApplication();
    const results = await Promise.all([
      settle(approveApplication(admin.id, applicationId)),
      settle(approveApplication(admin.id, applicationId)),
    ]);
    expect(results.map((r) => r.ok && r.data.changed).sort()).toEqual([false, true]);
    expect(await settle(approveApplication(admin.id, applicationId))).toEqual({
      ok: true,
      data: { status: "approved", changed: false },
    });
    expect((await db.lawyerCredits.findUniqueOrThrow({ where: { lawyerId: user.id } })).creditsBalance).toBe(
      WELCOME_CREDITS,
    );
    expect(await db.auditLog.count({ where: { target: `application:${applicationId}` } })).toBe(1);
  });

  it("an admin applicant keeps the admin role", async () => {
    const admin = await persona("admin");
    const applicant = await persona("admin");
    const filed = await settle(submitApplication(actor(applicant), valid()));
    if (!filed.ok) throw new Error(filed.error);
    await settle(approveApplication(admin.id, filed.data.id));
    expect((await db.user.findUniqueOrThrow({ where: { id: applicant.id } })).role).toBe("admin");
  });

  it("rejection: pending → rejected with an audit row; twice is a no-op; approved and rejected do not cross", async () => {
    const admin = await persona("admin");
    const { user, applicationId } = await pendingApplication();
    expect(await settle(rejectApplication(admin.id, applicationId))).toEqual({
      ok: true,
      data: { status: "rejected", changed: true },
    });
    expect(await settle(rejectApplication(admin.id, applicationId))).toEqual({
      ok: true,
      data: { status: "rejected", changed: false },
    });
    expect(await settle(approveApplication(admin.id, applicationId))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("member");
    expect(
      await db.auditLog.findMany({
        where: { target: `application:${applicationId}` },
        select: { action: true },
      }),
    ).toEqual([{ action: "lawyer.reject" }]);

    const other = await pendingApplication();
    await settle(approveApplication(admin.id, other.applicationId));
    expect(await settle(rejectApplication(admin.id, other.applicationId))).toEqual(
      expect.objectContaining({ ok: false, status: 409 }),
    );
  });

  it.each<[Persona, number]>([
    ["member", 403],
    ["lawyer", 403],
  ])("a %s cannot review (%i), even calling the functions directly", async (role, status) => {
    const { user, applicationId } = await pendingApplication();
    const reviewer = await persona(role as "member" | "lawyer");
    expect(await settle(approveApplication(reviewer.id, applicationId))).toEqual(
      expect.objectContaining({ ok: false, status }),
    );
    expect(await settle(rejectApplication(reviewer.id, applicationId))).toEqual(
      expect.objectContaining({ ok: false, status }),
    );
    expect((await db.lawyerApplication.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe(
      "pending",
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("member");
  });

  it("unknown and malformed application ids are 404", async () => {
    const admin = await persona("admin");
    expect(await settle(approveApplication(admin.id, randomUUID()))).toEqual({
      ok: false,
      status: 404,
      error: "Application not found",
    });
    expect(await settle(rejectApplication(admin.id, "not-a-uuid"))).toEqual({
      ok: false,
      status: 404,
      error: "Application not found",
    });
  });

  it("lists applications by status, newest first, paginated, with the applicant's account", async () => {
    const first = await pendingApplication("Ana First");
    const second = await pendingApplication("Bruno Second");
    const pending = await listApplications({ status: "pending" });
    expect(pending.rows.every((r) => r.status === "pending")).toBe(true);
    const names = pending.rows.map((r) => r.fullName);
    expect(names.indexOf("Bruno Second")).toBeLessThan(names.indexOf("Ana First"));
    expect(pending.rows.find((r) => r.id === first.applicationId)).toEqual(
      expect.objectContaining({
        accountEmail: first.user.email,
        accountRole: "member",
        barRegistration: "TP 123.456 CSJ",
      }),
    );
    expect(pending).toEqual(
      expect.objectContaining({
        page: 1,
        pageSize: 20,
        total: expect.any(Number),
        pageCount: expect.any(Number),
      }),
    );
    const all = await listApplications();
    expect(all.total).toBeGreaterThanOrEqual(pending.total);
    expect((await listApplications({ status: "pending", page: 999 })).rows).toEqual([]);
    expect(second.applicationId).toBeTruthy();
  });
});

describe("review server actions (admins only, checked against the session)", () => {
  it.each<[Persona, string | null]>([
    ["anonymous", "User not authenticated"],
    ["member", "You need admin privileges to access this functionality."],
    ["lawyer", "You need admin privileges to access this functionality."],
    ["admin", null],
  ])("%s", async (who, error) => {
    const { user, applicationId } = await pendingApplication();
    await signInAs(who === "anonymous" ? null : await persona(who));
    const approved = await approveApplicationAction({ applicationId });
    if (error) {
      expect(approved).toEqual({ ok: false, error });
      expect(await rejectApplicationAction({ applicationId })).toEqual({ ok: false, error });
      expect((await db.lawyerApplication.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe(
        "pending",
      );
      return;
    }
    expect(approved).toEqual({ ok: true, data: { status: "approved", changed: true } });
    expect(await approveApplicationAction({ applicationId })).toEqual({
      ok: true,
      data: { status: "approved", changed: false },
    });
    expect(await rejectApplicationAction({ applicationId })).toEqual({
      ok: false,
      error: "This application was already approved.",
    });
    expect(await approveApplicationAction({ applicationId: "nope" })).toEqual(
      expect.objectContaining({ ok: false, error: "Application not found" }),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("lawyer");
  });

  it("an admin without two-factor is refused", async () => {
    const { applicationId } = await pendingApplication();
    const admin = await persona("admin");
    await ambientSessionOf(admin, client);
    expect(await approveApplicationAction({ applicationId })).toEqual({
      ok: false,
      error: TWO_FACTOR_REQUIRED_FOR_ADMINS,
    });
    expect((await db.lawyerApplication.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe(
      "pending",
    );
  });
});
