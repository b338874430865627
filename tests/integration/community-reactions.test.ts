import { randomUUID } from "node:crypto";
import * as messagesRoute from "@/app/api/community/messages/route";
import * as reactionsRoute from "@/app/api/community/reactions/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { deleteCommunityMessage } from "@/lib/community/delete-message";
import { postCommunityMessage } from "@/lib/community/post-message";
import { reactToMessage } from "@/lib/community/react";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { rateLimits } from "@/lib/config/rate-limits";
import { db } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { client, createUser } from "../support/factories";
import { ambientSessionOf } from "../support/signed-in";

/*
 * Reactions on a real database, through the route as Next calls it (the session cookie is signed
 * with next-auth's own encoder, so getCurrentUser runs for real) and through the rule for members
 * acting at once (a request context holds one session).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "reactions-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;
// Many reactions from one member in a few ms: the app-wide mutation budget is not what is tested.
process.env.MUTATION_LIMIT_PER_USER = "100000";
process.env.MUTATION_LIMIT_PER_IP = "100000";

const origin = "http://localhost:3000";
const thumbsUp = community.reactions.thumbsUp;
const party = community.reactions.party;

/** A member with an active subscription (premium), or without one. */
async function member(premium = true): Promise<CurrentUser> {
  const user = await createUser({ name: `Nomad ${randomUUID().slice(0, 4)}` });
  if (premium) {
    const plan = await db.subscriptionPlan.create({
      data: { code: `r-${randomUUID().slice(0, 8)}`, name: "Test", description: "Test", priceCents: 1000 },
    });
    await db.subscription.create({
      data: {
        userId: user.id,
        planId: plan.id,
        status: "active",
        currentPeriodStart: new Date(Date.now() - 86_400_000),
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
        billingProviderId: `sub_${randomUUID()}`,
      },
    });
  }
  return {
    ...user,
    name: null,
    avatarUrl: null,
    sessionId: "t",
    subscribed: premium,
    hasSubscription: premium,
  };
}

