// The community's fan-out on the production build: two app instances (`next build`, scripts/server.mjs)
// on one PostgreSQL database, N server-sent-event clients split between them, messages posted through
// POST /api/community/messages on either instance, alternately. Measures the time from the post to its
// arrival at every client (p50 / p95 / p99 / max, same and other instance) and the memory per
// connection (the RSS of the server processes with the streams open, minus before, per stream).
// Run through bench/realtime.ts --app [--clients 500] [--messages 20] [--interval 250].
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { login } from "./lib/login";
import { startBenchServer } from "./lib/server.mjs";
import { openSseClient, type SseClient } from "./lib/sse-client";
import { benchPassword, createBenchDatabase, seedAccounts } from "./load/database";
import { percentile } from "./load/stats";

type Options = { clients: number; messages: number; intervalMs: number; ports: [string, string] };
type Server = Awaited<ReturnType<typeof startBenchServer>>;

const log = (message: string) => console.log(`\x1b[35m[realtime]\x1b[0m ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process and its children (kB → bytes), from /proc. */
function rssOf(pid: number): number {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: no children
  }
  return own + children.reduce((sum, child) => sum + rssOf(child), 0);
}

async function post(server: Server, cookie: string, text: string) {
  const response = await fetch(`${server.base}/api/community/messages`, {
    method: "POST",
    headers: { cookie, origin: server.base, "content-type": "application/json" },
    body: JSON.stringify({ room: "general", message: text }),
  });
  if (response.status !== 201) throw new Error(`post answered ${response.status}: ${await response.text()}`);
}

export async function runAppFanout({ clients: clientCount, messages, intervalMs, ports }: Options) {
  const database = await createBenchDatabase();
  const servers: Server[] = [];
  let clients: SseClient[] = [];
  const db = new Client({ connectionString: database.url });
  try {
    // One hop trusted: each sign-in comes from its own address (sign-ins are limited per address).
    const env = { DATABASE_URL: database.url, TRUST_PROXY_HOPS: "1" };
    for (const port of ports) servers.push(await startBenchServer({ port, env }));
    for (const server of servers)
      if (
        !(await fetch(`${server.base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        throw new Error(`${server.base} did not start`);
    await db.connect();
    // Readers hold the streams (one session each, shared by many streams); writers post in turn, so
    // no one reaches the 10 messages per minute.
    const readerCount = 10;
    const writerCount = Math.max(2, Math.ceil(messages / 8));
    const accounts = await seedAccounts(
      db,
      Array.from({ length: readerCount + writerCount }, () => "subscriber"),
    );
    const cookies = await Promise.all(
      accounts.map((account, i) =>
        login(servers[0]!.base, account.email, benchPassword, `198.18.${i >> 8}.${i & 255}`),
      ),
    );
    const readers = cookies.slice(0, readerCount);
    const writers = cookies.slice(readerCount);
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const streamUrl = (server: Server) => `${server.base}/api/community/realtime/stream?room=general`;

    // Warm-up: routes compiled into memory, query plans, each instance's LISTEN connection.
    const warm = servers.flatMap((server, group) =>
      Array.from({ length: 3 }, () =>
        openSseClient({ url: streamUrl(server), group, agent, headers: { cookie: readers[0]! } }),
      ),
    );
    await Promise.all(warm.map((c) => c.ready));
    for (let i = 0; i < 4; i++)
      await post(servers[i % 2]!, writers[i % writers.length]!, `warm-up ${randomUUID()}`);
    await sleep(500);
    for (const c of warm) c.close();
    await sleep(1000);
    const before = servers.map((s) => rssOf(s.pid!));

    log(`opening ${clientCount} streams on ${servers.map((s) => s.base).join(" and ")}`);
    const opened = performance.now();
    clients = Array.from({ length: clientCount }, (_, i) =>
      openSseClient({
        url: streamUrl(servers[i % 2]!),
        group: i % 2,
        agent,
        headers: { cookie: readers[i % readerCount]! },
      }),
    );
    await Promise.all(clients.map((c) => c.ready));
    const openMs = performance.now() - opened;
    await sleep(1500);
    const loaded = servers.map((s) => rssOf(s.pid!));

    log(`posting ${messages} messages, one every ${intervalMs} ms, alternately on each instance`);
    const sent: { text: string; at: number; group: number }[] = [];
    const answers: number[] = [];
    for (let i = 0; i < messages; i++) {
      const text = `fan-out ${i} ${randomUUID()}`;
      const at = performance.now();
      await post(servers[i % 2]!, writers[i % writers.length]!, text);
      answers.push(performance.now() - at);
      sent.push({ text, at, group: i % 2 });
      await sleep(intervalMs);
    }
    answers.sort((a, b) => a - b);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && clients.some((c) => sent.some((s) => !c.arrivals.has(s.text))))
      await sleep(50);

    const all: number[] = [];
    const same: number[] = [];
    const other: number[] = [];
    let missed = 0;
    for (const client of clients)
      for (const { text, at, group } of sent) {
        const arrived = client.arrivals.get(text);
        if (arrived === undefined) missed++;
        else {
          (client.group === group ? same : other).push(arrived - at);
          all.push(arrived - at);
        }
      }
    // The fan-out's own share: per message, from its first arrival at a client to its last.
    const spread = sent
      .map(({ text }) => clients.flatMap((c) => c.arrivals.get(text) ?? []))
      .filter((times) => times.length)
      .map((times) => Math.max(...times) - Math.min(...times));
    for (const list of [all, same, other, spread]) list.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const row = (label: string, values: number[]) =>
      `| ${label} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(percentile(values, 99))} | ${ms(values.at(-1) ?? NaN)} |`;
    console.log(
      `\n${clientCount} SSE clients on 2 instances (production build, one PostgreSQL), ${messages} messages\n`,
    );
    console.log("| post → arrival | deliveries | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|");
    console.log(row("every client", all));
    console.log(row("same instance as the post", same));
    console.log(row("other instance", other));
    console.log(row("the post's own answer (201)", answers));
    console.log(row("first to last client, per message", spread));
    console.log(`\nmissed deliveries: ${missed}; ${clientCount} streams opened in ${ms(openMs)}`);
    // The machine's load while posting: other processes on the same cores lengthen every figure.
    console.log(`load average (1 min) after posting: ${loadavg()[0]!.toFixed(2)}`);
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
    console.log("\n| memory (RSS) | before | with the streams | per connection |\n|---|---|---|---|");
    servers.forEach((_, i) =>
      console.log(
        `| instance ${i + 1} | ${mb(before[i]!)} | ${mb(loaded[i]!)} | ${((loaded[i]! - before[i]!) / 1024 / Math.ceil(clientCount / 2)).toFixed(1)} KB |`,
      ),
    );
    const total = loaded.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
    console.log(`| both | | | ${(total / 1024 / clientCount).toFixed(1)} KB |`);
  } finally {
    for (const c of clients) c.close();
    await Promise.all(servers.map((s) => s.stop()));
    await db.end().catch(() => {});
    await database.drop();
  }
}
