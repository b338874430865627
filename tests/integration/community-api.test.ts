import { createHmac, randomUUID } from "node:crypto";
import * as messagesRoute from "@/app/api/community/messages/route";
import * as mutesRoute from "@/app/api/community/admin/mutes/route";
import * as pusherAuthRoute from "@/app/api/community/realtime/pusher-auth/route";
import * as streamRoute from "@/app/api/community/realtime/stream/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { hasPremiumAccess } from "@/lib/billing/subscriptions";
import { deleteCommunityMessage } from "@/lib/community/delete-message";
import { postCommunityMessage } from "@/lib/community/post-message";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { db, type Role, type SubscriptionStatus } from "@/lib/services/database";
import { closeListenerHub } from "@/lib/services/realtime";
import { client, createUser } from "../support/factories";
import { settle } from "../support/settle";
import { ambientSessionOf, enrolAdminSecondFactor } from "../support/signed-in";

/*
 * The community chat's routes, called as Next calls them, on a real database. Only Next's request
 * context is stood in for: `cookies()`/`headers()` return the session cookie this test signs with
 * next-auth's own encoder, so getCurrentUser runs for real (session row, roles, subscriptions).
 */
jest.mock("next/headers", () => jest.requireActual("../support/request-context").nextHeadersStandIn);

process.env.NEXTAUTH_SECRET ??= "community-test-secret-that-is-long-enough-0123456789";
delete process.env.NEXTAUTH_URL;

const origin = "http://localhost:3000";
const noContext = {} as never;

type Persona =
  "anonymous" | "member" | "subscriber" | "expired" | "canceledInPeriod" | "canceledEnded" | "admin";

let planId: string;
async function plan() {
  planId ??= (
    await db.subscriptionPlan.create({
      data: {
        code: `test-${randomUUID().slice(0, 8)}`,
        name: "Test",
        description: "Test plan",
        priceCents: 1000,
      },
    })
  ).id;
  return planId;
}

async function subscribe(userId: string, status: SubscriptionStatus, periodEnd: Date) {
  await db.subscription.create({
    data: {
      userId,
      planId: await plan(),
      status,
      currentPeriodStart: new Date(periodEnd.getTime() - 30 * 86_400_000),
      currentPeriodEnd: periodEnd,
      billingProviderId: `sub_${randomUUID()}`,
    },
  });
}

const day = 86_400_000;

/** A user of the persona (null for anonymous), straight in the database. */
async function persona(kind: Persona, name = `Nomad ${kind}`) {
  if (kind === "anonymous") return null;
  // Established accounts: the new-account flood limit has its own tests (community-flood).
  const createdAt = new Date(Date.now() - 30 * day);
  const user = await createUser({ role: (kind === "admin" ? "admin" : "member") as Role, name, createdAt });
  if (kind === "subscriber") await subscribe(user.id, "active", new Date(Date.now() + 20 * day));
  if (kind === "expired") await subscribe(user.id, "expired", new Date(Date.now() - 2 * day));
  if (kind === "canceledInPeriod") await subscribe(user.id, "canceled", new Date(Date.now() + 5 * day));
  if (kind === "canceledEnded") await subscribe(user.id, "canceled", new Date(Date.now() - day));
  return user;
}

/** Admins sign in with their second factor enrolled (admin powers require it). */
async function signInAs(user: { id: string; role?: Role } | null) {
  await enrolAdminSecondFactor(user);
  await ambientSessionOf(user, client);
}

async function currentUserOf(user: { id: string; email: string; role: Role }): Promise<CurrentUser> {
  const subscribed = await hasPremiumAccess(user.id);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    name: null,
    avatarUrl: null,
    sessionId: "test",
    subscribed,
    hasSubscription: subscribed || user.role === "admin",
  };
}