function react(body: unknown, headers: Record<string, string> = {}) {
  return reactionsRoute.PUT(
    new Request(`${origin}/api/community/reactions`, {
      method: "PUT",
      headers: { host: "localhost:3000", origin, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    {} as never,
  );
}

const list = async (query: string) =>
  (await messagesRoute.GET(new Request(`${origin}/api/community/messages?${query}`), {} as never)).json();

async function post(author: CurrentUser, text: string, room = "general") {
  return postCommunityMessage(author, { message: text, room });
}

describe("community reactions", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  it("premium members only: 401 signed out, 403 without premium; 422 outside the set; 404 for no live message", async () => {
    const author = await member();
    const message = await post(author, "React to me");
    const body = { messageId: message.id, emoji: thumbsUp, on: true };

    await ambientSessionOf(null);
    const anonymous = await react(body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: community.text.authReact });

    await ambientSessionOf(await member(false), client);
    const free = await react(body);
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ error: community.text.premiumOnly });

    await ambientSessionOf(author, client);
    for (const emoji of ["🍕", "", ":+1:", "👍🏽"]) {
      const refused = await react({ ...body, emoji });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ error: "Unknown reaction", field: "emoji" });
    }
    expect((await react({ ...body, on: "yes" })).status).toBe(422);
    expect((await react({ ...body, messageId: randomUUID() })).status).toBe(404);
    expect((await react(body, { origin: "https://evil.example" })).status).toBe(403);

    const reacted = await react(body);
    expect(reacted.status).toBe(200);
    expect(((await reacted.json()) as { data: ChatMessage }).data.reactions).toEqual([
      { emoji: thumbsUp, count: 1, reacted: [author.id] },
    ]);

    // Hidden by members' reports: not in the chat, so not reactable until restored.
    await db.communityMessage.update({ where: { id: message.id }, data: { hiddenAt: new Date() } });
    expect((await react(body)).status).toBe(404);
    await db.communityMessage.update({ where: { id: message.id }, data: { hiddenAt: null } });

    await deleteCommunityMessage(author, message.id);
    expect((await react(body)).status).toBe(404);
    expect((await react({ ...body, on: false })).status).toBe(404);
  });

  it("one per emoji per member: the same reaction fired 10 times at once counts once; off is idempotent too", async () => {
    const author = await member();
    const message = await post(author, "Ceviche tonight?");
    await ambientSessionOf(author, client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => react({ messageId: message.id, emoji: thumbsUp, on: true })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await db.communityReaction.count({ where: { messageId: message.id } })).toBe(1);
    // Every answer shows the one reaction, and a repeat publishes no change (one updated_seq taken).
    for (const answer of answers)
      expect(((await answer.json()) as { data: ChatMessage }).data.reactions).toEqual([
        { emoji: thumbsUp, count: 1, reacted: [author.id] },
      ]);
    const missed = (await list(`room=general&after=${message.seq}`)) as {
      updated: ChatMessage[];
      cursor: number;
    };
    expect(missed.updated).toHaveLength(1);
    expect(missed.cursor).toBe(message.seq + 1);

    const offs = await Promise.all(
      Array.from({ length: 10 }, () => react({ messageId: message.id, emoji: thumbsUp, on: false })),
    );
    expect(offs.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await db.communityReaction.count({ where: { messageId: message.id } })).toBe(0);
    const after = (await list(`room=general&after=${missed.cursor}`)) as { updated: ChatMessage[] };
    expect(after.updated.map((m) => m.reactions)).toEqual([[]]);
  });

  it("10 members reacting at once count 10; each sees whether they reacted; emojis keep the set's order", async () => {
    const author = await member();
    const message = await post(author, "Salsa class on Friday", "medellin-colombia");
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(
      members.map((m) => reactToMessage(m, { messageId: message.id, emoji: party, on: true })),
    );
    expect(answers.every((a) => a.id === message.id)).toBe(true);
    await reactToMessage(author, { messageId: message.id, emoji: thumbsUp, on: true });

    await ambientSessionOf(author, client);
    const page = (await list("room=medellin-colombia")) as { data: ChatMessage[] };
    const shown = page.data.find((m) => m.id === message.id)!;
    expect(shown.reactions!.map((r) => [r.emoji, r.count])).toEqual([
      [thumbsUp, 1],
      [party, 10],
    ]);
    // The ids of the newest reactors only (the count is exact), so the event stays small.
    expect(shown.reactions![1]!.reacted).toHaveLength(Math.min(10, community.reactedIdsShown));
    expect(members.map((m) => m.id)).toEqual(expect.arrayContaining(shown.reactions![1]!.reacted));
  });

  it("a reconnecting client catches up on reactions: the message as it now is, with its counts", async () => {
    const author = await member();
    const other = await member();
    const message = await post(author, "Who's in Cusco?", "cusco-peru");
    const cursor = message.seq;
    await reactToMessage(other, { messageId: message.id, emoji: thumbsUp, on: true });
    await reactToMessage(author, { messageId: message.id, emoji: thumbsUp, on: true });
    await reactToMessage(other, { messageId: message.id, emoji: party, on: true });
    await reactToMessage(other, { messageId: message.id, emoji: party, on: false });

    await ambientSessionOf(author, client);
    const missed = (await list(`room=cusco-peru&after=${cursor}`)) as {
      data: ChatMessage[];
      updated: ChatMessage[];
      cursor: number;
    };
    expect(missed.data).toEqual([]);
    expect(missed.updated).toHaveLength(1);
    expect(missed.updated[0]!.reactions).toEqual([
      { emoji: thumbsUp, count: 2, reacted: [author.id, other.id] },
    ]);
    expect(missed.cursor).toBe(cursor + 4);
    const page = (await list("room=cusco-peru")) as { cursor: number };
    expect(page.cursor).toBe(missed.cursor);
  });

  it("at most 30 reactions per minute per member, counted atomically when fired at once (429)", async () => {
    const reactor = await member();
    const message = await post(reactor, "Rate me");
    const now = new Date();
    const limit = rateLimits.communityReactPerUser.limit;
    const outcomes = await Promise.allSettled(
      Array.from({ length: limit + 5 }, (_, i) =>
        reactToMessage(reactor, { messageId: message.id, emoji: thumbsUp, on: i % 2 === 0 }, now),
      ),
    );
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(limit);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ message: community.text.reactTooFast });
  });

  it("a muted member cannot react; deleting a member or a message removes their reactions", async () => {
    const author = await member();
    const muted = await member();
    const message = await post(author, "Muted?");
    await db.communityMute.create({
      data: { userId: muted.id, mutedUntil: new Date(Date.now() + 60_000), mutedBy: author.id },
    });
    await expect(
      reactToMessage(muted, { messageId: message.id, emoji: thumbsUp, on: true }),
    ).rejects.toMatchObject({
      status: 403,
    });

    const leaver = await member();
    await reactToMessage(leaver, { messageId: message.id, emoji: thumbsUp, on: true });
    await db.user.delete({ where: { id: leaver.id } });
    expect(await db.communityReaction.count({ where: { messageId: message.id } })).toBe(0);
    await reactToMessage(author, { messageId: message.id, emoji: thumbsUp, on: true });
    await db.communityMessage.delete({ where: { id: message.id } });
    expect(await db.communityReaction.count({ where: { messageId: message.id } })).toBe(0);
  });
});
