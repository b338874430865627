// Delivery latency and memory of the built-in realtime transport: SSE streams fed by PostgreSQL
// LISTEN/NOTIFY. Creates (and drops) its own database on the PostgreSQL server of DATABASE_URL, else
// 127.0.0.1:5432; starts app processes that each run the listener hub and serve the stream handler
// (lib/community/stream.ts, the one the route handler calls) through a tiny node:http adapter.
//   1. one instance, 200 SSE clients: time from publish (POST) to delivery at every client, and
//      memory per connection (RSS and heap delta / clients);
//   2. two instances behind "a load balancer" (100 clients each), publishing on the first: every
//      client on both instances gets every message.
//   npx tsx --conditions=react-server bench/realtime.ts [--clients 200] [--messages 20]
// With --app, the fan-out of the production build instead (bench/realtime-app.ts): two instances of
// `next build` on one database, 500 clients by default, posts through the route handler.
//   npx tsx --conditions=react-server bench/realtime.ts --app [--clients 500] [--messages 20] [--interval 250]
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { Client } from "pg";
import { openSseClient, type SseClient } from "./lib/sse-client";
import { percentile } from "./load/stats";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const app = args.includes("--app");
const clientCount = option("--clients", app ? 500 : 200);
const messageCount = option("--messages", 20);
const room = "general";

// ---------------------------------------------------------------------------------------------
// The app process (`--serve`): listener hub + the SSE stream handler + a publish endpoint.
// ---------------------------------------------------------------------------------------------
async function serve() {
  const { openCommunityStream } = await import("@/lib/community/stream");
  const { createMessage } = await import("@/lib/community/messages");
  const { listenerHub } = await import("@/lib/services/realtime");
  const userId = process.env.BENCH_USER_ID!;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    try {
      if (url.pathname === "/stream") {
        const abort = new AbortController();
        const after = url.searchParams.get("after");
        const response = await openCommunityStream({
          room,
          cursor: after ? Number(after) : null,
          signal: abort.signal,
        });
        res.writeHead(response.status, Object.fromEntries(response.headers));
        const reader = response.body!.getReader();
        req.on("close", () => {
          abort.abort();
          void reader.cancel().catch(() => {});
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          res.write(value);
        }
        res.end();
      } else if (url.pathname === "/publish" && req.method === "POST") {
        let body = "";
        for await (const chunk of req) body += chunk;
        // The posting path without the session: store and publish to every instance, in the room's order.
        const message = await createMessage(userId, room, (JSON.parse(body) as { text: string }).text);
        res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id: message.id }));
      } else if (url.pathname === "/memory") {
        for (let i = 0; i < 3; i++) globalThis.gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ rss, heapUsed, hub: listenerHub().stats() }));
      } else res.writeHead(404).end();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1", () => console.log(`listening ${(server.address() as AddressInfo).port}`));
}

// ---------------------------------------------------------------------------------------------
// The bench driver.
// ---------------------------------------------------------------------------------------------
type Instance = { port: number; proc: ChildProcess };

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

function startInstance(databaseUrl: string, userId: string): Promise<Instance> {
  const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
  const proc = spawn(tsx, ["--conditions=react-server", "--expose-gc", "bench/realtime.ts", "--serve"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_USER_ID: userId, APP_ENV: "test" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on("line", (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve({ port: Number(match[1]), proc });
    });
    proc.on("exit", (code) => reject(new Error(`app process exited (${code})`)));
  });
}

function connect(instance: Instance, index: number, after: number): SseClient {
  return openSseClient({
    url: `http://127.0.0.1:${instance.port}/stream?after=${after}`,
    group: index,
    agent,
  });
}

