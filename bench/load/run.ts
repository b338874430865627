// Load test: a mixed workload (anonymous page views of the cities, logins, visa chat questions,
// community chat posts, signed card webhooks) at climbing concurrency against the production build
// on a fresh PostgreSQL database (created on DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432,
// migrated, seeded, dropped at the end). Per step: throughput, p50/p95/p99 latency overall and per
// kind, errors, intended 429s (counted apart), and where the CPU went; it stops climbing after the
// first step whose p95 passes 500 ms. Prints the tables, keeps the raw figures and the server's log
// in bench/results/, and writes the table into docs/PERFORMANCE.md ("Load test (bench/load)").
// Each virtual user (own address via X-Forwarded-For, own account) pauses 1 s on average between two
// operations (--think-ms); --cpu-prof records a V8 profile of the server into bench/results/.
//   npx tsx --conditions=react-server bench/load/run.ts                                  full run, ~20 s per step
//   npx tsx --conditions=react-server bench/load/run.ts --quick                          smoke run (2 steps of 5 s, doc untouched)
//   npx tsx --conditions=react-server bench/load/run.ts --steps 1,2,5,10,20,50,100,200 --duration 15 --think-ms 1000 [--no-doc]
//   npx tsx --conditions=react-server bench/load/run.ts --help                           every option
// Builds into (and serves from) NEXT_DIST_DIR, default .next-bench, so it never replaces the build
// another run (the browser tests) is serving.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { Client } from "pg";
import { startBenchServer } from "../lib/server.mjs";
import type { ActionContext } from "./actions";
import { benchPassword, createBenchDatabase, seedAccounts } from "./database";
import { roleOf, type Role } from "./mix";
import { parseOptions, usage, type LoadOptions } from "./options";
import {
  crossing,
  kindTable,
  resourceTable,
  section,
  stepTable,
  writeSection,
  type RunFacts,
  type StepReport,
} from "./report";
import { monitorResources } from "./resources";
import { stepFigures } from "./stats";
import { addressOf, VirtualUser } from "./virtual-user";
import { prime, runPhase, signIn } from "./workload";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Signs the card provider's webhooks (given to the server as CALI_WEBHOOK_SECRET). */
const webhookSecret = `load-bench-${randomBytes(16).toString("hex")}`;
const log = (message: string) => console.log(`\x1b[35m[load]\x1b[0m ${message}`);

