import * as readsRoute from "@/app/api/community/reads/route";
import { community } from "@/lib/config/community";
import { createMessage, roomCursor } from "@/lib/community/messages";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { markRoomRead } from "@/lib/unread/marks";
import { createUser } from "../support/factories";
import { premiumMember } from "../support/premium";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Unread state of the community rooms through its route, on a real database; only Next's request
 * context is stood in for.
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "unread-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const call = (method: string, body?: unknown) =>
  readsRoute[method as "GET" | "POST"](
    new Request(`${origin}/api/community/reads`, {
      method,
      headers: { host: "localhost:3000", origin, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
    {} as never,
  );
const reads = async () => (await (await call("GET")).json()).data;
const mark = (room: string, seq: number) => call("POST", { room, seq });

/** `n` messages of `userId` in `room`, oldest first. */
async function post(userId: string, room: string, n: number) {
  const sent = [];
  for (let i = 0; i < n; i++) sent.push(await createMessage(userId, room, `Message ${i + 1} in ${room}`));
  return sent;
}

afterAll(() => closeListenerHub());

describe("unread state", () => {
  it("refuses visitors (401) and members without premium (403)", async () => {
    await ambientSessionOf(null);
    expect((await call("GET")).status).toBe(401);
    expect((await mark("general", 1)).status).toBe(401);
    await ambientSessionOf(await createUser({ name: "Free Nomad" }));
    for (const response of [await call("GET"), await mark("general", 1)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: community.text.premiumOnly });
    }
  });

  it("counts other members' messages after the mark, not one's own nor deleted ones", async () => {
    const ana = await premiumMember("Ana Reader");
    const ben = await premiumMember("Ben Writer");
    const room = "bogota-colombia";
    await ambientSessionOf(ana);
    const before = await reads();
    expect(before[room]).toEqual({ lastReadSeq: null, unread: expect.any(Number) });

    const first = await post(ben.id, room, 2);
    await mark(room, first.at(-1)!.seq);
    expect((await reads())[room]).toEqual({ lastReadSeq: first.at(-1)!.seq, unread: 0 });

    const more = await post(ben.id, room, 3);
    await post(ana.id, room, 1);
    await db.communityMessage.update({ where: { id: more[1]!.id }, data: { deletedAt: new Date() } });
    expect((await reads())[room]).toEqual({ lastReadSeq: first.at(-1)!.seq, unread: 2 });
  });

  it("a mark only moves forward, and never past the room's newest event", async () => {
    const cara = await premiumMember("Cara Reader");
    const room = "cusco-peru";
    const sent = await post(cara.id, room, 3);
    await ambientSessionOf(cara);
    expect(await (await mark(room, sent[2]!.seq)).json()).toEqual({
      data: { room, lastReadSeq: sent[2]!.seq },
    });
    expect((await (await mark(room, sent[0]!.seq)).json()).data.lastReadSeq).toBe(sent[2]!.seq);
    expect((await (await mark(room, 9_000_000_000)).json()).data.lastReadSeq).toBe(await roomCursor(room));
    expect((await mark("atlantis", 1)).status).toBe(404);
    expect((await mark(room, -1)).status).toBe(422);
  });

  it("parallel marks of one member end at the highest, in one row", async () => {
    const dan = await premiumMember("Dan Reader");
    const room = "lima-peru";
    const sent = await post(dan.id, room, 12);
    const seqs = sent.map((message) => message.seq).sort(() => Math.random() - 0.5);
    const marks = await Promise.all(seqs.map((seq) => markRoomRead(dan.id, room, seq)));
    expect(Math.max(...marks)).toBe(sent.at(-1)!.seq);
    const rows = await db.communityRoomRead.findMany({ where: { userId: dan.id } });
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.lastReadSeq)).toBe(sent.at(-1)!.seq);
    // A late, lower mark after them changes nothing.
    await markRoomRead(dan.id, room, sent[0]!.seq);
    expect(
      Number((await db.communityRoomRead.findFirstOrThrow({ where: { userId: dan.id } })).lastReadSeq),
    ).toBe(sent.at(-1)!.seq);
  });
});