function request(
  path: string,
  {
    method = "GET",
    body,
    headers = {},
    signal,
  }: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const init: RequestInit = {
    method,
    headers: {
      host: "localhost:3000",
      origin,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    signal,
  };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return new Request(`${origin}${path}`, init);
}

const list = (query = "room=general") =>
  messagesRoute.GET(request(`/api/community/messages?${query}`), noContext);
const post = (body: unknown) =>
  messagesRoute.POST(request("/api/community/messages", { method: "POST", body }), noContext);
const remove = (messageId: string) =>
  messagesRoute.DELETE(
    request("/api/community/messages", { method: "DELETE", body: { messageId } }),
    noContext,
  );
const edit = (messageId: string, message: unknown) =>
  messagesRoute.PATCH(
    request("/api/community/messages", { method: "PATCH", body: { messageId, message } }),
    noContext,
  );
const pusherAuth = (form: string, headers: Record<string, string> = {}) =>
  pusherAuthRoute.POST(
    request("/api/community/realtime/pusher-auth", {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    }),
    noContext,
  );

async function openStream(query = "room=general") {
  const controller = new AbortController();
  const response = await streamRoute.GET(
    request(`/api/community/realtime/stream?${query}`, { signal: controller.signal }),
    noContext,
  );
  return { response, close: () => controller.abort() };
}

/** Reads an SSE response until a frame containing `marker` arrives (5 s at most); the text read. */
async function readUntil(response: Response, marker: string, timeoutMs = 5000): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let text = "";
  while (!text.includes(marker) && Date.now() < deadline) {
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()));
    const chunk = await Promise.race([reader.read(), timeout]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => {});
  return text;
}

async function postAs(
  user: { id: string; email: string; role: Role },
  message: string,
  room = "general",
  now = new Date(),
) {
  const outcome = await settle(postCommunityMessage(await currentUserOf(user), { message, room }, now));
  if (!outcome.ok) throw new Error(`post refused: ${outcome.error}`);
  return outcome.data;
}

