import { randomUUID } from "node:crypto";
import { rateLimits } from "@/lib/config/rate-limits";
import { requestLawyerAction } from "@/lib/leads/actions";
import { regenerateSummaryAction } from "@/lib/leads/admin-actions";
import { TOO_MANY_LEADS } from "@/lib/leads/create-lead";
import { demoLeads, seedDemoLeads } from "@/lib/leads/demo-leads";
import { CONSENT_REQUIRED } from "@/lib/leads/schemas";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { regenerateLeadSummary } from "@/lib/leads/summarize";
import { db, type Role } from "@/lib/services/database";
import { client, createUser } from "../support/factories";
import { setAmbientHeaders, setAmbientSession } from "../support/request-context";
import { ambientSessionOf, enrolAdminSecondFactor } from "../support/signed-in";

/*
 * 'Talk to a lawyer' requests (the /visa dialog and the visa chat) on a real database, through the
 * server actions as the browser calls them. Only Next's request context is stood in for: the
 * session cookie and the client's address (X-Forwarded-For), so the per-IP limit is real.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
setAmbientHeaders({ "x-forwarded-for": "203.0.113.10" });

process.env.NEXTAUTH_SECRET ??= "leads-test-secret-that-is-long-enough-0123456789";

/** Admin actions need the admin's second factor: admins sign in with an authenticator enrolled. */
async function signInAs(user: { id: string; role?: Role } | null) {
  await enrolAdminSecondFactor(user);
  await ambientSessionOf(user, client);
}

let ipCounter = 0;
/** A fresh client address, so each test has its own rate-limit window. */
const freshIp = () => setAmbientHeaders({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Hannah Becker",
  email: "Hannah.Becker@Example.com",
  phone: "+49 151 2345 6789",
  country: "colombia",
  language: "English",
  message: "I'd like help with the digital nomad visa for Colombia.",
  consent: true,
  ...overrides,
});

const chat = [
  {
    role: "user",
    content: "Hi! I work remotely for a German company. Can I get the digital nomad visa in Colombia?",
  },
  { role: "assistant", content: "Colombia's Visa V is for remote workers of foreign companies..." },
  { role: "user", content: "I plan to move to Medellín in 3 months. What documents prove my income?" },
];

beforeEach(() => {
  freshIp();
  setAmbientSession(null);
});

describe("requestLawyerAction", () => {
  it("a visitor's request with consent becomes a lead with its summary", async () => {
    const result = await requestLawyerAction(
      request({ country: "peru", message: "I need help renewing my tourist stay in Peru next month." }),
    );
    expect(result).toEqual({ ok: true, data: { id: expect.any(String) } });
    if (!result.ok) return;
    const lead = await db.contactSubmission.findUniqueOrThrow({ where: { id: result.data.id } });
    expect(lead).toEqual(
      expect.objectContaining({
        userId: null,
        name: "Hannah Becker",
        email: "hannah.becker@example.com",
        phone: "+49 151 2345 6789",
        country: "peru",
        language: "English",
        source: "visa-page",
        conversation: [],
        consentAt: expect.any(Date),
      }),
    );
    expect(lead.summaryText).toBe(
      [
        "Country: Peru",
        "Visa type: Tourist stay",
        "Timeline: next month",
        "Question: I need help renewing my tourist stay in Peru next month.",
      ].join("\n"),
    );
  });

  it("without consent nothing is stored, conversation included", async () => {
    const before = await db.contactSubmission.count();
    for (const consent of [false, undefined, "on"]) {
      const result = await requestLawyerAction(request({ consent, conversation: chat, source: "visa-chat" }));
      // The schema names the message by its validation key; the action answers it in words.
      const consentRequired = localizeMessage(CONSENT_REQUIRED, "en");
      expect(consentRequired).toBe("Please agree to share your request with a lawyer.");
      expect(result).toEqual({
        ok: false,
        error: consentRequired,
        fieldErrors: { consent: consentRequired },
      });
    }
    expect(await db.contactSubmission.count()).toBe(before);
  });

  it("from the visa chat: the last 10 messages travel along and the summary reads them", async () => {
    const long = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `Message ${i + 1} about Brazil`,
    }));
    const result = await requestLawyerAction(
      request({ conversation: [...long, ...chat], source: "visa-chat" }),
    );
    if (!result.ok) throw new Error(result.error);
    const lead = await db.contactSubmission.findUniqueOrThrow({ where: { id: result.data.id } });
    const stored = lead.conversation as Array<{ content: string }>;
    expect(stored).toHaveLength(10);
    expect(stored.at(-1)?.content).toBe(chat[2]!.content);
    expect(lead.source).toBe("visa-chat");
    expect(lead.summaryText?.split("\n")).toEqual([
      "Country: Colombia, Brazil",
      "Visa type: Digital nomad visa",
      "Timeline: in 3 months",
      "Question: I plan to move to Medellín in 3 months. What documents prove my income?",
    ]);
  });

  it("a signed-in member's request is linked to their account", async () => {
    const member = await createUser({ role: "member" as Role });
    await signInAs(member);
    const result = await requestLawyerAction(request());
    if (!result.ok) throw new Error(result.error);
    expect((await db.contactSubmission.findUniqueOrThrow({ where: { id: result.data.id } })).userId).toBe(
      member.id,
    );
  });

  it("rejects bad input with the form's messages", async () => {
    const result = await requestLawyerAction(request({ email: "nope", country: "spain", message: "hi" }));
    expect(result).toEqual(
      expect.objectContaining({
        ok: false,
        fieldErrors: {
          email: "Please enter a valid email address.",
          country: "Please choose a country.",
          message: "Please tell the lawyer a little more (at least 10 characters).",
        },
      }),
    );
  });

  it(`is limited to ${rateLimits.leadPerIp.limit} requests per hour per IP address`, async () => {
    const results = [];
    for (let i = 0; i <= rateLimits.leadPerIp.limit; i++) results.push(await requestLawyerAction(request()));
    expect(results.filter((r) => r.ok)).toHaveLength(rateLimits.leadPerIp.limit);
    expect(results.at(-1)).toEqual({ ok: false, error: TOO_MANY_LEADS });
    freshIp();
    expect((await requestLawyerAction(request())).ok).toBe(true);
  });
});

