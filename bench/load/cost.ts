// What one operation of the load test costs the server: CPU milliseconds per operation of each kind
// (and per page of the browsing), measured one operation at a time on an otherwise idle server, so
// the figure does not depend on queueing or on what else the machine runs. The mixed load test's
// capacity is, roughly, the cores given to the app divided by the mix's average cost.
//   npx tsx --conditions=react-server bench/load/cost.ts [--ops 150] [--port 3460] [--only login] [--cpu-prof]
// --only measures one kind (page, login, visa, community, webhook); --cpu-prof records a V8 profile
// of the server into bench/results/ (with --only, a profile of that operation alone).
// Builds into (and serves from) NEXT_DIST_DIR, default .next-bench, like bench/load/run.ts.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { Client } from "pg";
import { startBenchServer } from "../lib/server.mjs";
import { actions, pageView, type ActionContext, type Sample } from "./actions";
import { benchPassword, createBenchDatabase, seedAccounts } from "./database";
import { pagePaths, weights, kinds, type Kind, type Role } from "./mix";
import { processTicks, processTree } from "./resources";
import { stepFigures } from "./stats";
import { addressOf, VirtualUser } from "./virtual-user";
import { signIn } from "./workload";

const root = fileURLToPath(new URL("../..", import.meta.url));
const TICK_MS = 10; // USER_HZ 100 on Linux
const log = (message: string) => console.log(`\x1b[35m[cost]\x1b[0m ${message}`);
const option = (argv: string[], name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
};

type Row = { what: string; ops: number; cpuMs: number; statements: number; p50: number; failures: number };

/**
 * Runs `operation` `ops` times, one at a time, and measures the server's CPU over the run and the
 * transactions of the bench database (a statement outside a transaction is one: this counts the
 * round trips that commit, a whole explicit transaction once).
 */
async function measure(
  what: string,
  ops: number,
  { serverPid, db, database }: { serverPid: number; db: Client; database: string },
  operation: (i: number) => Promise<Sample>,
): Promise<Row> {
  const ticks = () => processTree(serverPid).reduce((sum, pid) => sum + processTicks(pid), 0);
  const transactions = async () => {
    // Backends report their counts once idle, within a second.
    await sleep(1100);
    const { rows } = await db.query<{ n: string }>(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = $1",
      [database],
    );
    return Number(rows[0]?.n ?? 0);
  };
  const startTransactions = await transactions();
  const before = ticks();
  const samples: Sample[] = [];
  for (let i = 0; i < ops; i++) samples.push(await operation(i));
  const cpuMs = ((ticks() - before) * TICK_MS) / ops;
  // Less this bench's own query.
  const statements = (await transactions()) - startTransactions - 1;
  const figures = stepFigures(1, samples, 1).overall;
  return {
    what,
    ops,
    cpuMs,
    statements: statements / ops,
    p50: figures.p50,
    failures: samples.filter((s) => s.outcome !== "ok").length,
  };
}

async function main(argv: string[]) {
  process.env.NEXT_DIST_DIR ||= ".next-bench";
  const ops = Number(option(argv, "ops", "150"));
  const port = option(argv, "port", "3460");
  const only = option(argv, "only", "");
  if (only && !kinds.includes(only as Kind)) throw new Error(`--only takes one of ${kinds.join(", ")}`);
  const measured = (kind: Kind) => !only || only === kind;
  const profileDir = join(
    root,
    "bench",
    "results",
    `cost-${new Date().toISOString().replace(/[:.]/g, "-")}-profile`,
  );
  const webhookSecret = `cost-bench-${randomBytes(16).toString("hex")}`;
  const database = await createBenchDatabase();
  const db = new Client({ connectionString: database.url });
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    server = await startBenchServer({
      port,
      env: {
        DATABASE_URL: database.url,
        TRUST_PROXY_HOPS: "1",
        OPENAI_API_KEY: "",
        CALI_API_URL: "",
        CALI_WEBHOOK_SECRET: webhookSecret,
        // One operation at a time from few accounts: the per-member limits must not refuse them.
        COMMUNITY_POSTS_PER_MINUTE: "10000",
      },
      nodeArgs: argv.includes("--cpu-prof") ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    await db.connect();
    // Enough accounts that no member's daily visa quota or burst limit is reached.
    const roles: Role[] = Array.from({ length: 60 }, (_, i) => (i % 2 ? "member" : "subscriber"));
    const accounts = await seedAccounts(db, roles);
    const users = accounts.map((a, i) => new VirtualUser(addressOf(0, i), a, server!.base, 30_000));
    const failed = await signIn(users, {
      base: server.base,
      password: benchPassword,
    } as ActionContext);
    if (failed.length) throw new Error(`${failed.length} sign-ins failed: ${failed[0]!.detail}`);
    const ctx: ActionContext = {
      base: server.base,
      password: benchPassword,
      webhookSecret,
      subscriptionIds: accounts.flatMap((a) => (a.subscriptionId ? [a.subscriptionId] : [])),
      webhookSenders: ["203.0.113.10"],
    };
    const pid = server.pid!;
    const target = { serverPid: pid, db, database: database.name };
    log(`server ${server.base} (pid ${pid}), ${ops} operations of each kind, one at a time`);
    const able = (kind: Kind) => users.filter((u) => weights[u.account.role][kind] > 0);
    const rows: Row[] = [];
    // Warm every route first (not counted).
    for (const path of pagePaths) await pageView(users[0]!, ctx, path);
    for (const kind of kinds) await actions[kind](able(kind)[0]!, ctx);

    // The browsing's four kinds of page, a quarter each (mix.ts pickPage).
    for (const path of measured("page") ? ["/", "/cities", "/cities/medellin-colombia", "/api/news"] : [])
      rows.push(await measure(`page ${path}`, ops, target, () => pageView(users[0]!, ctx, path)));
    for (const kind of kinds.filter(measured)) {
      const group = able(kind);
      rows.push(
        await measure(kind, kind === "login" ? Math.min(ops, 60) : ops, target, (i) =>
          actions[kind](group[i % group.length]!, ctx),
        ),
      );
    }
    // The mix's average: each kind's share (members and subscribers alike) times its cost.
    const share = (kind: Kind) =>
      (["member", "subscriber"] as Role[]).reduce(
        (sum, role) => sum + weights[role][kind] / Object.values(weights[role]).reduce((a, b) => a + b, 0),
        0,
      ) / 2;
    const pages = rows.filter((r) => r.what.startsWith("page "));
    const pageCost = pages.reduce((s, r) => s + r.cpuMs, 0) / pages.length;
    const mixCost = only
      ? NaN
      : kinds.reduce(
          (sum, kind) =>
            sum + share(kind) * (kind === "page" ? pageCost : rows.find((r) => r.what === kind)!.cpuMs),
          0,
        );
    console.log(
      "\n| operation | ops | server CPU ms per op | database transactions per op | p50 ms | failures |\n|---|---|---|---|---|---|",
    );
    for (const r of rows)
      console.log(
        `| ${r.what} | ${r.ops} | ${r.cpuMs.toFixed(1)} | ${r.statements.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.failures} |`,
      );
    if (!only)
      console.log(
        `\nThe mix (page views averaged over the browsed pages): ${mixCost.toFixed(1)} ms of server CPU per operation, ` +
          `so one core serves at most ${Math.round(1000 / mixCost)} operations a second.`,
      );
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await database.drop();
  }
  if (argv.includes("--cpu-prof")) log(`profile: ${profileDir}`);
}

void main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
