import { get } from "node:http";
import { connect } from "node:net";
import { readFileSync } from "node:fs";
import { errorLines, startApp, type AppInstance } from "./support/app";
import { demo, newIp, Visitor, type Reply } from "./support/http";
import { createRestrictedDatabase, query, type RestrictedDatabase } from "./support/postgres";
import { waitFor } from "./support/processes";
import { startProxy, type Proxy } from "./support/proxy";
import { letters, redisCommand } from "./support/rate-limit";
import { openSse } from "./support/sse";

/**
 * Every core, and several machines. `cluster` is scripts/server.mjs as production starts it on a
 * 2-core machine: a primary and two worker processes sharing one port. `single-a` and `single-b` are
 * two more instances (one process each), and a reverse proxy (support/proxy.ts, standing in for
 * deploy/nginx.conf) puts the three instances behind one address, all on one PostgreSQL database,
 * connected as the app role of deploy/postgres-roles.sql (not a superuser, not the owner): four app
 * processes in all. Shown here: both workers answer, a killed worker is replaced, a session, a live
 * community message and a client's rate limit hold whichever process a request reaches, and SIGTERM
 * drains every worker and exits 0 while the other instances take over.
 */
const REDIS_URL = process.env.SYSTEM_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// Six mutations per client IP and minute, so the shared budget is spent quickly.
const limits = { MUTATION_LIMIT_PER_IP: "6", MUTATION_LIMIT_PER_USER: "1000" };

let database: RestrictedDatabase;
let proxy: Proxy;
let cluster: AppInstance;
/** The two one-process instances beside the cluster. */
let singles: AppInstance[];
/** The names the proxy gives its three upstreams. */
const instanceNames = () => [cluster, ...singles].map((instance) => instance.name);
let redis = false;

type Health = { status: string; worker: number | null };

/** GET over a connection of its own: the primary hands each new connection to the next worker. */
function freshGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get(`${base}${path}`, { agent: false, timeout: 10_000 }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    }).on("error", fail);
  });
}

/** The worker numbers seen answering /api/health over `count` new connections. */
async function workersAnswering(count: number): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < count; i++) {
    const reply = await freshGet(cluster.base, "/api/health");
    const { worker } = JSON.parse(reply.body) as Health;
    if (reply.status === 200 && worker !== null) seen.add(worker);
  }
  return seen;
}

/** Worker number → pid, from the primary's "[cluster] worker N started (pid P)" lines. */
function workerPids(): Map<number, number> {
  const pids = new Map<number, number>();
  for (const match of cluster.output().matchAll(/worker (\d+) started \(pid (\d+)\)/g))
    pids.set(Number(match[1]), Number(match[2]));
  return pids;
}