async function main(argv: string[]) {
  if (argv.includes("--help")) return console.log(usage);
  // Its own build folder: never replace the build another run (tests, another bench) is serving.
  process.env.NEXT_DIST_DIR ||= ".next-bench";
  const options = parseOptions(argv);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const resultsDir = join(root, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });

  const database = await createBenchDatabase();
  log(`database ${database.name}`);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  const db = new Client({ connectionString: database.url });
  try {
    const logFile = join(resultsDir, `load-${stamp}-server.log`);
    const profile = options.cpuProfile
      ? ["--cpu-prof", `--cpu-prof-dir=${join(resultsDir, `load-${stamp}-profile`)}`]
      : [];
    server = await startBenchServer({
      port: options.port,
      // One hop trusted: each virtual user's X-Forwarded-For is its address, as behind a load balancer.
      // The built-in visa answerer (no network), and a webhook secret of our own to sign with.
      env: {
        DATABASE_URL: database.url,
        TRUST_PROXY_HOPS: "1",
        WEB_CONCURRENCY: String(options.workers),
        OPENAI_API_KEY: "",
        CALI_API_URL: "",
        CALI_WEBHOOK_SECRET: webhookSecret,
      },
      nodeArgs: profile,
      logFile,
    });
    if (
      !(await fetch(`${server.base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false))
    )
      throw new Error(`the server did not start; see ${logFile}`);
    log(`server ${server.base} (pid ${server.pid}, build ${process.env.NEXT_DIST_DIR}, log ${logFile})`);
    await db.connect();

    // Accounts: the warm-up's users, then each step's own fresh users (quotas and limits start anew).
    const warmupUsers = Math.max(5, options.steps[0]!);
    const phases = [warmupUsers, ...options.steps];
    const roles: Role[] = phases.flatMap((users) => Array.from({ length: users }, (_, i) => roleOf(i)));
    const accounts = await seedAccounts(db, roles);
    const ctx: ActionContext = {
      base: server.base,
      password: benchPassword,
      webhookSecret,
      subscriptionIds: accounts.flatMap((a) => (a.subscriptionId ? [a.subscriptionId] : [])),
      webhookSenders: Array.from({ length: options.webhookSenders }, (_, i) => `203.0.113.${i + 10}`),
    };
    let offset = 0;
    const users = phases.map((count, phase) => {
      const group = accounts
        .slice(offset, offset + count)
        .map((account, i) => new VirtualUser(addressOf(phase, i), account, server!.base, options.timeoutMs));
      offset += count;
      return group;
    });
    log(`${accounts.length} accounts seeded (${ctx.subscriptionIds.length} subscribers)`);

    /** Each phase's users sign in just before it (not counted): the mix starts signed in. */
    const prepare = async (group: VirtualUser[]) => {
      const failures = await signIn(group, ctx);
      if (failures.length) throw new Error(`${failures.length} sign-ins failed, e.g. ${failures[0]!.detail}`);
    };

    await prepare(users[0]!);
    const primeFailures = await prime(users[0]!, ctx);
    if (primeFailures.length)
      throw new Error(
        `the warm-up's first requests failed: ${primeFailures.map((f) => `${f.kind} ${f.detail ?? f.status}`).join("; ")}`,
      );
    log(`warm-up: ${warmupUsers} users, ${options.warmupSeconds} s (not counted)`);
    await runPhase(users[0]!, ctx, { seconds: options.warmupSeconds, thinkMs: options.thinkMs });
    users[0]!.forEach((u) => u.http.close());

    const reports: StepReport[] = [];
    for (const [index, count] of options.steps.entries()) {
      const group = users[index + 1]!;
      await prepare(group);
      await sleep(2000);
      const stop = monitorResources({ serverPid: server.pid, db, database: database.name });
      const { samples, seconds } = await runPhase(group, ctx, {
        seconds: options.stepSeconds,
        thinkMs: options.thinkMs,
      });
      const report: StepReport = { ...stepFigures(count, samples, seconds), resources: await stop() };
      group.forEach((u) => u.http.close());
      reports.push(report);
      const { overall: o, resources: r } = report;
      log(
        `step ${index + 1}, ${String(count).padStart(4)} users: ${o.perSecond.toFixed(1)} ops/s (${o.requestsPerSecond.toFixed(1)} req/s, ${o.inFlight.toFixed(1)} in flight), ` +
          `p50 ${Math.round(o.p50)} ms, p95 ${Math.round(o.p95)} ms, p99 ${Math.round(o.p99)} ms, ${o.errors} errors, ${o.limited} × 429; ` +
          `CPU server ${r.serverCores.toFixed(2)}, PG ${r.postgresCores.toFixed(2)}, load gen ${r.loadGeneratorCores.toFixed(2)}, other ${r.otherCores.toFixed(2)}`,
      );
      for (const line of report.errorSamples) log(`      error ${line}`);
      for (const line of report.limitReasons) log(`      429   ${line}`);
      if (o.p95 > options.p95LimitMs && !options.allSteps) {
        log(`p95 passed ${options.p95LimitMs} ms: not climbing further`);
        break;
      }
    }

    const facts = await runFacts(db, options, argv);
    const notes = summaryNotes(reports);
    console.log(`\n${stepTable(reports, options.p95LimitMs)}\n\n${crossing(reports, options.p95LimitMs)}\n`);
    notes.forEach((n) => console.log(`- ${n}`));
    console.log(`\n${resourceTable(reports)}\n\n${kindTable(reports)}\n`);
    const json = join(resultsDir, `load-${stamp}.json`);
    writeFileSync(json, JSON.stringify({ facts, options, reports }, null, 2));
    log(`raw figures: ${json}`);
    if (options.writeDoc) {
      writeSection(join(root, "docs", "PERFORMANCE.md"), section(reports, facts, notes));
      log("written to docs/PERFORMANCE.md");
    }
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await database.drop();
  }
}

/** The 429s by the limit that gave them, and the errors, over every step. */
function summaryNotes(reports: StepReport[]): string[] {
  const merge = (lines: string[]) => {
    const totals = new Map<string, number>();
    for (const line of lines) {
      const [count, detail] = [
        Number(line.slice(0, line.indexOf("×"))),
        line.slice(line.indexOf("×") + 2).replace(/\.$/, ""),
      ];
      totals.set(detail, (totals.get(detail) ?? 0) + count);
    }
    return [...totals].sort((a, b) => b[1] - a[1]).map(([detail, count]) => `${count} × ${detail}`);
  };
  const limits = merge(reports.flatMap((r) => r.limitReasons));
  const errors = merge(reports.flatMap((r) => r.errorSamples));
  return [
    limits.length ? `Intended 429s, all steps: ${limits.join("; ")}.` : "No 429s.",
    errors.length ? `Errors, all steps: ${errors.join("; ")}.` : "No errors in any step.",
  ];
}

async function runFacts(db: Client, options: LoadOptions, argv: string[]): Promise<RunFacts> {
  const { rows } = await db.query<{ server_version: string }>("show server_version");
  return {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    command: ["npx tsx --conditions=react-server bench/load/run.ts", ...argv].join(" "),
    cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
    cpuCount: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: rows[0]?.server_version ?? "?",
    stepSeconds: options.stepSeconds,
    thinkMs: options.thinkMs,
    p95LimitMs: options.p95LimitMs,
    poolSize: process.env.DATABASE_POOL_SIZE ?? "10 (default)",
    workers: options.workers,
  };
}

void main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