async function memory(
  instance: Instance,
): Promise<{ rss: number; heapUsed: number; hub: { subscribers: number } }> {
  const response = await fetch(`http://127.0.0.1:${instance.port}/memory`);
  return (await response.json()) as { rss: number; heapUsed: number; hub: { subscribers: number } };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Publishes `count` messages on one instance, one every 50 ms; latency per (message, client). */
async function publishAndMeasure(
  target: Instance,
  clients: SseClient[],
  label: string,
  count = messageCount,
) {
  const sentAt = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const text = `bench ${label} ${i} ${randomUUID()}`;
    sentAt.set(text, performance.now());
    const response = await fetch(`http://127.0.0.1:${target.port}/publish`, {
      method: "POST",
      body: JSON.stringify({ text }),
    });
    if (response.status !== 201) throw new Error(`publish failed: ${response.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // Wait until every client has every message (or 10 s).
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && clients.some((c) => [...sentAt.keys()].some((t) => !c.arrivals.has(t))))
    await new Promise((r) => setTimeout(r, 50));
  const byInstance = new Map<number, number[]>();
  let missing = 0;
  for (const client of clients) {
    for (const [text, t0] of sentAt) {
      const arrived = client.arrivals.get(text);
      if (arrived === undefined) missing++;
      else byInstance.set(client.group, [...(byInstance.get(client.group) ?? []), arrived - t0]);
    }
  }
  return { byInstance, missing };
}

function row(cells: string[], widths: number[]) {
  return `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
}

function printTable(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  console.log(row(headers, widths));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(row(r, widths));
}

async function main() {
  const serverUrl = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `latitud_bench_realtime_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  process.env.DATABASE_URL = databaseUrl.toString();
  const instances: Instance[] = [];
  let clients: SseClient[] = [];
  try {
    const { applyMigrations } = await import("@/lib/services/database/migrations");
    const { closeDatabase, databaseDriver, db } = await import("@/lib/services/database");
    await applyMigrations(databaseDriver().adapter);
    const user = await db.user.create({
      data: {
        email: `bench-${randomUUID()}@example.com`,
        passwordHash: "x",
        emailConfirmedAt: new Date(),
        role: "admin",
        profile: { create: { fullName: "Bench Nomad" } },
      },
    });
    await closeDatabase();

    console.log(
      `\nRealtime bench: SSE over LISTEN/NOTIFY on PostgreSQL ${serverUrl.host}, ${clientCount} clients, ${messageCount} messages\n`,
    );

    // Phase 1: one instance, all clients.
    const one = await startInstance(databaseUrl.toString(), user.id);
    instances.push(one);
    // Warm up (modules, query plans, the hub's LISTEN connection) so the baseline is the idle server.
    const warm = Array.from({ length: 5 }, () => connect(one, 0, 0));
    await Promise.all(warm.map((c) => c.ready));
    await publishAndMeasure(one, warm, "warm-up", 3);
    for (const c of warm) c.close();
    await new Promise((r) => setTimeout(r, 500));
    const base = await memory(one);
    clients = Array.from({ length: clientCount }, () => connect(one, 0, 0));
    const connectStart = performance.now();
    await Promise.all(clients.map((c) => c.ready));
    const connectMs = performance.now() - connectStart;
    await new Promise((r) => setTimeout(r, 500));
    const loaded = await memory(one);
    const single = await publishAndMeasure(one, clients, "single");
    const latencies = (single.byInstance.get(0) ?? []).sort((a, b) => a - b);
    for (const c of clients) c.close();

    // Phase 2: two instances, half the clients on each, publishing on the first.
    const two = await startInstance(databaseUrl.toString(), user.id);
    instances.push(two);
    clients = Array.from({ length: clientCount }, (_, i) => connect(i % 2 ? two : one, i % 2, 0));
    await Promise.all(clients.map((c) => c.ready));
    const multi = await publishAndMeasure(one, clients, "multi");
    const local = (multi.byInstance.get(0) ?? []).sort((a, b) => a - b);
    const remote = (multi.byInstance.get(1) ?? []).sort((a, b) => a - b);

    const stats = (label: string, values: number[], clientsOf: number, missing: number) => [
      label,
      String(clientsOf),
      String(values.length),
      ms(percentile(values, 50)),
      ms(percentile(values, 95)),
      ms(values.at(-1) ?? NaN),
      String(missing),
    ];
    printTable(
      ["publish → delivery", "clients", "deliveries", "p50", "p95", "max", "missed"],
      [
        stats("1 instance", latencies, clientCount, single.missing),
        stats("2 instances: same instance", local, Math.ceil(clientCount / 2), 0),
        stats("2 instances: other instance", remote, Math.floor(clientCount / 2), multi.missing),
      ],
    );
    console.log("");
    printTable(
      ["memory (1 instance)", "before", `with ${clientCount} streams`, "per connection"],
      [
        ["RSS", kb(base.rss), kb(loaded.rss), kb((loaded.rss - base.rss) / clientCount)],
        [
          "heap used",
          kb(base.heapUsed),
          kb(loaded.heapUsed),
          kb((loaded.heapUsed - base.heapUsed) / clientCount),
        ],
      ],
    );
    console.log(
      `\n${clientCount} streams opened (subscribe + catch-up query + ready) in ${ms(connectMs)}; hub subscribers: ${loaded.hub.subscribers}.`,
    );
  } finally {
    for (const c of clients) c.close();
    for (const instance of instances) instance.proc.kill();
    await new Promise((r) => setTimeout(r, 300));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const run = () =>
  app
    ? import("./realtime-app").then(({ runAppFanout }) =>
        runAppFanout({
          clients: clientCount,
          messages: messageCount,
          intervalMs: option("--interval", 250),
          ports: ["3451", "3452"],
        }),
      )
    : main();

if (args.includes("--serve")) void serve();
else
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
