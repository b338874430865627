import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";

/**
 * Test databases. With a PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432) every test file
 * gets a fresh database copied from a migrated template; without one, a copy of a migrated embedded
 * (PGlite) data directory. Nothing of our own database layer is mocked.
 */
export type TestRun =
  | { mode: "postgres"; serverUrl: string; template: string; prefix: string }
  | { mode: "pglite"; templateDir: string; prefix: string };

// One file per Jest run, so two runs at the same time on one checkout never share or drop each
// other's databases. The global setup picks the name and passes it to the workers in the
// environment (workers start after it and inherit it).
const runFile = () =>
  (process.env.LATITUD_TEST_RUN_FILE ??= join(process.cwd(), ".data", `test-run-${process.pid}.json`));

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * One statement on the PostgreSQL server (not a test file's database): create, drop, terminate
 * connections.
 */
export async function queryServer<T = unknown>(
  sql: string,
  serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
): Promise<T[]> {
  return withClient(serverUrl, async (client) => (await client.query(sql)).rows as T[]);
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await withClient(url, (c) => c.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

function migrate(env: Record<string, string>) {
  const result = spawnSync(
    join(process.cwd(), "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/db.ts", "migrate"],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
    },
  );
  if (result.status !== 0)
    throw new Error(`Migrating the test template failed:\n${result.stdout}\n${result.stderr}`);
}

export async function createTestRun(): Promise<TestRun> {
  const prefix = `latitud_test_${Date.now().toString(36)}_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  let run: TestRun;
  if (process.env.TEST_DB_MODE !== "pglite" && (await postgresReachable(serverUrl))) {
    const template = `${prefix}_template`;
    await withClient(serverUrl, (c) => c.query(`create database "${template}"`));
    migrate({ DATABASE_URL: databaseUrl(serverUrl, template) });
    run = { mode: "postgres", serverUrl, template, prefix };
  } else {
    const templateDir = join(tmpdir(), `${prefix}_template`);
    migrate({ DATABASE_URL: "", PGLITE_DIR: templateDir });
    run = { mode: "pglite", templateDir, prefix };
  }
  mkdirSync(join(process.cwd(), ".data"), { recursive: true });
  writeFileSync(runFile(), JSON.stringify(run));
  return run;
}

export function currentTestRun(): TestRun {
  if (!existsSync(runFile())) throw new Error("No integration test run: the Jest global setup did not run.");
  return JSON.parse(readFileSync(runFile(), "utf8")) as TestRun;
}

/** A fresh, migrated database for one test file; returns the env to point the app at it and a cleanup. */
export async function createFileDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const run = currentTestRun();
  const name = `${run.prefix}_${process.env.JEST_WORKER_ID ?? "0"}_${Math.random().toString(36).slice(2, 8)}`;
  if (run.mode === "postgres") {
    await withClient(run.serverUrl, (c) => c.query(`create database "${name}" template "${run.template}"`));
    return {
      env: { DATABASE_URL: databaseUrl(run.serverUrl, name) },
      drop: () =>
        withClient(run.serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(
          () => undefined,
        ),
    };
  }
  const dir = join(tmpdir(), name);
  cpSync(run.templateDir, dir, { recursive: true });
  return {
    env: { DATABASE_URL: "", PGLITE_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function dropTestRun(): Promise<void> {
  if (!existsSync(runFile())) return;
  const run = currentTestRun();
  if (run.mode === "postgres") {
    await withClient(run.serverUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${run.prefix}%`],
      );
      for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
    });
  } else {
    rmSync(run.templateDir, { recursive: true, force: true });
  }
  rmSync(runFile(), { force: true });
}