/** The parent process id (Linux: the field after the name in /proc/<pid>/stat). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  database = await createRestrictedDatabase("cluster");
  redis = (await redisCommand(REDIS_URL, "PING")) === "+PONG\r\n";
  if (!redis) console.log(`[system] No Redis at ${REDIS_URL}: rate limits are counted in PostgreSQL.`);
  proxy = await startProxy();
  // As deployed behind the proxy: its address is the site's, and two hops are trusted (the proxy,
  // and the visitor's own X-Forwarded-For standing for an edge in front of it: one address each).
  const env = {
    ...limits,
    NEXTAUTH_URL: proxy.base,
    TRUST_PROXY_HOPS: "2",
    ...(redis ? { REDIS_URL } : {}),
  };
  [cluster, ...singles] = await Promise.all([
    startApp({ name: "cluster", databaseUrl: database.appUrl, workers: 2, env }),
    startApp({ name: "single-a", databaseUrl: database.appUrl, env }),
    startApp({ name: "single-b", databaseUrl: database.appUrl, env }),
  ]);
  proxy.upstreams.push(...[cluster, ...singles].map(({ name, port }) => ({ name, port })));
  // startApp returns when the first worker answers; the second may still be starting.
  await waitFor(
    "both workers to answer",
    async () => ((await workersAnswering(4)).size === 2 ? true : undefined),
    {
      timeoutMs: 60_000,
    },
  );
});

afterAll(async () => {
  await Promise.all([cluster?.stop(), ...(singles ?? []).map((single) => single.stop())]);
  await proxy?.close();
  await database?.drop();
});

it("runs two worker processes on one port, each answering health and readiness", async () => {
  expect(cluster.output()).toContain("[cluster] 2 worker processes: WEB_CONCURRENCY");
  for (const single of singles) expect(single.output()).toContain("[cluster] one process: WEB_CONCURRENCY");
  expect(await workersAnswering(6)).toEqual(new Set([1, 2]));
  const pids = workerPids();
  expect(pids.size).toBe(2);
  expect(new Set(pids.values()).size).toBe(2);
  // Children of the primary (the process startApp spawned), which serves nothing itself.
  for (const pid of pids.values()) {
    expect(pid).not.toBe(cluster.pid);
    expect(parentOf(pid)).toBe(cluster.pid);
  }
  const ready = await Promise.all([1, 2, 3, 4].map(() => freshGet(cluster.base, "/api/ready")));
  expect(ready.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  // The one-process instances say they are not workers.
  for (const single of singles)
    expect(JSON.parse((await freshGet(single.base, "/api/health")).body)).toEqual({
      status: "ok",
      worker: null,
    });
});

it("connects as a role that may read and write rows but not change the schema", async () => {
  const [role] = await query<{ rolsuper: boolean; rolcreatedb: boolean; owns: boolean }>(
    database.appUrl,
    `select rolsuper, rolcreatedb, pg_has_role(current_user, (select datdba from pg_database where datname = current_database()), 'member') as owns
       from pg_roles where rolname = current_user`,
  );
  expect(role).toEqual({ rolsuper: false, rolcreatedb: false, owns: false });
  await expect(query(database.appUrl, "create table intruder (id int)")).rejects.toThrow(/permission denied/);
  await expect(query(database.appUrl, "drop table users")).rejects.toThrow(/must be owner/);
});

it("replaces a worker that dies, while the other keeps serving", async () => {
  const victim = workerPids().get(1)!;
  process.kill(victim, "SIGKILL");
  await waitFor("the killed worker to be gone", () => (alive(victim) ? undefined : true));
  // Meanwhile the port still answers (worker 2).
  expect((await freshGet(cluster.base, "/api/health")).status).toBe(200);
  const replacement = await waitFor("a third worker", () => workerPids().get(3));
  expect(replacement).not.toBe(victim);
  expect(parentOf(replacement)).toBe(cluster.pid);
  expect(cluster.output()).toMatch(/worker 1 exited unexpectedly \(signal SIGKILL\); replacing it in 0 ms/);
  await waitFor(
    "the replacement to answer",
    async () => ((await workersAnswering(4)).has(3) ? true : undefined),
    {
      timeoutMs: 60_000,
    },
  );
  expect(await workersAnswering(6)).toEqual(new Set([2, 3]));
});

it("a session signed in through the proxy is valid on every process behind it", async () => {
  const visitor = new Visitor(newIp());
  // The CSRF token comes from one upstream, the sign-in goes to the next.
  await visitor.login(proxy.base, demo.member);
  const replies: Reply[] = [];
  for (let i = 0; i < 6; i++) replies.push(await visitor.request(proxy.base, "/api/auth/session"));
  expect(new Set(replies.map((r) => r.headers.get("x-upstream")))).toEqual(new Set(instanceNames()));
  for (const reply of replies) expect(reply.json()).toMatchObject({ user: { email: demo.member } });
  for (const upstream of instanceNames()) {
    const reply = await visitor.request(proxy.base, "/api/chat/visa/chats", {
      headers: { "x-upstream-pin": upstream },
    });
    expect(reply.status).toBe(200);
  }
});

it("a community message posted through one instance reaches a live stream held by another", async () => {
  const reader = new Visitor(newIp());
  await reader.login(proxy.base, demo.subscriber);
  const writer = new Visitor(newIp());
  await writer.login(proxy.base, demo.subscriber);
  // One stream on each instance; each message is posted through another one.
  for (const [streamOn, postOn] of [
    ["cluster", "single-a"],
    ["single-a", "single-b"],
    ["single-b", "cluster"],
  ] as const) {
    const live = await openSse(reader, proxy.base, "/api/community/realtime/stream?room=general", {
      "x-upstream-pin": streamOn,
    });
    try {
      expect(live.status).toBe(200);
      expect(live.headers.get("x-upstream")).toBe(streamOn);
      await live.next((e) => e.event === "ready");
      const text = `Through ${postOn} to ${streamOn} ${Date.now()}`;
      const posted = await writer.request(proxy.base, "/api/community/messages", {
        method: "POST",
        body: { room: "general", message: text },
        headers: { "x-upstream-pin": postOn },
      });
      expect(posted.status).toBe(201);
      expect(posted.headers.get("x-upstream")).toBe(postOn);
      const id = posted.json<{ data: { id: string } }>().data.id;
      const isOurs = (e: { data: string }) => e.data.includes(id) && e.data.includes('"message.created"');
      expect(JSON.parse((await live.next(isOurs)).data)).toMatchObject({
        type: "message.created",
        message: { id, message: text },
      });
      expect(live.events.filter(isOurs)).toHaveLength(1);
    } finally {
      live.close();
    }
  }
});

it("a client's mutation budget is counted across every process behind the proxy", async () => {
  const visitor = new Visitor(newIp());
  await visitor.login(proxy.base, demo.member);
  // Budgets are fixed one-minute windows: a burst that straddles a window's end is sent again.
  const minute = () => Math.floor(Date.now() / 60_000);
  let burst: { ip: string; replies: Reply[] } | undefined;
  for (let attempt = 0; attempt < 3 && !burst; attempt++) {
    const started = minute();
    const ip = newIp();
    const replies: Reply[] = [];
    for (let i = 0; i < 8; i++)
      replies.push(
        await visitor.request(proxy.base, "/api/profile/tags", {
          method: "POST",
          ip,
          body: { tag: `interested-in-cluster ${letters(i)}`, source: "manual" },
        }),
      );
    if (minute() === started) burst = { ip, replies };
  }
  expect(burst).toBeDefined();
  const { ip, replies } = burst!;
  expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  // The budget was spent on all three instances, and refused by two different ones.
  expect(new Set(replies.slice(0, 6).map((r) => r.headers.get("x-upstream")))).toEqual(
    new Set(instanceNames()),
  );
  expect(new Set(replies.slice(6).map((r) => r.headers.get("x-upstream"))).size).toBe(2);
  const inPostgres = await query(database.appUrl, "select key from rate_limit_buckets where key like $1", [
    `%${ip}%`,
  ]);
  if (redis) {
    expect(inPostgres).toEqual([]);
    expect(await redisCommand(REDIS_URL, "KEYS", `latitud:rl:*${ip}*`)).toMatch(/^\*[1-9]/);
  } else {
    expect(inPostgres.length).toBeGreaterThan(0);
  }
});

it("on SIGTERM every worker drains (live streams end) and the primary exits 0; the proxy moves on", async () => {
  const reader = new Visitor(newIp());
  await reader.login(proxy.base, demo.subscriber);
  const live = await openSse(reader, cluster.base, "/api/community/realtime/stream?room=general");
  expect(live.status).toBe(200);
  await live.next((e) => e.event === "ready");
  const workers = [...workerPids().values()].filter(alive);
  expect(workers).toHaveLength(2);

  cluster.signal("SIGTERM");
  await live.ended;
  expect(await cluster.exited).toBe(0);
  for (const pid of workers) expect(alive(pid)).toBe(false);
  expect(await refused(cluster.port)).toBe(true);
  const output = cluster.output();
  expect(output).toContain("[cluster] SIGTERM: draining 2 worker(s)");
  expect(output.match(/\[server\] stopped/g)).toHaveLength(2);
  expect(output).toMatch(/worker 2 stopped \(code 0\)/);
  expect(output).toMatch(/worker 3 stopped \(code 0\)/);
  expect(output).toContain("[cluster] stopped");
  // The only error of the run is the worker killed on purpose.
  expect(errorLines(output).filter((line) => !line.includes("worker 1 exited unexpectedly"))).toEqual([]);
  // Behind the proxy, the other two instances take every request.
  const answered = new Set<string | null>();
  for (let i = 0; i < 4; i++) {
    const reply = await reader.request(proxy.base, "/api/auth/session");
    answered.add(reply.headers.get("x-upstream"));
    expect(reply.json()).toMatchObject({ user: { email: demo.subscriber } });
  }
  expect(answered).toEqual(new Set(["single-a", "single-b"]));
});

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => done(error.code === "ECONNREFUSED"));
  });
}
