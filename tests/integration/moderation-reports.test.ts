import { randomUUID } from "node:crypto";
import * as reviewRoute from "@/app/api/community/admin/reports/route";
import * as messagesRoute from "@/app/api/community/messages/route";
import * as reportsRoute from "@/app/api/community/reports/route";
import * as streamRoute from "@/app/api/community/realtime/stream/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { postCommunityMessage } from "@/lib/community/post-message";
import type { ChatMessage } from "@/lib/community/schemas";
import { reportMessage } from "@/lib/moderation/report-message";
import { reviewReports } from "@/lib/moderation/review";
import { reportQueue } from "@/lib/moderation/queue";
import { db, type Role } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { client, createUser } from "../support/factories";
import { ambientSessionOf, enrolAdminSecondFactor } from "../support/signed-in";

/*
 * Reports to moderators, through the routes as Next calls them and the domain functions, on a real
 * database. Only Next's request context is stood in for (the session cookie of the signed-in user).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "moderation-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;
delete process.env.COMMUNITY_REPORT_HIDE_THRESHOLD;

const origin = "http://localhost:3000";
const noContext = {} as never;

type Member = CurrentUser & { role: Role };

let planId: string;
const day = 86_400_000;

/** A member straight in the database: premium (an active subscription) unless told otherwise. */
async function member(name: string, { premium = true, role = "member" as Role } = {}): Promise<Member> {
  const user = await createUser({ role, name });
  const period = {
    currentPeriodStart: new Date(Date.now() - day),
    currentPeriodEnd: new Date(Date.now() + 9 * day),
  };
  if (premium && role !== "admin")
    await db.subscription.create({
      data: {
        userId: user.id,
        planId,
        status: "active",
        billingProviderId: `sub_${randomUUID()}`,
        ...period,
      },
    });
  const hasSubscription = premium || role === "admin";
  return { ...user, name, avatarUrl: null, sessionId: "t", subscribed: premium, hasSubscription };
}

async function signInAs(user: { id: string; role?: Role } | null) {
  await enrolAdminSecondFactor(user);
  await ambientSessionOf(user, client);
}

const call = (path: string, method: string, body?: unknown, signal?: AbortSignal, language = "en") =>
  new Request(`${origin}${path}`, {
    method,
    headers: {
      host: "localhost:3000",
      origin,
      "content-type": "application/json",
      "accept-language": language,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
const report = (body: unknown) => reportsRoute.POST(call("/api/community/reports", "POST", body), noContext);
const review = (body: unknown) =>
  reviewRoute.POST(call("/api/community/admin/reports", "POST", body), noContext);
const missedAfter = async (room: string, after: number) =>
  (await (
    await messagesRoute.GET(call(`/api/community/messages?room=${room}&after=${after}`, "GET"), noContext)
  ).json()) as {
    data: ChatMessage[];
    hidden: string[];
    restored: ChatMessage[];
    deleted: string[];
    cursor: number;
  };
const page = async (room: string) =>
  (await (
    await messagesRoute.GET(call(`/api/community/messages?room=${room}`, "GET"), noContext)
  ).json()) as {
    data: ChatMessage[];
  };

async function postAs(user: Member, text: string, room = "general"): Promise<ChatMessage> {
  return postCommunityMessage(user, { message: text, room });
}

/** `count` premium members reporting `message` at once, straight through the domain. */
async function reportedByMany(message: ChatMessage, count: number, tag: string) {
  const reporters = await Promise.all(Array.from({ length: count }, (_, i) => member(`${tag} ${i}`)));
  return Promise.all(reporters.map((r) => reportMessage(r, { messageId: message.id, reason: "spam" })));
}

/** The text of an SSE stream of `room` from `after`, up to the frame that contains `marker`. */
async function streamUntil(room: string, after: number, marker: string, during: () => Promise<unknown>) {
  const controller = new AbortController();
  const response = await streamRoute.GET(
    call(`/api/community/realtime/stream?room=${room}&after=${after}`, "GET", undefined, controller.signal),
    noContext,
  );
  await during();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + 5000;
  let text = "";
  while (!text.includes(marker) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), 500)),
    ]);
    if (chunk?.done) break;
    if (chunk) text += decoder.decode(chunk.value, { stream: true });
  }
  controller.abort();
  return text;
}

