import { startApp, type AppInstance } from "./support/app";
import { demo, newIp, Visitor } from "./support/http";
import { createSharedDatabase, query, type TestDatabase } from "./support/postgres";
import { burstAcrossInstances, redisCommand } from "./support/rate-limit";
import { openSse } from "./support/sse";

/**
 * The app is stateless: two instances on different ports share one PostgreSQL database, and a
 * visitor may reach either one for any request (as behind a load balancer). Sessions, the visa chat
 * quota, the mutation rate limit (PostgreSQL, then Redis when one runs on 127.0.0.1:6379) and the
 * community chat's realtime (LISTEN/NOTIFY) hold across them.
 */
const REDIS_URL = process.env.SYSTEM_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// A low budget per client IP so the rate-limit check is quick; each visitor below has its own IP.
const limits = { MUTATION_LIMIT_PER_IP: "6", MUTATION_LIMIT_PER_USER: "1000" };

let database: TestDatabase;
let a: AppInstance;
let b: AppInstance;

const both = (extra: Record<string, string> = {}) =>
  Promise.all([
    startApp({ name: "A", databaseUrl: database.url, env: { ...limits, ...extra } }),
    startApp({ name: "B", databaseUrl: database.url, env: { ...limits, ...extra } }),
  ]);

beforeAll(async () => {
  database = await createSharedDatabase("scale");
  // A registered member's daily visa quota, made small so the test spends it quickly (quota_config
  // is the live source).
  await query(
    database.url,
    `update quota_config set daily_limit = 3 where role = 'registered' and chat_type = 'visa'`,
  );
  [a, b] = await both();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

it("runs two instances on different ports against one database", () => {
  expect(a.port).not.toBe(b.port);
  expect(a.pid).not.toBe(b.pid);
});

it("a session made on A is accepted on B, and signing out on B ends it on A", async () => {
  const visitor = new Visitor(newIp());
  await visitor.login(a.base, demo.member);
  expect(await visitor.sessionEmail(b.base)).toBe(demo.member);
  // A member-only API on B, with the cookie A issued.
  expect((await visitor.request(b.base, "/api/chat/visa/chats")).status).toBe(200);
  const anonymous = new Visitor(newIp());
  expect((await anonymous.request(b.base, "/api/profile/export")).status).toBe(401);

  // Keep the cookie as it was, then sign out on B: the session row is revoked for everyone.
  const stolen = visitor.copy(newIp());
  expect((await visitor.signOut(b.base)).status).toBe(200);
  expect(await stolen.sessionEmail(a.base)).toBeNull();
  expect((await stolen.request(a.base, "/api/chat/visa/chats")).status).toBe(401);
});

it("one visa conversation continues across A and B, and its daily quota used on A is counted on B", async () => {
  const visitor = new Visitor(newIp());
  await visitor.login(a.base, demo.member);
  type Line = { type: string; chatId?: string; usage?: { usageCount: number } };
  const ask = async (base: string, n: number, chatId?: string) => {
    const reply = await visitor.request(base, "/api/chat/visa/messages", {
      method: "POST",
      body: { message: `Do I need a visa for Peru? (${n})`, ...(chatId ? { chatId } : {}) },
    });
    return {
      status: reply.status,
      lines:
        reply.status === 200
          ? reply.text
              .trim()
              .split("\n")
              .map((line) => JSON.parse(line) as Line)
          : [],
      body: reply.text,
    };
  };
  const first = await ask(a.base, 1);
  expect(first.status).toBe(200);
  expect(first.lines[0]).toMatchObject({
    type: "meta",
    chatId: expect.any(String),
    usage: { usageCount: 1, maxMessages: 3 },
  });
  expect(first.lines.at(-1)).toMatchObject({ type: "done" });
  const chatId = first.lines[0]!.chatId!;
  expect((await visitor.request(b.base, "/api/chat/visa/usage")).json()).toMatchObject({
    usageCount: 1,
    maxMessages: 3,
  });
  // The same conversation, one question on each instance.
  const second = await ask(b.base, 2, chatId);
  expect(second.lines[0]).toMatchObject({ chatId, usage: { usageCount: 2 } });
  expect(second.lines.at(-1)).toMatchObject({ type: "done" });
  expect((await ask(a.base, 3, chatId)).lines[0]).toMatchObject({ chatId, usage: { usageCount: 3 } });
  // Either instance shows the whole conversation: three questions, each followed by its answer.
  for (const instance of [a, b]) {
    const { chat } = (await visitor.request(instance.base, `/api/chat/visa/history?chatId=${chatId}`)).json<{
      chat: { id: string; messages: Array<{ content: string; isUser: boolean }> };
    }>();
    expect(chat.id).toBe(chatId);
    expect(chat.messages.map((m) => m.isUser)).toEqual([true, false, true, false, true, false]);
    expect(chat.messages.filter((m) => m.isUser).map((m) => m.content)).toEqual(
      [1, 2, 3].map((n) => `Do I need a visa for Peru? (${n})`),
    );
  }
  // The quota is spent, whichever instance is asked.
  const refused = await ask(b.base, 4, chatId);
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toMatchObject({ limitType: "quota", currentCount: 3, maxCount: 3 });
  expect((await ask(a.base, 5)).status).toBe(429);
  expect((await visitor.request(a.base, "/api/chat/visa/usage")).json()).toMatchObject({
    usageCount: 3,
    limitReached: true,
  });
});

it("a community message posted on A reaches live subscribers connected to B (and to A)", async () => {
  const reader = new Visitor(newIp());
  await reader.login(b.base, demo.subscriber);
  const onB = await openSse(reader, b.base, "/api/community/realtime/stream?room=general");
  const onA = await openSse(reader, a.base, "/api/community/realtime/stream?room=general");
  try {
    expect(onB.status).toBe(200);
    await Promise.all([onB.next((e) => e.event === "ready"), onA.next((e) => e.event === "ready")]);

    const writer = new Visitor(newIp());
    await writer.login(a.base, demo.subscriber);
    const text = `Hola from instance A ${Date.now()}`;
    const posted = await writer.request(a.base, "/api/community/messages", {
      method: "POST",
      body: { room: "general", message: text },
    });
    expect(posted.status).toBe(201);
    const id = posted.json<{ data: { id: string } }>().data.id;

    const isOurs = (e: { data: string }) => e.data.includes(id) && e.data.includes('"message.created"');
    const [fromB, fromA] = await Promise.all([onB.next(isOurs), onA.next(isOurs)]);
    expect(JSON.parse(fromB.data)).toMatchObject({
      type: "message.created",
      room: "general",
      message: { id, message: text },
    });
    expect(JSON.parse(fromA.data)).toMatchObject({ type: "message.created", message: { id } });
    // Exactly once per stream.
    expect(onB.events.filter(isOurs)).toHaveLength(1);
    expect(onA.events.filter(isOurs)).toHaveLength(1);
  } finally {
    onB.close();
    onA.close();
  }
});

async function expectSharedMutationBudget() {
  const visitor = new Visitor(newIp());
  await visitor.login(a.base, demo.member);
  const { ip, replies } = await burstAcrossInstances(visitor, [a, b], 8);
  const statuses = replies.map(({ reply }) => reply.status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  // The 7th went to A and the 8th to B: refused on both, with Retry-After and the JSON contract.
  expect(replies.slice(6).map((r) => r.instance)).toEqual(["A", "B"]);
  for (const { reply } of replies.slice(6)) {
    const seconds = Number(reply.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(reply.json()).toEqual(
      expect.objectContaining({ error: expect.stringMatching(/^Too many requests/) }),
    );
  }
  // The budget is per client IP, not global: another address still passes on both.
  for (const instance of [a, b]) {
    const other = await visitor.request(instance.base, "/api/profile/tags", {
      method: "POST",
      ip: newIp(),
      body: { tag: `interested-in-other ${instance.name.toLowerCase()}`, source: "manual" },
    });
    expect(other.status).toBe(200);
  }
  return ip;
}

it("the mutation rate limit per client IP holds across both instances (counters in PostgreSQL)", async () => {
  const ip = await expectSharedMutationBudget();
  const rows = await query<{ key: string; count: number }>(
    database.url,
    "select key, count from rate_limit_buckets where key like $1",
    [`%${ip}%`],
  );
  expect(rows.length).toBeGreaterThan(0);
});

it("the mutation rate limit per client IP holds across both instances with REDIS_URL", async () => {
  if ((await redisCommand(REDIS_URL, "PING")) !== "+PONG\r\n") {
    console.log(`[system] No Redis at ${REDIS_URL}: the Redis variant of the rate-limit check is skipped.`);
    return;
  }
  await Promise.all([a.stop(), b.stop()]);
  [a, b] = await both({ REDIS_URL });
  const ip = await expectSharedMutationBudget();
  // Counted in Redis, not in PostgreSQL.
  expect(
    await query(database.url, "select key from rate_limit_buckets where key like $1", [`%${ip}%`]),
  ).toEqual([]);
  expect(await redisCommand(REDIS_URL, "KEYS", `latitud:rl:*${ip}*`)).toMatch(/^\*[1-9]/);
});