describe("community chat", () => {
  afterAll(async () => {
    await closeListenerHub();
  });

  describe("authorisation of every call", () => {
    // Who may use the chat: active subscribers (and canceled ones until their period ends) and admins.
    const cases: Array<[Persona, number]> = [
      ["anonymous", 401],
      ["member", 403],
      ["expired", 403],
      ["canceledEnded", 403],
      ["canceledInPeriod", 200],
      ["subscriber", 200],
      ["admin", 200],
    ];

    it.each(cases)("%s: reading answers %i", async (kind, status) => {
      await signInAs(await persona(kind));
      const response = await list();
      expect(response.status).toBe(status);
      const body = await response.json();
      if (status === 401) expect(body).toEqual({ error: "Authentication required to read messages" });
      if (status === 403) expect(body).toEqual({ error: community.text.premiumOnly });
      if (status === 200)
        expect(body).toEqual({
          data: expect.any(Array),
          hasMore: expect.any(Boolean),
          cursor: expect.any(Number),
        });
    });

    it.each(cases)("%s: posting answers %i", async (kind, status) => {
      await signInAs(await persona(kind));
      const response = await post({ message: `Hola from ${kind}`, room: "general" });
      expect(response.status).toBe(status === 200 ? 201 : status);
      const body = await response.json();
      if (status === 401) expect(body).toEqual({ error: "Authentication required to send messages" });
      if (status === 403) expect(body.error).toBe(community.text.premiumOnly);
      if (status === 200)
        expect(body.data).toEqual(
          expect.objectContaining({
            message: `Hola from ${kind}`,
            room: "general",
            username: `Nomad ${kind}`,
          }),
        );
    });

    it.each(cases)("%s: deleting their own message answers %i", async (kind, status) => {
      const user = await persona(kind);
      // A message of theirs from when they could post (or someone's, for the anonymous visitor).
      const author = user ?? (await persona("subscriber"))!;
      const message = await db.communityMessage.create({
        data: { userId: author.id, room: "general", message: "to delete" },
      });
      await signInAs(user);
      const response = await remove(message.id);
      expect(response.status).toBe(status);
      if (status === 401)
        expect(await response.json()).toEqual({ error: "Authentication required to delete messages" });
      if (status === 200) expect(await response.json()).toEqual({ data: { id: message.id } });
    });

    it.each(cases)("%s: opening the realtime stream answers %i", async (kind, status) => {
      await signInAs(await persona(kind));
      const { response, close } = await openStream();
      try {
        expect(response.status).toBe(status);
        if (status === 200) expect(response.headers.get("content-type")).toContain("text/event-stream");
        else expect(await response.json()).toEqual({ error: expect.any(String) });
      } finally {
        close();
        await response.body?.cancel().catch(() => {});
      }
    });

    it.each(cases)("%s: Pusher channel authorisation answers %i", async (kind, status) => {
      await withPusherEnv(async () => {
        await signInAs(await persona(kind));
        const response = await pusherAuth("socket_id=1234.5678&channel_name=private-community-general");
        expect(response.status).toBe(status);
      });
    });

    it("only admins mute", async () => {
      const target = (await persona("subscriber"))!;
      for (const [kind, status] of [
        ["anonymous", 401],
        ["member", 403],
        ["subscriber", 403],
      ] as const) {
        await signInAs(await persona(kind));
        const response = await mutesRoute.POST(
          request("/api/community/admin/mutes", { method: "POST", body: { userId: target.id, minutes: 30 } }),
          noContext,
        );
        expect(response.status).toBe(status);
      }
    });

    it("refuses other sites' mutations (CSRF)", async () => {
      await signInAs(await persona("subscriber"));
      const response = await messagesRoute.POST(
        request("/api/community/messages", {
          method: "POST",
          body: { message: "hi" },
          headers: { origin: "https://evil.example" },
        }),
        noContext,
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site request refused" });
    });
  });

  describe("reading", () => {
    it("pages 50 at a time, oldest first, with the author's profile, and catches up by seq", async () => {
      const author = (await persona("subscriber", "Camila Reyes"))!;
      await db.profile.update({
        where: { id: author.id },
        data: { avatarUrl: "/media/avatars/camila.webp" },
      });
      const room = "lima-peru";
      const created: ChatMessage[] = [];
      for (let i = 0; i < 60; i++)
        created.push(await postAs(author, `Message ${i}`, room, new Date(Date.now() + i * 61_000)));
      await signInAs(author);

      const first = (await (await list(`room=${room}`)).json()) as { data: ChatMessage[]; hasMore: boolean };
      expect(first.data).toHaveLength(community.loadLimit);
      expect(first.hasMore).toBe(true);
      expect(first.data.map((m) => m.message)).toEqual(created.slice(10).map((m) => m.message));
      expect(first.data[0]).toEqual({
        id: expect.any(String),
        seq: expect.any(Number),
        user_id: author.id,
        username: "Camila Reyes",
        message: "Message 10",
        room,
        created_at: expect.any(String),
        edited_at: null,
        image: null,
        parent_id: null,
        reply_count: 0,
        last_reply_at: null,
        profile: { full_name: "Camila Reyes", avatar_url: "/media/avatars/camila.webp" },
        reactions: [],
      });

      const earlier = (await (await list(`room=${room}&before=${first.data[0]!.seq}`)).json()) as {
        data: ChatMessage[];
        hasMore: boolean;
      };
      expect(earlier.data.map((m) => m.message)).toEqual(created.slice(0, 10).map((m) => m.message));
      expect(earlier.hasMore).toBe(false);

      // Catch-up: the messages and the deletions after a cursor (the number of the last event held).
      const cursor = created[57]!.seq;
      await settle(deleteCommunityMessage(await currentUserOf(author), created[20]!.id));
      const missed = (await (await list(`room=${room}&after=${cursor}`)).json()) as {
        data: ChatMessage[];
        deleted: string[];
      };
      expect(missed.data.map((m) => m.message)).toEqual(["Message 58", "Message 59"]);
      expect(missed.deleted).toEqual([created[20]!.id]);
      // A deleted message is never served again.
      const after = (await (await list(`room=${room}&limit=100`)).json()) as { data: ChatMessage[] };
      expect(after.data.map((m) => m.id)).not.toContain(created[20]!.id);
    });

    it("a client that reconnects catches up on every deletion after its cursor, whatever the clocks say", async () => {
      const author = (await persona("subscriber", "Tomás Ortiz"))!;
      await signInAs(author);
      const room = "quito-ecuador";
      const said = async (text: string) => {
        const outcome = await settle(
          postCommunityMessage(await currentUserOf(author), { message: text, room }),
        );
        if (!outcome.ok) throw new Error(outcome.error);
        return outcome.data;
      };
      const first = await said("Anyone up for Cotopaxi?");
      // The client holds the room up to this message, then loses its connection. Another instance,
      // whose clock runs a minute behind, deletes the message; a new one is posted.
      const cursor = first.seq;
      await settle(
        deleteCommunityMessage(await currentUserOf(author), first.id, new Date(Date.now() - 60_000)),
      );
      const second = await said("Found a group, thanks!");
      const missed = (await (await list(`room=${room}&after=${cursor}&since=${Date.now()}`)).json()) as {
        data: ChatMessage[];
        deleted: string[];
        cursor: number;
      };
      expect(missed.deleted).toEqual([first.id]);
      expect(missed.data.map((m) => m.id)).toEqual([second.id]);
      // The deletion has its own place in the room's sequence, after the message and before the next one.
      expect(missed.cursor).toBe(second.seq);
      const deletion = await db.communityMessage.findUniqueOrThrow({
        where: { id: first.id },
        select: { seq: true, deletedSeq: true },
      });
      expect(Number(deletion.deletedSeq)).toBeGreaterThan(first.seq);
      expect(Number(deletion.deletedSeq)).toBeLessThan(second.seq);
      // Nothing after the newest event.
      const none = (await (await list(`room=${room}&after=${missed.cursor}`)).json()) as {
        data: ChatMessage[];
        deleted: string[];
        cursor: number;
      };
      expect(none).toEqual({
        data: [],
        updated: [],
        deleted: [],
        hidden: [],
        restored: [],
        cursor: missed.cursor,
      });
      // A fresh page starts its live updates from the room's newest event.
      const page = (await (await list(`room=${room}`)).json()) as { data: ChatMessage[]; cursor: number };
      expect(page.data.map((m) => m.id)).toEqual([second.id]);
      expect(page.cursor).toBe(second.seq);
    });

    it("answers bad queries with 400 and unknown rooms with 404", async () => {
      await signInAs(await persona("subscriber"));
      expect((await list("room=Not a room")).status).toBe(400);
      expect((await list("room=general&limit=500")).status).toBe(400);
      expect((await list("room=general&before=-3")).status).toBe(400);
      expect((await list("room=general&before=3&after=2")).status).toBe(400);
      const unknown = await list("room=atlantis");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: "Unknown room" });
    });

    it("offers 'general' and one room per city", async () => {
      const { roomIds } = await import("@/lib/community/rooms");
      const { cities } = await import("@/lib/cities");
      expect(roomIds).toEqual(["general", ...cities.map((c) => c.id)]);
      expect(roomIds).toHaveLength(cities.length + 1);
    });
  });

  describe("posting", () => {
    it("validates the message with the shared schema (422) and keeps text as text", async () => {
      await signInAs(await persona("subscriber"));
      const blank = await post({ message: "   \n ", room: "general" });
      expect(blank.status).toBe(422);
      expect(await blank.json()).toEqual({ error: "Please type a message", field: "message" });
      const long = await post({ message: "x".repeat(501), room: "general" });
      expect(long.status).toBe(422);
      expect(await long.json()).toEqual({
        error: "Messages cannot exceed 500 characters.",
        field: "message",
      });
      expect((await post({ message: "x".repeat(500), room: "general" })).status).toBe(201);
      expect((await post({ message: "hi", room: "atlantis" })).status).toBe(422);
      expect((await post("{not json")).status).toBe(400);
      const html = await post({
        message: "<img src=x onerror=alert(1)> see https://latitud.app",
        room: "medellin-colombia",
      });
      expect(((await html.json()) as { data: ChatMessage }).data.message).toBe(
        "<img src=x onerror=alert(1)> see https://latitud.app",
      );
      // The room defaults to general.
      expect(
        ((await (await post({ message: "default room" })).json()) as { data: ChatMessage }).data.room,
      ).toBe("general");
    });

    it("allows 10 messages per 60 s per user, then 429 'rate' with the time left (injected clock)", async () => {
      const user = await currentUserOf((await persona("subscriber"))!);
      const windowStart = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
      const at = (ms: number) => new Date(windowStart + ms);
      for (let i = 0; i < 10; i++)
        expect(
          (await settle(postCommunityMessage(user, { message: `burst ${i}`, room: "general" }, at(1000 + i))))
            .ok,
        ).toBe(true);
      const refused = await settle(
        postCommunityMessage(user, { message: "one too many", room: "general" }, at(15_000)),
      );
      expect(refused).toEqual({
        ok: false,
        status: 429,
        error: community.text.rateLimited,
        chatType: "community",
        limitType: "rate",
        retryAfter: 45_000,
        currentCount: 10,
        maxCount: 10,
      });
      // The next window opens again.
      expect(
        (await settle(postCommunityMessage(user, { message: "next minute", room: "general" }, at(60_000))))
          .ok,
      ).toBe(true);
      // Other users are not affected.
      const other = await currentUserOf((await persona("subscriber"))!);
      expect(
        (await settle(postCommunityMessage(other, { message: "me too", room: "general" }, at(15_000)))).ok,
      ).toBe(true);
    });

    it("COMMUNITY_POSTS_PER_MINUTE sets the per-minute budget", async () => {
      process.env.COMMUNITY_POSTS_PER_MINUTE = "2";
      try {
        const user = await currentUserOf((await persona("subscriber"))!);
        const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
        const results = [];
        for (const message of ["one", "two", "three"])
          results.push(await settle(postCommunityMessage(user, { message, room: "general" }, at)));
        expect(results.map((r) => r.ok)).toEqual([true, true, false]);
        expect(results[2]).toMatchObject({ status: 429, limitType: "rate", maxCount: 2 });
      } finally {
        delete process.env.COMMUNITY_POSTS_PER_MINUTE;
      }
    });

    it("enforces the daily quota of quota_config with its message; admins are not counted", async () => {
      await db.quotaConfig.upsert({
        where: { role_chatType: { role: "subscribed", chatType: "community" } },
        create: { role: "subscribed", chatType: "community", dailyLimit: 3 },
        update: { dailyLimit: 3 },
      });
      try {
        const user = await currentUserOf((await persona("subscriber"))!);
        const morning = new Date("2026-11-22T08:00:00Z");
        const spaced = (i: number) => new Date(morning.getTime() + i * 61_000);
        for (let i = 0; i < 3; i++)
          expect(
            (await settle(postCommunityMessage(user, { message: `q ${i}`, room: "general" }, spaced(i)))).ok,
          ).toBe(true);
        const refused = await settle(
          postCommunityMessage(user, { message: "q 3", room: "general" }, spaced(3)),
        );
        expect(refused).toEqual({
          ok: false,
          status: 429,
          error: "Daily message limit reached (3/3). Please try again tomorrow or upgrade your plan.",
          chatType: "community",
          limitType: "quota",
          retryAfter: new Date("2026-11-23T00:00:00Z").getTime() - spaced(3).getTime(),
          currentCount: 3,
          maxCount: 3,
        });
        // A new UTC day starts again.
        expect(
          (
            await settle(
              postCommunityMessage(
                user,
                { message: "tomorrow", room: "general" },
                new Date("2026-11-23T00:00:10Z"),
              ),
            )
          ).ok,
        ).toBe(true);
        const admin = await currentUserOf((await persona("admin"))!);
        for (let i = 0; i < 5; i++)
          expect(
            (await settle(postCommunityMessage(admin, { message: `mod ${i}`, room: "general" }, spaced(i))))
              .ok,
          ).toBe(true);
      } finally {
        await db.quotaConfig.update({
          where: { role_chatType: { role: "subscribed", chatType: "community" } },
          data: { dailyLimit: 200 },
        });
      }
    });

    it("answers a refused post over HTTP with the 429 body and Retry-After", async () => {
      const user = (await persona("subscriber"))!;
      // Fill this window's bucket as ten earlier posts would have.
      const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      await db.rateLimitBucket.create({
        data: { key: `community-post-user:${user.id}`, windowStart, count: 10 },
      });
      await signInAs(user);
      const response = await post({ message: "too fast", room: "general" });
      // the minute turned meanwhile
      if (new Date(Math.floor(Date.now() / 60_000) * 60_000).getTime() !== windowStart.getTime()) return;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toEqual({
        error: community.text.rateLimited,
        chatType: "community",
        limitType: "rate",
        retryAfter: expect.any(Number),
        currentCount: 10,
        maxCount: 10,
      });
    });
  });

  describe("deleting", () => {
    it("members delete their own (200), not others' (403); admins delete any; gone is 404", async () => {
      const alice = (await persona("subscriber", "Alice"))!;
      const bruno = (await persona("subscriber", "Bruno"))!;
      const admin = (await persona("admin", "Ada"))!;
      const hers = await postAs(alice, "Alice's message");
      const his = await postAs(bruno, "Bruno's message");

      await signInAs(alice);
      const forbidden = await remove(his.id);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "You can only delete your own messages" });
      expect((await remove(hers.id)).status).toBe(200);
      expect((await remove(hers.id)).status).toBe(404);
      expect((await remove(randomUUID())).status).toBe(404);
      expect(
        (
          await messagesRoute.DELETE(
            request("/api/community/messages", { method: "DELETE", body: { messageId: "nope" } }),
            noContext,
          )
        ).status,
      ).toBe(422);

      await signInAs(admin);
      expect((await remove(his.id)).status).toBe(200);
      const row = await db.communityMessage.findUniqueOrThrow({ where: { id: his.id } });
      expect(row.deletedBy).toBe(admin.id);
      expect(row.deletedAt).toBeInstanceOf(Date);
    });
  });

  describe("editing", () => {
    it("authors edit their own for 10 minutes (200, marked edited); others 403; later 409; gone 404; bad text 422", async () => {
      const alice = (await persona("subscriber", "Alice Edit"))!;
      const bruno = (await persona("subscriber", "Bruno Edit"))!;
      const admin = (await persona("admin", "Ada Edit"))!;
      const hers = await postAs(alice, "Meet at the cafe at 5?");
      const old = await postAs(alice, "An old message", "general", new Date(Date.now() - 11 * 60_000));

      await signInAs(alice);
      const edited = await edit(hers.id, "Meet at the café at 6?");
      expect(edited.status).toBe(200);
      const { data } = (await edited.json()) as { data: ChatMessage };
      expect(data).toMatchObject({ id: hers.id, seq: hers.seq, message: "Meet at the café at 6?" });
      expect(data.edited_at).toEqual(expect.any(String));
      expect(await (await edit(old.id, "Too late")).json()).toEqual({
        error: "Messages can only be edited in the first 10 minutes",
      });
      expect((await edit(old.id, "Too late")).status).toBe(409);
      expect((await edit(hers.id, "   ")).status).toBe(422);
      expect((await edit(hers.id, "x".repeat(community.messageMaxLength + 1))).status).toBe(422);
      expect((await edit(randomUUID(), "Nobody's")).status).toBe(404);

      await signInAs(bruno);
      const forbidden = await edit(hers.id, "Bruno was here");
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "You can only edit your own messages" });
      // Moderators delete; they never put words in a member's mouth.
      await signInAs(admin);
      expect((await edit(hers.id, "Admin was here")).status).toBe(403);

      await signInAs(null);
      expect((await edit(hers.id, "Anyone")).status).toBe(401);
      const row = await db.communityMessage.findUniqueOrThrow({ where: { id: hers.id } });
      expect(row.message).toBe("Meet at the café at 6?");

      await signInAs(alice);
      expect((await remove(hers.id)).status).toBe(200);
      expect((await edit(hers.id, "After deletion")).status).toBe(404);
    });

    it("an edit is an event of the room with its own number: live, and caught up after a reconnection", async () => {
      const author = (await persona("subscriber", "Lucía Edit"))!;
      const room = "cusco-peru";
      const first = await postAs(author, "Salkantay trek on Monday", room);
      const cursor = first.seq;
      await signInAs(author);
      const stream = await openStream(`room=${room}&after=${cursor}`);
      expect((await edit(first.id, "Salkantay trek on Tuesday")).status).toBe(200);
      const text = await readUntil(stream.response, "message.updated");
      stream.close();
      expect(text).toContain("Salkantay trek on Tuesday");

      const missed = (await (await list(`room=${room}&after=${cursor}`)).json()) as {
        data: ChatMessage[];
        updated: ChatMessage[];
        deleted: string[];
        cursor: number;
      };
      expect(missed.data).toEqual([]);
      expect(missed.updated.map((m) => [m.id, m.message])).toEqual([[first.id, "Salkantay trek on Tuesday"]]);
      expect(missed.cursor).toBeGreaterThan(first.seq);
      const page = (await (await list(`room=${room}`)).json()) as { cursor: number };
      expect(page.cursor).toBe(missed.cursor);
    });

    it("edits fired at once each take their own number and the last number holds the text; none outlives a delete", async () => {
      const author = (await persona("subscriber", "Parallel Editor"))!;
      const room = "lima-peru";
      const message = await postAs(author, "Version 0", room);
      await signInAs(author);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => edit(message.id, `Version ${i + 1}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const missed = (await (await list(`room=${room}&after=${message.seq}`)).json()) as {
        updated: ChatMessage[];
        cursor: number;
      };
      const row = await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(missed.updated.map((m) => m.message)).toEqual([row.message]);
      expect(Number(row.updatedSeq)).toBe(missed.cursor);

      // Edits racing a deletion: whatever wins, a deleted message is never changed afterwards.
      const [, ...rest] = await Promise.all([
        remove(message.id),
        ...Array.from({ length: 4 }, (_, i) => edit(message.id, `Late ${i}`)),
      ]);
      for (const answer of rest) expect([200, 404]).toContain(answer.status);
      const after = await db.communityMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(after.deletedSeq).not.toBeNull();
      expect(Number(after.updatedSeq ?? 0)).toBeLessThan(Number(after.deletedSeq));
    });
  });

  describe("moderation: mutes", () => {
    it("a muted member gets 403 'You are muted until …', still reads, and posts again when unmuted or expired", async () => {
      const admin = (await persona("admin"))!;
      const member = (await persona("subscriber"))!;
      await signInAs(admin);
      const muted = await mutesRoute.POST(
        request("/api/community/admin/mutes", {
          method: "POST",
          body: { userId: member.id, minutes: 30, reason: "Spam" },
        }),
        noContext,
      );
      expect(muted.status).toBe(201);
      const { data } = (await muted.json()) as { data: { mutedUntil: string } };

      await signInAs(member);
      const refused = await post({ message: "let me speak", room: "general" });
      expect(refused.status).toBe(403);
      const body = (await refused.json()) as { error: string; mutedUntil: string };
      expect(body.error).toMatch(/^You are muted until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
      expect(body.mutedUntil).toBe(data.mutedUntil);
      // A reader of Spanish or Portuguese is told in their language, with the same time.
      const inSpanish = await messagesRoute.POST(
        request("/api/community/messages", {
          method: "POST",
          body: { message: "déjame hablar", room: "general" },
          headers: { "accept-language": "es-AR,es;q=0.9" },
        }),
        noContext,
      );
      expect(((await inSpanish.json()) as { error: string }).error).toBe(
        body.error.replace("You are muted until", "Tu cuenta está silenciada hasta el"),
      );
      const blank = await messagesRoute.POST(
        request("/api/community/messages", {
          method: "POST",
          body: { message: " ", room: "general" },
          headers: { "accept-language": "pt-BR" },
        }),
        noContext,
      );
      expect(await blank.json()).toEqual({ error: "Digite uma mensagem", field: "message" });
      expect((await list()).status).toBe(200);
      // After the mute ends (injected clock) posting works.
      const later = new Date(new Date(data.mutedUntil).getTime() + 1000);
      expect(
        (
          await settle(
            postCommunityMessage(await currentUserOf(member), { message: "back", room: "general" }, later),
          )
        ).ok,
      ).toBe(true);

      await signInAs(admin);
      const unmute = () =>
        mutesRoute.DELETE(
          request("/api/community/admin/mutes", { method: "DELETE", body: { userId: member.id } }),
          noContext,
        );
      expect((await unmute()).status).toBe(200);
      expect((await unmute()).status).toBe(404);
      await signInAs(member);
      expect((await post({ message: "unmuted", room: "general" })).status).toBe(201);
    });

    it("refuses muting admins, oneself, unknown members and bad durations", async () => {
      const admin = (await persona("admin"))!;
      const otherAdmin = (await persona("admin"))!;
      await signInAs(admin);
      const mute = (body: unknown) =>
        mutesRoute.POST(request("/api/community/admin/mutes", { method: "POST", body }), noContext);
      expect((await mute({ userId: otherAdmin.id, minutes: 10 })).status).toBe(409);
      expect((await mute({ userId: admin.id, minutes: 10 })).status).toBe(409);
      expect((await mute({ userId: randomUUID(), minutes: 10 })).status).toBe(404);
      expect((await mute({ userId: randomUUID(), minutes: 0 })).status).toBe(422);
      expect((await mute({ userId: randomUUID(), minutes: 60 * 24 * 365 })).status).toBe(422);
    });
  });

  describe("Pusher channel authorisation", () => {
    it("signs room and activity channels with the Pusher protocol's HMAC, and only those", async () => {
      await withPusherEnv(async () => {
        await signInAs(await persona("subscriber"));
        for (const channel of [
          "private-community-general",
          "private-community-santiago-chile",
          "private-community-activity",
        ]) {
          const response = await pusherAuth(
            new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString(),
          );
          expect(response.status).toBe(200);
          const expected = createHmac("sha256", "test-secret").update(`123.456:${channel}`).digest("hex");
          expect(await response.json()).toEqual({ auth: `test-key:${expected}` });
        }
        for (const channel of [
          "private-community-atlantis",
          "private-other-general",
          "presence-community-general",
          "community-general",
        ]) {
          expect((await pusherAuth(`socket_id=123.456&channel_name=${channel}`)).status).toBe(403);
        }
        expect(
          (await pusherAuth("socket_id=not-a-socket&channel_name=private-community-general")).status,
        ).toBe(422);
        expect(
          (
            await pusherAuth("socket_id=1.2&channel_name=private-community-general", {
              origin: "https://evil.example",
            })
          ).status,
        ).toBe(403);
      });
    });

    it("is not served when Pusher is not configured; the SSE stream is not served when it is", async () => {
      await signInAs(await persona("subscriber"));
      expect((await pusherAuth("socket_id=1.2&channel_name=private-community-general")).status).toBe(404);
      await withPusherEnv(async () => {
        const { response, close } = await openStream();
        close();
        expect(response.status).toBe(404);
      });
    });
  });
});

async function withPusherEnv(fn: () => Promise<void>) {
  const env = {
    PUSHER_APP_ID: "4242",
    PUSHER_KEY: "test-key",
    PUSHER_SECRET: "test-secret",
    PUSHER_HOST: "127.0.0.1",
    PUSHER_PORT: "9",
  };
  Object.assign(process.env, env);
  try {
    await fn();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}
