// `npm test`: every test, in order: dependency audit (high/critical advisories), typecheck, lint
// (Prettier, then ESLint), migration drift, unit (Jest), integration (Jest against a real PostgreSQL),
// browser (Playwright with Debian's Chromium), the secret scan of the browser run's server log, and
// system (server processes: scale-out, the cluster behind a proxy, database restart, graceful shutdown).
// Stops at the first failure.
// `npm test -- unit integration` runs only the named steps; other arguments go to Playwright
// (`npm test -- e2e e2e/accounts.spec.ts -g "join"`).
//
// Database: TEST_DATABASE_URL, else the local server on 127.0.0.1:5432, else embedded PGlite.
import {
  checkNodeVersion,
  ensureBuild,
  ensureDependencies,
  ensurePrismaClient,
  localBin,
  tsx,
  log,
  root,
  run,
} from "./lib/project.mjs";
import { findChromium } from "./lib/browser.mjs";
import { scanLog } from "./lib/scan-logs.mjs";
import { join } from "node:path";

checkNodeVersion();
await ensureDependencies();
await ensurePrismaClient();

const { default: pg } = await import("pg");

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const postgres = process.env.TEST_DB_MODE !== "pglite" && (await reachable(serverUrl));
const baseEnv = {
  ...process.env,
  APP_ENV: "test",
  NEXT_TELEMETRY_DISABLED: "1",
  TEST_DB_MODE: postgres ? "postgres" : "pglite",
};
if (postgres) baseEnv.TEST_DATABASE_URL = serverUrl;
delete baseEnv.DATABASE_URL;
log(
  postgres
    ? `Tests use PostgreSQL at ${new URL(serverUrl).host}`
    : "No PostgreSQL server reachable: tests use embedded PGlite",
);

async function browserTests(args) {
  if (!findChromium()) {
    console.error(
      "\nNo Chromium found for the browser tests. Install it (`apt-get install -y chromium`) or set CHROME_PATH.",
    );
    return 1;
  }
  // The browser tests run against the production build, like `npm start`.
  await ensureBuild(baseEnv);
  const env = { ...baseEnv };
  let drop = async () => {};
  if (postgres) {
    const name = `latitud_e2e_${Date.now().toString(36)}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    env.E2E_DATABASE_URL = withDatabase(serverUrl, name);
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }
  try {
    return await run(localBin("playwright"), ["test", ...args], { env });
  } finally {
    await drop().catch((error) => console.error("Could not drop the browser-test database:", error.message));
  }
}

const steps = {
  audit: () => run(process.execPath, ["scripts/audit.mjs"], { env: baseEnv }),
  typecheck: () => run(localBin("tsc"), ["--noEmit"], { env: baseEnv }),
  // Formatting first: an unformatted file fails the step like a lint error.
  lint: async () =>
    (await run(localBin("prettier"), ["--check", "--log-level", "warn", "."], { env: baseEnv })) ||
    run(localBin("eslint"), ["--max-warnings", "0", "."], { env: baseEnv }),
  migrations: () => run(...tsx("scripts/db.ts", "check"), { env: baseEnv }),
  unit: () => run(localBin("jest"), ["--selectProjects", "unit"], { env: baseEnv }),
  // Embedded PGlite loads its files with dynamic import(), which Jest's module sandbox allows only
  // with Node's VM modules flag.
  // Three files at a time: they wait on PostgreSQL more than they compute (one at a time, Jest's
  // default on two cores, took twice as long).
  integration: () =>
    run(localBin("jest"), ["--selectProjects", "integration", "--maxWorkers=3"], {
      env: postgres
        ? baseEnv
        : { ...baseEnv, NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim() },
    }),
  e2e: () => browserTests(playwrightArgs),
  // The server output of the whole browser run must not contain passwords, cards, hashes or tokens.
  logs: async () => {
    const problems = scanLog(join(root, ".data", "e2e-server.log"));
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    if (!problems.length) log("Server log of the browser tests: no secrets found.");
    return problems.length ? 1 : 0;
  },
  // Real server processes of the production build (the one the browser tests used): two instances
  // on one database, a cluster and an instance behind a proxy, a PostgreSQL restart under traffic,
  // a graceful shutdown. One file at a time.
  system: async () => {
    if (!postgres) {
      log("System tests skipped: they need a PostgreSQL server (TEST_DATABASE_URL or 127.0.0.1:5432).");
      return 0;
    }
    await ensureBuild(baseEnv);
    return run(localBin("jest"), ["--selectProjects", "system", "--runInBand"], { env: baseEnv });
  },
};

const requested = process.argv.slice(2).filter((arg) => arg in steps);
const playwrightArgs = process.argv.slice(2).filter((arg) => !(arg in steps));
const selected = requested.length ? requested : Object.keys(steps);
const timings = [];
const startedAll = Date.now();
for (const name of selected) {
  log(`── ${name} ──`);
  const started = Date.now();
  const code = await steps[name]();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s${code ? " FAILED" : ""}`);
  if (code !== 0) {
    log(`${name} failed (exit ${code}). ${timings.join(" · ")}`);
    process.exit(code);
  }
}
log(`All passed in ${((Date.now() - startedAll) / 1000).toFixed(1)} s: ${timings.join(" · ")}`);
