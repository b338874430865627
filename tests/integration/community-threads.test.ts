import { randomUUID } from "node:crypto";
import * as messagesRoute from "@/app/api/community/messages/route";
import * as threadRoute from "@/app/api/community/threads/[id]/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { deleteCommunityMessage } from "@/lib/community/delete-message";
import { postCommunityMessage } from "@/lib/community/post-message";
import type { ChatMessage } from "@/lib/community/schemas";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { communityMember } from "../support/community-members";
import { client } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Threads (one level) on a real database, through the routes as Next calls them (the session
 * cookie is the only stand-in, as in community-api.test.ts) and through the domain calls when many
 * members post at once.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "community-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const noContext = {} as never;

/** A premium member (an established account) unless `premium` is false. */
const member = async (name: string, premium = true) => (await communityMember({ name, premium })).current;

const call = (path: string, method = "GET", body?: unknown) =>
  new Request(`${origin}${path}`, {
    method,
    headers: { host: "localhost:3000", origin, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (body: unknown) => messagesRoute.POST(call("/api/community/messages", "POST", body), noContext);
const list = (query: string) => messagesRoute.GET(call(`/api/community/messages?${query}`), noContext);
const thread = (id: string, query = "") =>
  threadRoute.GET(call(`/api/community/threads/${id}?${query}`), {
    params: Promise.resolve({ id }),
  });

async function postAs(user: CurrentUser, message: string, room: string, parent_id?: string) {
  const outcome = await settle(postCommunityMessage(user, { message, room, parent_id }));
  if (!outcome.ok) throw new Error(`post refused: ${outcome.error}`);
  return outcome.data;
}

const row = (id: string) => db.communityMessage.findUniqueOrThrow({ where: { id } });

type Thread = { parent: ChatMessage; data: ChatMessage[]; hasMore: boolean };
type Missed = { data: ChatMessage[]; updated: ChatMessage[]; deleted: string[]; cursor: number };

describe("community threads", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("premium members reply in a thread; a reply to a reply is 422, a gone parent 404, non-premium 403", async () => {
    const ana = await member("Ana Thread");
    const bruno = await member("Bruno Thread");
    const parent = await postAs(ana, "Coworking tips in Medellín?", "medellin-colombia");

    await ambientSessionOf(bruno, client);
    const replied = await post({ message: "Selina in Poblado", room: "general", parent_id: parent.id });
    expect(replied.status).toBe(201);
    const reply = ((await replied.json()) as { data: ChatMessage }).data;
    // A reply lives in its parent's room, whatever room the client named.
    expect(reply).toEqual(expect.objectContaining({ parent_id: parent.id, room: "medellin-colombia" }));
    expect(await row(parent.id)).toEqual(
      expect.objectContaining({ replyCount: 1, lastReply: new Date(reply.created_at) }),
    );

    const nested = await post({ message: "Nested", room: "medellin-colombia", parent_id: reply.id });
    expect(nested.status).toBe(422);
    expect(await nested.json()).toEqual({ error: "You cannot reply to a reply", field: "parent_id" });
    expect((await post({ message: "To nobody", parent_id: randomUUID() })).status).toBe(404);
    expect((await post({ message: "Bad id", parent_id: "nope" })).status).toBe(422);

    await ambientSessionOf(await member("Carla Free", false), client);
    const free = await post({ message: "Me too", parent_id: parent.id });
    expect(free.status).toBe(403);
    expect((await thread(parent.id)).status).toBe(403);
    await ambientSessionOf(null);
    expect((await post({ message: "Anyone", parent_id: parent.id })).status).toBe(401);
    expect((await thread(parent.id)).status).toBe(401);
    expect((await row(parent.id)).replyCount).toBe(1);

    // Replying to a deleted message: 404, nothing counted.
    await deleteCommunityMessage(ana, parent.id);
    const late = await settle(
      postCommunityMessage(bruno, { message: "Late", room: "general", parent_id: parent.id }),
    );
    expect(late).toEqual(expect.objectContaining({ ok: false, status: 404 }));
    expect(await db.communityMessage.count({ where: { parentId: parent.id } })).toBe(1);
  });

  it("a reply notifies the thread's author and earlier repliers (thread_reply), never the replier", async () => {
    const [ana, bruno, carla] = await Promise.all([member("Ana N"), member("Bruno N"), member("Carla N")]);
    const parent = await postAs(ana, "Salsa classes in Cali?", "general");
    const first = await postAs(bruno, "Try Son de Luz", "general", parent.id);
    const second = await postAs(carla, "Delirio on Fridays", "general", parent.id);
    await postAs(ana, "Thanks both!", "general", parent.id);
    const notified = async (userId: string) =>
      (
        await db.notification.findMany({
          where: { recipientId: userId, kind: "thread_reply" },
          orderBy: { createdAt: "asc" },
        })
      ).map((n) => [n.actorId, n.messageId, n.room, n.threadId]);
    // The thread rides along: the notification's link opens the thread at the reply.
    expect(await notified(ana.id)).toEqual([
      [bruno.id, first.id, "general", parent.id],
      [carla.id, second.id, "general", parent.id],
    ]);
    expect((await notified(bruno.id)).map(([actor]) => actor).sort()).toEqual([carla.id, ana.id].sort());
    expect((await notified(carla.id)).map(([actor]) => actor)).toEqual([ana.id]);
  });

  it("10 replies fired at once: reply_count is exactly 10, each reply has its own number, the parent's change comes last", async () => {
    const author = await member("Dora Parallel");
    const repliers = await Promise.all([member("Eva P"), member("Fede P")]);
    const parent = await postAs(author, "Who surfs in Máncora?", "general");
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postAs(repliers[i % 2]!, `Me! ${i}`, "general", parent.id)),
    );
    const after = await row(parent.id);
    expect(after.replyCount).toBe(10);
    expect(new Set(replies.map((r) => r.seq)).size).toBe(10);
    expect(Number(after.updatedSeq)).toBeGreaterThan(Math.max(...replies.map((r) => r.seq)));
    expect(after.lastReply).toEqual(new Date(Math.max(...replies.map((r) => Date.parse(r.created_at)))));
  });

  it("GET a thread: the parent and its replies oldest first, paged; the room's timeline leaves replies out", async () => {
    const ana = await member("Gabi Pages");
    await ambientSessionOf(ana, client);
    const parent = await postAs(ana, "Bogotá meetup ideas", "bogota-colombia");
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await postAs(ana, `Idea ${i}`, "bogota-colombia", parent.id));

    const page = (await (await thread(parent.id, "limit=3")).json()) as Thread;
    expect(page.parent).toEqual(expect.objectContaining({ id: parent.id, reply_count: 5 }));
    expect(page.data.map((m) => m.message)).toEqual(["Idea 2", "Idea 3", "Idea 4"]);
    expect(page.hasMore).toBe(true);
    const earlier = (await (await thread(parent.id, `limit=3&before=${page.data[0]!.seq}`)).json()) as Thread;
    expect(earlier.data.map((m) => m.message)).toEqual(["Idea 0", "Idea 1"]);
    expect(earlier.hasMore).toBe(false);

    const room = (await (await list("room=bogota-colombia")).json()) as { data: ChatMessage[] };
    expect(room.data.map((m) => m.id)).toEqual([parent.id]);
    expect(room.data[0]).toEqual(
      expect.objectContaining({ reply_count: 5, last_reply_at: replies[4]!.created_at }),
    );

    expect((await thread(replies[0]!.id)).status).toBe(404);
    expect((await thread(randomUUID())).status).toBe(404);
    expect((await thread("not-a-uuid")).status).toBe(404);
    expect((await thread(parent.id, "limit=0")).status).toBe(400);
  });

  it("deleting replies counts them out atomically, even at once, and the last reply time follows", async () => {
    const ana = await member("Hugo Delete");
    const parent = await postAs(ana, "Best ceviche in Lima?", "lima-peru");
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await postAs(ana, `Spot ${i}`, "lima-peru", parent.id));

    // The newest one, deleted twice at once: counted out once.
    const twice = await Promise.all([
      settle(deleteCommunityMessage(ana, replies[5]!.id)),
      settle(deleteCommunityMessage(ana, replies[5]!.id)),
    ]);
    expect(twice.map((o) => o.ok).sort()).toEqual([false, true]);
    let after = await row(parent.id);
    expect(after.replyCount).toBe(5);
    expect(after.lastReply).toEqual(new Date(replies[4]!.created_at));

    await Promise.all(replies.slice(0, 5).map((r) => deleteCommunityMessage(ana, r.id)));
    after = await row(parent.id);
    expect(after.replyCount).toBe(0);
    expect(after.lastReply).toBeNull();
  });

  it("a reconnecting client catches up on replies, the parent's new count and deleted replies, in order", async () => {
    const ana = await member("Inés Catchup");
    const bruno = await member("Juan Catchup");
    await ambientSessionOf(ana, client);
    const parent = await postAs(ana, "Quito altitude tips", "quito-ecuador");
    const cursor = parent.seq;
    const first = await postAs(bruno, "Drink coca tea", "quito-ecuador", parent.id);
    const second = await postAs(bruno, "Go slow on day one", "quito-ecuador", parent.id);
    await deleteCommunityMessage(bruno, first.id);

    const missed = (await (await list(`room=quito-ecuador&after=${cursor}`)).json()) as Missed;
    // Replies are events of the room (the client routes them to their thread).
    expect(missed.data.map((m) => [m.id, m.parent_id])).toEqual([[second.id, parent.id]]);
    expect(missed.deleted).toEqual([first.id]);
    expect(missed.updated.map((m) => [m.id, m.reply_count])).toEqual([[parent.id, 1]]);
    expect(missed.cursor).toBe(Number((await row(parent.id)).updatedSeq));
  });
});
