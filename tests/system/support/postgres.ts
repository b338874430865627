import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type QueryResultRow } from "pg";
import { freePort, localBin, runCommand, runOrThrow } from "./processes";

/** The PostgreSQL server of the test run (scripts/test.mjs sets TEST_DATABASE_URL). */
export const sharedServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function query<T extends QueryResultRow = QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database name no other run uses. */
export const uniqueDatabaseName = (tag: string) =>
  `latitud_system_${tag}_${Date.now().toString(36)}_${process.pid}`;

/** Applies the migrations and the seed (demo accounts: APP_ENV=test), like `npm start` does. */
export async function migrateAndSeed(databaseUrl: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_ENV: "test",
    NODE_ENV: "production",
  };
  await runOrThrow(localBin("tsx"), ["--conditions=react-server", "scripts/db.ts", "migrate"], { env });
  await runOrThrow(localBin("tsx"), ["--conditions=react-server", "scripts/db.ts", "seed"], { env });
}

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

/** A fresh, migrated and seeded database on the shared server; `drop` removes it. */
export async function createSharedDatabase(tag: string): Promise<TestDatabase> {
  const serverUrl = sharedServerUrl();
  const name = uniqueDatabaseName(tag);
  await query(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  await migrateAndSeed(url);
  return {
    url,
    name,
    drop: async () => void (await query(serverUrl, `drop database if exists "${name}" with (force)`)),
  };
}

// ── A private PostgreSQL cluster ───────────────────────────────────────────────────────────────

export type PrivateCluster = {
  port: number;
  /** Connection string of a database in this cluster. */
  url: (database: string) => string;
  start: () => Promise<void>;
  /** `pg_ctl stop -m fast`: clients are disconnected at once, like a managed database's restart. */
  stop: () => Promise<void>;
  /** Stops it (if running) and deletes its files. */
  destroy: () => Promise<void>;
  log: () => string;
};

/** The directory of initdb/pg_ctl: `pg_config --bindir`, else the newest /usr/lib/postgresql/<v>/bin. */
function postgresBinDir(): string | null {
  const usable = (dir: string) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"));
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (usable(dir)) return dir;
  } catch {
    // no pg_config on the PATH
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (usable(join(base, version, "bin"))) return join(base, version, "bin");
  return null;
}

/** uid/gid of an OS user, or null when it does not exist. */
function osUser(name: string): { uid: number; gid: number } | null {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** Why this machine cannot run a private cluster (checked without starting anything), or null when it can. */
export function privateClusterUnavailable(): string | null {
  if (!postgresBinDir())
    return "no PostgreSQL server binaries (initdb, pg_ctl) on this machine: install the postgresql package";
  if (process.getuid?.() !== 0) return null;
  if (!osUser("postgres")) return "running as root and there is no `postgres` OS user to run initdb as";
  if (!existsSync("/usr/sbin/runuser") && !existsSync("/sbin/runuser"))
    return "running as root without runuser";
  return null;
}

/**
 * Starts a PostgreSQL cluster of this test's own in a temp dir, on a free port, so it can be stopped
 * and started without touching the shared server other tests use. initdb refuses to run as root: as
 * root it runs as the `postgres` OS user. Answers why when this machine cannot do it. `settings` are
 * extra server settings (`-c name=value`), e.g. log options a test reads back with `log()`.
 */
export async function startPrivateCluster(
  settings: Record<string, string> = {},
): Promise<PrivateCluster | { unavailable: string }> {
  const unavailable = privateClusterUnavailable();
  if (unavailable) return { unavailable };
  const bin = postgresBinDir()!;
  const owner = process.getuid?.() === 0 ? osUser("postgres") : null;

  const dir = mkdtempSync(join(tmpdir(), "latitud-pg-"));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, "data");
  const logFile = join(dir, "postgres.log");
  const port = await freePort();
  const as = (command: string, args: string[]) =>
    owner ? runCommand("runuser", ["-u", "postgres", "--", command, ...args]) : runCommand(command, args);
  const must = async (command: string, args: string[]) => {
    const result = await as(command, args);
    if (result.code !== 0)
      throw new Error(
        `${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}\n${existsSync(logFile) ? readFileSync(logFile, "utf8") : ""}`,
      );
  };

  const initdb = await as(join(bin, "initdb"), [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  if (initdb.code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `initdb failed: ${initdb.stderr.trim() || initdb.stdout.trim()}` };
  }
  // TCP on 127.0.0.1 only, the socket in the temp dir; durability settings left at their defaults.
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${extra.join("")}`;
  let running = false;
  const cluster: PrivateCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await must(join(bin, "pg_ctl"), ["-D", data, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]);
      running = true;
    },
    async stop() {
      await must(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
      running = false;
    },
    async destroy() {
      process.off("exit", leftover);
      if (running) await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
  // If the test process ends without destroy() (a crash, a failed beforeAll), the server must not
  // outlive it: stop it on the way out (synchronously, the only way in an exit handler).
  const leftover = () => {
    try {
      if (running)
        execFileSync(
          owner ? "runuser" : join(bin, "pg_ctl"),
          [
            ...(owner ? ["-u", "postgres", "--", join(bin, "pg_ctl")] : []),
            "-D",
            data,
            "-m",
            "immediate",
            "-w",
            "stop",
          ],
          { stdio: "ignore" },
        );
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", leftover);
  await cluster.start();
  return cluster;
}

// ── The production roles (deploy/postgres-roles.sql) ───────────────────────────────────────────

export type RestrictedDatabase = {
  /** The owner role's connection: migrations and seed. */
  ownerUrl: string;
  /** The app role's connection: what the instances use. */
  appUrl: string;
  drop: () => Promise<void>;
};

/**
 * deploy/postgres-roles.sql as written, with names of this run (roles are shared by the whole
 * server): its statements run as the shared server's administrator until `\connect`, then as the
 * owner; `\password` is left to the operator (the test server trusts local connections). The
 * database is then migrated and seeded as the owner, as docs/DEPLOY.md says.
 */
export async function createRestrictedDatabase(tag: string): Promise<RestrictedDatabase> {
  const serverUrl = sharedServerUrl();
  const database = uniqueDatabaseName(tag);
  const owner = `${database}_owner`;
  const app = `${database}_app`;
  const sql = readFileSync(join(__dirname, "..", "..", "..", "deploy", "postgres-roles.sql"), "utf8")
    .replace(/\blatitud_owner\b/g, owner)
    .replace(/\blatitud_app\b/g, app)
    .replace(/\blatitud\b/g, database);
  const withRole = (role: string) => {
    const url = new URL(withDatabase(serverUrl, database));
    url.username = role;
    return url.toString();
  };
  let target = serverUrl;
  for (const line of sql.split("\n").filter((l) => l.trim() && !l.startsWith("--"))) {
    if (line.startsWith("\\password")) continue;
    const connectTo = /^\\connect \S+ (\S+)$/.exec(line);
    if (connectTo) target = withRole(connectTo[1]!);
    else await query(target, line);
  }
  const ownerUrl = withRole(owner);
  await migrateAndSeed(ownerUrl);
  return {
    ownerUrl,
    appUrl: withRole(app),
    drop: async () => {
      await query(serverUrl, `drop database if exists "${database}" with (force)`);
      await query(serverUrl, `drop role if exists "${owner}"`);
      await query(serverUrl, `drop role if exists "${app}"`);
    },
  };
}