describe("reports to moderators", () => {
  beforeAll(async () => {
    const plan = { code: "moderation-test", name: "Test", description: "Test plan", priceCents: 1000 };
    planId = (await db.subscriptionPlan.create({ data: plan })).id;
  });

  afterAll(async () => {
    await closeListenerHub();
  });

  it("premium members report someone else's message once, with a reason (201, 401, 403, 404, 409, 422)", async () => {
    const author = await member("Ana Author");
    const reporter = await member("Bea Reporter");
    const free = await member("Carl Free", { premium: false });
    const message = await postAs(author, "Cheap visas, DM me");

    await signInAs(null);
    expect((await report({ messageId: message.id, reason: "spam" })).status).toBe(401);
    await signInAs(free);
    expect((await report({ messageId: message.id, reason: "spam" })).status).toBe(403);
    await signInAs(author);
    const own = await report({ messageId: message.id, reason: "spam" });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ error: "You cannot report your own message" });
    // Refusals in the reader's language.
    const inSpanish = await reportsRoute.POST(
      call("/api/community/reports", "POST", { messageId: message.id, reason: "spam" }, undefined, "es-AR"),
      noContext,
    );
    expect(await inSpanish.json()).toEqual({ error: "No puedes reportar tu propio mensaje" });

    await signInAs(reporter);
    const rude = await reportsRoute.POST(
      call("/api/community/reports", "POST", { messageId: message.id, reason: "rude" }, undefined, "pt-BR"),
      noContext,
    );
    expect(rude.status).toBe(422);
    expect(await rude.json()).toEqual({ error: "Escolha um motivo", field: "reason" });
    expect((await report({ messageId: message.id, reason: "other", note: "x".repeat(301) })).status).toBe(
      422,
    );
    expect((await report({ messageId: randomUUID(), reason: "spam" })).status).toBe(404);
    const first = await report({ messageId: message.id, reason: "scam", note: "  Asks for money  " });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ data: { id: expect.any(String), hidden: false } });
    const again = await report({ messageId: message.id, reason: "spam" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You already reported this message" });
    const rows = await db.communityReport.findMany({ where: { messageId: message.id } });
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: reporter.id,
        reason: "scam",
        note: "Asks for money",
        status: "open",
      }),
    ]);
  });

  it("one member reporting the same message at once: one report, the others 409", async () => {
    const author = await member("Dan Author");
    const reporter = await member("Eva Eager");
    const message = await postAs(author, "Buy followers here");
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, () => reportMessage(reporter, { messageId: message.id, reason: "spam" })),
    );
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const a of answers.filter((a) => a.status === "rejected"))
      expect((a as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await db.communityReport.count({ where: { messageId: message.id } })).toBe(1);
  });

  it("five members reporting at once with the threshold at 3: hidden exactly once, with one event", async () => {
    const author = await member("Fer Author");
    const room = "cusco-peru";
    const message = await postAs(author, "Totally legit crypto scheme", room);
    const sentinel = `after the reports ${randomUUID()}`;
    await signInAs(author);
    const text = await streamUntil(room, message.seq, sentinel, async () => {
      const outcomes = await reportedByMany(message, 5, "Parallel reporter");
      expect(outcomes.filter((o) => o.hidden)).toHaveLength(1);
      await postAs(author, sentinel, room);
    });
    expect(text.match(/"type":"message.hidden"/g)).toHaveLength(1);

    const row = await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.hiddenAt).not.toBeNull();
    expect(await db.communityReport.count({ where: { messageId: message.id, status: "open" } })).toBe(5);
    // Gone for members: not in a page, and a reconnecting client is told it is hidden.
    expect((await page(room)).data.map((m) => m.id)).not.toContain(message.id);
    const missed = await missedAfter(room, message.seq);
    expect(missed.hidden).toEqual([message.id]);
    expect(missed.data.map((m) => m.message)).toEqual([sentinel]);
    expect(Number(row.hiddenSeq)).toBeLessThan(missed.cursor);
  });

  it("the threshold comes from COMMUNITY_REPORT_HIDE_THRESHOLD when set", async () => {
    process.env.COMMUNITY_REPORT_HIDE_THRESHOLD = "1";
    try {
      const message = await postAs(await member("Gil Author"), "Off-topic rant");
      expect(await reportedByMany(message, 1, "Single reporter")).toEqual([
        { id: expect.any(String), hidden: true },
      ]);
    } finally {
      delete process.env.COMMUNITY_REPORT_HIDE_THRESHOLD;
    }
  });

  it("only admins review (401, 403); dismissing restores a hidden message live and on catch-up, once", async () => {
    const author = await member("Hugo Author");
    const admin = await member("Ida Admin", { role: "admin" });
    const room = "lima-peru";
    const message = await postAs(author, "Meet at the market, bring cash", room);
    await reportedByMany(message, 3, "Lima reporter");
    const hiddenAt = Number(
      (await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } })).hiddenSeq,
    );

    await signInAs(null);
    expect((await review({ messageId: message.id, action: "dismiss" })).status).toBe(401);
    await signInAs(author);
    expect((await review({ messageId: message.id, action: "dismiss" })).status).toBe(403);
    expect((await review({ messageId: message.id, action: "ban" })).status).toBe(422);

    await signInAs(admin);
    const text = await streamUntil(room, hiddenAt, "message.restored", async () => {
      const dismissed = await review({ messageId: message.id, action: "dismiss" });
      expect(dismissed.status).toBe(200);
      expect(await dismissed.json()).toEqual({
        data: { messageId: message.id, action: "dismiss", reports: 3 },
      });
    });
    expect(text).toContain("Meet at the market, bring cash");
    expect((await review({ messageId: message.id, action: "dismiss" })).status).toBe(409);

    const row = await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.hiddenAt).toBeNull();
    expect(Number(row.hiddenSeq)).toBeGreaterThan(hiddenAt);
    const reports = await db.communityReport.findMany({ where: { messageId: message.id } });
    expect(reports.map((r) => [r.status, r.reviewedBy])).toEqual(Array(3).fill(["dismissed", admin.id]));
    expect(reports.every((r) => r.reviewedAt)).toBe(true);
    // A client whose cursor passed the message gets it back with the restore's own number.
    const missed = await missedAfter(room, hiddenAt);
    expect(missed.restored.map((m) => m.id)).toEqual([message.id]);
    expect(missed.hidden).toEqual([]);
    expect((await page(room)).data.map((m) => m.id)).toContain(message.id);
    const audit = await db.auditLog.findMany({ where: { target: `message:${message.id}` } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "community.report.dismiss",
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it("two admins reviewing the same reports at once: one decision, the other 409", async () => {
    const message = await postAs(await member("Jon Author"), "Selling tours, very cheap");
    await reportedByMany(message, 2, "Race reporter");
    const [a, b] = await Promise.all([
      member("Kim Admin", { role: "admin" }),
      member("Leo Admin", { role: "admin" }),
    ]);
    const outcomes = await Promise.allSettled([
      reviewReports(a, { messageId: message.id, action: "dismiss" }),
      reviewReports(b, { messageId: message.id, action: "delete" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({
      reason: { status: expect.any(Number) },
    });
    expect(await db.auditLog.count({ where: { target: `message:${message.id}` } })).toBe(1);
  });

  it("deleting a reported message closes its reports as actioned, with an audit row", async () => {
    const author = await member("Mia Author");
    const admin = await member("Ned Admin", { role: "admin" });
    const message = await postAs(author, "Harassing words");
    await reportedByMany(message, 1, "Delete reporter");
    await signInAs(admin);
    const deleted = await review({ messageId: message.id, action: "delete" });
    expect(deleted.status).toBe(200);
    const row = await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ deletedBy: admin.id });
    expect(row.deletedSeq).not.toBeNull();
    expect(await db.communityReport.findFirst({ where: { messageId: message.id } })).toMatchObject({
      status: "actioned",
      reviewedBy: admin.id,
    });
    expect((await missedAfter("general", message.seq)).deleted).toContain(message.id);
    expect(await db.auditLog.findFirst({ where: { target: `message:${message.id}` } })).toMatchObject({
      actorId: admin.id,
      action: "community.report.delete",
    });
    expect((await review({ messageId: message.id, action: "delete" })).status).toBe(404);
  });

  it("muting the author of a reported message mutes them, keeps the reports open, and is audited", async () => {
    const author = await member("Olga Author");
    const admin = await member("Pia Admin", { role: "admin" });
    const message = await postAs(author, "Spam spam spam");
    await reportedByMany(message, 1, "Mute reporter");
    await signInAs(admin);
    const muted = await review({ messageId: message.id, action: "mute", minutes: 60 });
    expect(muted.status).toBe(200);
    const mute = await db.communityMute.findUniqueOrThrow({ where: { userId: author.id } });
    expect(mute.mutedBy).toBe(admin.id);
    expect(mute.mutedUntil.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await db.communityReport.count({ where: { messageId: message.id, status: "open" } })).toBe(1);
    expect(await db.auditLog.findFirst({ where: { target: `message:${message.id}` } })).toMatchObject({
      actorId: admin.id,
      action: "community.report.mute",
    });

    // The queue groups open reports by message, with the author's mute.
    const queue = await reportQueue();
    const entry = queue.rows.find((r) => r.message.id === message.id);
    expect(entry).toMatchObject({ hidden: false, reports: [expect.objectContaining({ reason: "spam" })] });
    expect(entry?.authorMutedUntil).toEqual(mute.mutedUntil);
  });
});