describe("regenerating a summary (admin dashboard)", () => {
  async function storedLead() {
    return db.contactSubmission.create({
      data: {
        name: "Ana",
        email: "ana@example.com",
        country: "uruguay",
        language: "Spanish",
        message: "Quiero la residencia en Uruguay.",
        conversation: chat,
        summaryText: "stale",
        consentAt: new Date(),
      },
    });
  }

  it("regenerateLeadSummary writes a fresh summary and an audit entry; unknown or malformed ids give null", async () => {
    const lead = await storedLead();
    const admin = await createUser({ role: "admin" });
    const result = await regenerateLeadSummary(lead.id, admin.id);
    expect(result?.summaryText).toContain("Question: I plan to move to Medellín in 3 months");
    expect((await db.contactSubmission.findUniqueOrThrow({ where: { id: lead.id } })).summaryText).toBe(
      result?.summaryText,
    );
    const audit = await db.auditLog.findFirstOrThrow({ where: { target: `lead:${lead.id}` } });
    expect(audit).toEqual(
      expect.objectContaining({
        actorId: admin.id,
        action: "lead.summary.regenerate",
        before: { summaryText: "stale" },
        after: { summaryText: result?.summaryText },
      }),
    );
    expect(await regenerateLeadSummary(randomUUID(), admin.id)).toBeNull();
    expect(await regenerateLeadSummary("x", admin.id)).toBeNull();
  });

  it.each<[string, Role | null, string | null]>([
    ["anonymous", null, "You must be logged in to regenerate summaries"],
    ["member", "member", "You need admin privileges to access this functionality."],
    ["lawyer", "lawyer", "You need admin privileges to access this functionality."],
    ["admin", "admin", null],
  ])("regenerateSummaryAction as %s", async (_label, role, error) => {
    const lead = await storedLead();
    await signInAs(role ? await createUser({ role }) : null);
    const result = await regenerateSummaryAction({ leadId: lead.id });
    if (error) {
      expect(result).toEqual({ ok: false, error });
      expect((await db.contactSubmission.findUniqueOrThrow({ where: { id: lead.id } })).summaryText).toBe(
        "stale",
      );
      return;
    }
    expect(result).toEqual({
      ok: true,
      data: { leadId: lead.id, summaryText: expect.stringContaining("Country: Uruguay, Colombia") },
    });
    expect(await regenerateSummaryAction({ leadId: randomUUID() })).toEqual({
      ok: false,
      error: "Lead not found",
    });
  });

  it("answers 'Failed to regenerate summary' when the work fails", async () => {
    const lead = await storedLead();
    await signInAs(await createUser({ role: "admin" }));
    const spy = jest.spyOn(db.contactSubmission, "update").mockRejectedValueOnce(new Error("database down"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await regenerateSummaryAction({ leadId: lead.id })).toEqual({
      ok: false,
      error: "Failed to regenerate summary",
    });
    expect(spy).toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});

describe("demo leads", () => {
  it("seeds six leads across countries and languages with conversations and summaries, once", async () => {
    await createUser({ email: "lawyer@demo.latitud.app", role: "lawyer" });
    await seedDemoLeads(db);
    await seedDemoLeads(db);
    const rows = await db.contactSubmission.findMany({ where: { id: { in: demoLeads.map((l) => l.id) } } });
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.country)).size).toBe(6);
    expect(new Set(rows.map((r) => r.language)).size).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect((row.conversation as unknown[]).length).toBeGreaterThan(1);
      expect(row.summaryText?.split("\n").map((l) => l.split(":")[0])).toEqual([
        "Country",
        "Visa type",
        "Timeline",
        "Question",
      ]);
    }
    const lawyer = await db.user.findUniqueOrThrow({ where: { email: "lawyer@demo.latitud.app" } });
    expect(await db.lawyerProfile.findUnique({ where: { userId: lawyer.id } })).toEqual(
      expect.objectContaining({ displayName: "Lucas Lawyer" }),
    );
    expect(
      (await db.lawyerCredits.findUniqueOrThrow({ where: { lawyerId: lawyer.id } })).creditsBalance,
    ).toBe(3);
  });

  it("keeps the requests' ages relative to today on every seed, and their texts name no calendar date", async () => {
    const later = new Date(Date.now() + 120 * 86_400_000);
    await seedDemoLeads(db, later);
    const rows = await db.contactSubmission.findMany({ where: { id: { in: demoLeads.map((l) => l.id) } } });
    for (const row of rows) {
      const daysAgo = demoLeads.find((l) => l.id === row.id)!.daysAgo;
      expect(Math.round((later.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(daysAgo);
      expect(row.consentAt).toEqual(row.createdAt);
      expect(JSON.stringify([row.message, row.conversation, row.summaryText])).not.toMatch(
        /\b20\d\d\b|\b(January|February|March|April|June|July|August|September|October|November|December)\b/,
      );
    }
  });
});
