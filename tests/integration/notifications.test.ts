import { createHmac, randomUUID } from "node:crypto";
import * as inboxRoute from "@/app/api/notifications/route";
import * as pusherAuthRoute from "@/app/api/notifications/pusher-auth/route";
import * as readRoute from "@/app/api/notifications/read/route";
import * as streamRoute from "@/app/api/notifications/stream/route";
import { notify, notifyMany, type NotifyInput } from "@/lib/notifications/notify";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { client, createUser } from "../support/factories";
import { premiumMember } from "../support/premium";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Notifications on a real database: notify's rules (no self-notification, one per recipient, subject
 * and kind even in parallel), the bell's routes (each member reads and marks only their own, mark all
 * read marks each row once), and the live stream and Pusher channel of a member's own topic.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "notifications-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const noContext = {} as never;

function request(
  path: string,
  {
    method = "GET",
    body,
    headers = {},
    signal,
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
) {
  return new Request(`${origin}${path}`, {
    method,
    body,
    signal,
    headers: { host: "localhost:3000", origin, ...headers },
  });
}

const json = { "content-type": "application/json" };
const getInbox = () => inboxRoute.GET(request("/api/notifications"), noContext);
const markRead = (body: unknown) =>
  readRoute.POST(
    request("/api/notifications/read", { method: "POST", body: JSON.stringify(body), headers: json }),
    noContext,
  );

const mention = (recipientId: string, actorId: string, messageId = randomUUID()): NotifyInput => ({
  recipientId,
  kind: "mention",
  actorId,
  room: "general",
  messageId,
  preview: "Hola @Bea, are you in Medellín next week?",
});

describe("notifications", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("never notifies the actor, and one call per recipient, subject and kind stores one row even in parallel", async () => {
    const [ana, bea] = await Promise.all([premiumMember("Ana Author"), premiumMember("Bea Reader")]);
    expect((await notify(undefined, mention(ana.id, ana.id))).notification).toBeNull();

    const input = mention(bea.id, ana.id);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => notify(undefined, input)));
    expect(outcomes.filter((o) => o.notification).length).toBe(1);
    // Another kind about the same message is another notification.
    expect((await notify(undefined, { ...input, kind: "thread_reply" })).notification).not.toBeNull();
    expect(await db.notification.count({ where: { recipientId: bea.id } })).toBe(2);
    expect(await db.notification.count({ where: { recipientId: ana.id } })).toBe(0);
    const created = outcomes.find((o) => o.notification)!.notification!;
    expect(created).toEqual(
      expect.objectContaining({ kind: "mention", actorName: "Ana Author", room: "general", read: false }),
    );
  });

  it("many at once: one row per recipient, subject and kind, never the actor, each with its own item", async () => {
    const [ana, bea, cai, dov] = await Promise.all([
      premiumMember("Ana Author"),
      premiumMember("Bea One"),
      premiumMember("Cai Two"),
      premiumMember("Dov Three"),
    ]);
    const messageId = randomUUID();
    const inputs = [bea, cai, dov, ana, bea].map((user) => mention(user.id, ana.id, messageId));
    const batches = await Promise.all(Array.from({ length: 4 }, () => notifyMany(undefined, inputs)));
    // Parallel batches of the same notifications: each stored once, whichever batch got it.
    expect(batches.flatMap((b) => b.notifications)).toHaveLength(3);
    const rows = await db.notification.findMany({
      where: { messageId },
      select: { recipientId: true, id: true },
    });
    expect(rows.map((r) => r.recipientId).sort()).toEqual([bea.id, cai.id, dov.id].sort());
    expect(batches.flatMap((b) => b.notifications.map((n) => n.id)).sort()).toEqual(
      rows.map((r) => r.id).sort(),
    );
    for (const item of batches.flatMap((b) => b.notifications))
      expect(item).toEqual(
        expect.objectContaining({ kind: "mention", actorName: "Ana Author", room: "general" }),
      );
  });

  it("a notify inside the caller's transaction disappears with it", async () => {
    const [ana, bea] = await Promise.all([premiumMember("Ana"), premiumMember("Bea")]);
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, mention(bea.id, ana.id));
        throw new Error("the caller's change failed");
      }),
    ).rejects.toThrow("the caller's change failed");
    expect(await db.notification.count({ where: { recipientId: bea.id } })).toBe(0);
  });

  it("the bell: 401 without a session; each member reads only their own, newest first", async () => {
    await ambientSessionOf(null);
    expect((await getInbox()).status).toBe(401);
    expect((await markRead({ all: true })).status).toBe(401);

    const [ana, bea, carl] = await Promise.all([
      premiumMember("Ana"),
      premiumMember("Bea"),
      premiumMember("Carl"),
    ]);
    await notify(undefined, { ...mention(bea.id, ana.id), preview: "first" });
    await notify(undefined, { ...mention(bea.id, carl.id), preview: "second" });
    await notify(undefined, { ...mention(carl.id, ana.id), preview: "for carl" });

    await ambientSessionOf(bea, client);
    const response = await getInbox();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.unread).toBe(2);
    expect(body.data.map((n: { preview: string }) => n.preview)).toEqual(["second", "first"]);
    expect(body.realtime).toEqual({ transport: "sse", streamPath: "/api/notifications/stream" });

    // Carl's notification is not Bea's to mark: 404, and it stays unread.
    const carls = await db.notification.findFirstOrThrow({ where: { recipientId: carl.id } });
    expect((await markRead({ id: carls.id })).status).toBe(404);
    expect((await db.notification.findUniqueOrThrow({ where: { id: carls.id } })).readAt).toBeNull();

    const first = body.data[1].id as string;
    const opened = await markRead({ id: first });
    expect(opened.status).toBe(200);
    expect((await opened.json()).data).toEqual({ marked: 1, unread: 1 });
    expect((await markRead({ id: "not-a-uuid" })).status).toBe(422);
    expect((await markRead({ all: false })).status).toBe(422);
  });

  it("mark all read marks each notification once, however many calls run at once", async () => {
    const [ana, bea] = await Promise.all([premiumMember("Ana"), premiumMember("Bea")]);
    await Promise.all(Array.from({ length: 7 }, () => notify(undefined, mention(bea.id, ana.id))));
    await ambientSessionOf(bea, client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => markRead({ all: true })));
    const marked = await Promise.all(answers.map(async (a) => (await a.json()).data.marked as number));
    expect(marked.reduce((sum, n) => sum + n, 0)).toBe(7);
    expect(await db.notification.count({ where: { recipientId: bea.id, readAt: null } })).toBe(0);
  });

  it("the live stream: 401 without a session; a member hears their own notifications and no one else's", async () => {
    await ambientSessionOf(null);
    expect((await streamRoute.GET(request("/api/notifications/stream"), noContext)).status).toBe(401);

    const [ana, bea, carl] = await Promise.all([premiumMember("Ana"), premiumMember("Bea"), createUser()]);
    await ambientSessionOf(bea, client);
    const controller = new AbortController();
    const response = await streamRoute.GET(
      request("/api/notifications/stream", { signal: controller.signal }),
      noContext,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value);
      }
    };
    try {
      await readUntil("event: ready");
      await notify(undefined, { ...mention(carl.id, ana.id), preview: "not for bea" });
      await notify(undefined, { ...mention(bea.id, ana.id), preview: "for bea" });
      await readUntil("for bea");
      expect(text).toContain('"type":"notification.created"');
      expect(text).not.toContain("not for bea");
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it("Pusher: a member's own channel only", async () => {
    const [bea, carl] = await Promise.all([premiumMember("Bea"), premiumMember("Carl")]);
    const env = {
      PUSHER_APP_ID: "4242",
      PUSHER_KEY: "test-key",
      PUSHER_SECRET: "test-secret",
      PUSHER_HOST: "127.0.0.1",
      PUSHER_PORT: "9",
    };
    Object.assign(process.env, env);
    const auth = (channel: string) =>
      pusherAuthRoute.POST(
        request("/api/notifications/pusher-auth", {
          method: "POST",
          body: new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        noContext,
      );
    try {
      await ambientSessionOf(null);
      expect((await auth(`private-community-notifications-${bea.id}`)).status).toBe(401);
      await ambientSessionOf(bea, client);
      const own = `private-community-notifications-${bea.id}`;
      const response = await auth(own);
      expect(response.status).toBe(200);
      const expected = createHmac("sha256", "test-secret").update(`123.456:${own}`).digest("hex");
      expect(await response.json()).toEqual({ auth: `test-key:${expected}` });
      expect((await auth(`private-community-notifications-${carl.id}`)).status).toBe(403);
      expect((await auth("private-community-general")).status).toBe(403);
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  });
});
