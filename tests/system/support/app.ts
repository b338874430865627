import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, pause, root } from "./processes";

/**
 * One app instance as production runs it: `node scripts/server.mjs` (NODE_ENV=production) over the
 * production build, on its own port, with its own DATA_DIR, news feeds off (no internet), and
 * TRUST_PROXY_HOPS=1: the tests are the load balancer, so their X-Forwarded-For is the client IP.
 */
export type AppInstance = {
  name: string;
  port: number;
  base: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Null while it runs. */
  exitCode: () => number | null;
  /** Resolves with the exit code (a signal counts as 1 and is reported). */
  exited: Promise<number>;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves with the exit code. */
  stop: (timeoutMs?: number) => Promise<number>;
};

/** The secret every instance shares (sessions made on one are valid on the others). */
export const SHARED_SECRET = "system-tests-shared-secret-0123456789abcdef0123";

/** `workers`: app processes (WEB_CONCURRENCY), 1 unless a test wants the cluster of scripts/server.mjs. */
export type AppOptions = {
  name: string;
  databaseUrl: string;
  port?: number;
  workers?: number;
  env?: Record<string, string>;
};

/**
 * Where the production build is: NEXT_DIST_DIR (as next.config.ts and scripts/lib/project.mjs read
 * it), else `.next`.
 */
function assertBuilt(): void {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(root, dist, "BUILD_ID"))) {
    throw new Error(
      `No production build in ${dist}/. Run the system tests with \`npm test -- system\` (it builds first), or build with \`NEXT_DIST_DIR=${dist} npm run build\`.`,
    );
  }
}

export async function startApp({
  name,
  databaseUrl,
  port: wanted,
  workers = 1,
  env: extra = {},
}: AppOptions): Promise<AppInstance> {
  assertBuilt();
  const port = wanted ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `latitud-system-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    PORT: String(port),
    LISTEN_HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: SHARED_SECRET,
    NEXTAUTH_URL: base,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    TRUST_PROXY_HOPS: "1",
    NEWS_FEED_REDDIT_URL: "off",
    NEWS_FEED_GOOGLE_NEWS_URL: "off",
    NEWS_FEED_MEDIUM_URL: "off",
    NEWS_FEED_NOMADIST_URL: "off",
    WEB_CONCURRENCY: String(workers),
    ...extra,
  };
  // Jest's own variables mean nothing to the server.
  for (const key of Object.keys(env)) if (key.startsWith("JEST_")) delete env[key];

  const child: ChildProcess = spawn(process.execPath, ["scripts/server.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (process.env.SYSTEM_TEST_VERBOSE) process.stdout.write(`[${name}] ${chunk.toString("utf8")}`);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let code: number | null = null;
  // If the test process ends first (a crash, a failed hook), the server must not outlive it.
  const orphan = () => void child.kill("SIGKILL");
  process.on("exit", orphan);
  // "close", not "exit": the process has ended and everything it (and, in a cluster, its workers,
  // which write to the same pipe) printed has been read, so the last log lines are in `output`.
  const exited = new Promise<number>((done) => {
    child.on("close", (exitCode, signal) => {
      process.off("exit", orphan);
      code = exitCode ?? 1;
      if (signal) output += `\n[system test] ${name} was killed by ${signal}\n`;
      rmSync(dataDir, { recursive: true, force: true });
      done(code);
    });
  });

  const instance: AppInstance = {
    name,
    port,
    base,
    pid: child.pid ?? -1,
    output: () => output,
    exitCode: () => code,
    exited,
    signal: (signal) => void child.kill(signal),
    async stop(timeoutMs = 30_000) {
      if (code !== null) return code;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (code !== null) throw new Error(`${name} exited with ${code} before it was ready:\n${output}`);
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return instance;
    await pause(150);
  }
  await instance.stop(5_000);
  throw new Error(`${name} did not answer /api/health within 60 s:\n${output}`);
}

/** Lines of an instance's output that report an error (pino level ≥ 50, or a raw error print). */
export function errorLines(output: string): string[] {
  return output.split("\n").filter((line) => {
    const json = line.trim().startsWith("{") ? safeJson(line) : null;
    if (json && typeof json.level === "number") return json.level >= 50;
    return /\b(error|unhandled|uncaught|terminated)\b/i.test(line);
  });
}

function safeJson(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}
