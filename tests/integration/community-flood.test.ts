import * as messagesRoute from "@/app/api/community/messages/route";
import { newAccountLimitMessage } from "@/lib/community/limits";
import { postCommunityMessage } from "@/lib/community/post-message";
import { community } from "@/lib/config/community";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { communityMember } from "../support/community-members";
import { client } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf } from "../support/signed-in";

/*
 * The community's flood limits on a real database: the same text twice within 30 s (409), accounts
 * younger than 3 days (3 per 30 s), both fired in parallel; the 10 per 60 s rule stays
 * (community-api.test.ts).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);
process.env.NEXTAUTH_SECRET ??= "community-flood-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

afterAll(async () => {
  await closeListenerHub();
});

const post = (
  user: Parameters<typeof postCommunityMessage>[0],
  message: string,
  at: Date,
  room = "general",
) => settle(postCommunityMessage(user, { message, room }, at));

/** A fresh window of the fixed-window limits, so a test never straddles two. */
const freshWindow = (windowMs: number) => Math.floor(Date.now() / windowMs) * windowMs + windowMs;

describe("duplicate posts", () => {
  it("refuses the same text within 30 s with 409 (any room, case and spaces ignored), then allows it", async () => {
    const { current } = await communityMember();
    const t0 = freshWindow(60_000);
    expect((await post(current, "Anyone in Medellín tonight?", new Date(t0))).ok).toBe(true);
    const again = await post(
      current,
      "  anyone in   MEDELLÍN tonight? ",
      new Date(t0 + 5_000),
      "medellin-colombia",
    );
    expect(again).toEqual({ ok: false, status: 409, error: community.text.duplicate });
    // Another text passes, and the same one after the window.
    expect((await post(current, "Anyone in Bogotá tonight?", new Date(t0 + 6_000))).ok).toBe(true);
    expect((await post(current, "Anyone in Medellín tonight?", new Date(t0 + 30_001))).ok).toBe(true);
    // A refused duplicate stored nothing.
    expect(await db.communityMessage.count({ where: { userId: current.id } })).toBe(3);
  });

  it("lets another member post the same text", async () => {
    const [a, b] = await Promise.all([communityMember(), communityMember()]);
    const at = new Date(freshWindow(60_000));
    expect((await post(a.current, "¡Hola a todos!", at)).ok).toBe(true);
    expect((await post(b.current, "¡Hola a todos!", at)).ok).toBe(true);
  });

  it("of 6 parallel posts of one text, exactly one is stored and 5 get 409", async () => {
    const { current } = await communityMember();
    const at = new Date(freshWindow(60_000));
    const results = await Promise.all(Array.from({ length: 6 }, () => post(current, "double click", at)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(5);
    expect(await db.communityMessage.count({ where: { userId: current.id } })).toBe(1);
  });

  it("keeps only the texts of the last 30 s, and parallel posts of different texts all pass", async () => {
    const { current } = await communityMember();
    const t0 = freshWindow(60_000);
    for (const text of ["first", "second", "third"])
      expect((await post(current, text, new Date(t0))).ok).toBe(true);
    // A minute later, ten different texts at once: each claim also sweeps the stale ones, and none
    // of them waits on or fails because of another.
    const later = new Date(t0 + 60_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(current, `text ${i}`, later)),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const kept = await db.communityPostFingerprint.findMany({ where: { userId: current.id } });
    expect(kept.every((row) => row.postedAt.getTime() === later.getTime())).toBe(true);
    expect(kept).toHaveLength(10);
  });

  it("frees the text when a limit refused the post", async () => {
    const { current } = await communityMember({ ageDays: 0 });
    const t0 = freshWindow(60_000);
    for (let i = 0; i < 3; i++) expect((await post(current, `warm ${i}`, new Date(t0 + i))).ok).toBe(true);
    expect(await post(current, "patience", new Date(t0 + 10))).toMatchObject({ status: 429 });
    // The next 30 s window: the refused text is not a duplicate.
    expect((await post(current, "patience", new Date(t0 + 30_000))).ok).toBe(true);
  });

  it("answers the route's POST with 409 JSON { error }", async () => {
    const { user } = await communityMember();
    await ambientSessionOf(user, client);
    const send = () =>
      messagesRoute.POST(
        new Request("http://localhost:3000/api/community/messages", {
          method: "POST",
          headers: {
            host: "localhost:3000",
            origin: "http://localhost:3000",
            "content-type": "application/json",
          },
          body: JSON.stringify({ message: "same again", room: "general" }),
        }),
        {} as never,
      );
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: community.text.duplicate });
  });
});

describe("new accounts", () => {
  const { limit, windowMs } = community.flood.newAccountPost;

  it("accounts younger than 3 days send 3 messages per 30 s; older ones keep 10 per 60 s", async () => {
    const [fresh, older] = await Promise.all([
      communityMember({ ageDays: 1 }),
      communityMember({ ageDays: 4 }),
    ]);
    const t0 = freshWindow(60_000);
    for (let i = 0; i < limit; i++)
      expect((await post(fresh.current, `new ${i}`, new Date(t0 + i))).ok).toBe(true);
    expect(await post(fresh.current, "one more", new Date(t0 + 1_000))).toEqual({
      ok: false,
      status: 429,
      error: newAccountLimitMessage(),
      chatType: "community",
      limitType: "rate",
      retryAfter: windowMs - 1_000,
      currentCount: limit,
      maxCount: limit,
    });
    expect((await post(fresh.current, "next window", new Date(t0 + windowMs))).ok).toBe(true);
    for (let i = 0; i < 5; i++)
      expect((await post(older.current, `old ${i}`, new Date(t0 + i))).ok).toBe(true);
  });

  it("admins are not new-account limited", async () => {
    const { current } = await communityMember({ role: "admin", ageDays: 0 });
    const t0 = freshWindow(60_000);
    for (let i = 0; i < 5; i++) expect((await post(current, `admin ${i}`, new Date(t0 + i))).ok).toBe(true);
  });

  it("of 8 parallel posts from a new account, exactly 3 pass", async () => {
    const { current } = await communityMember({ ageDays: 0 });
    const at = new Date(freshWindow(60_000));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(current, `rush ${i}`, at)));
    expect(results.filter((r) => r.ok)).toHaveLength(limit);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(8 - limit);
    expect(await db.communityMessage.count({ where: { userId: current.id } })).toBe(limit);
  });

  it("words the refusal in Spanish for a Spanish reader", async () => {
    const { localizeMessage } = await import("@/lib/i18n/server-messages");
    expect(localizeMessage(newAccountLimitMessage(), "es")).toBe(
      "Los miembros nuevos pueden enviar 3 mensajes cada 30 segundos durante sus primeros 3 días. Espera un momento.",
    );
  });
});
