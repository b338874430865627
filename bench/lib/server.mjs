// Starts the production build for a benchmark: own port, embedded database in a temp dir, feeds off
// (benchmarks must not depend on the internet). Returns its base URL, its process id and a stop
// function. The server runs one process unless `env.WEB_CONCURRENCY` says more (they need
// DATABASE_URL: the embedded database stays in one process). `logFile` keeps the server's output (appended) instead of discarding it. `nodeArgs` are
// Node flags for the server process only (not the build, migrations and seed), e.g. --cpu-prof.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild, root, tsx } from "../../scripts/lib/project.mjs";

export async function startBenchServer({ port = "3300", env: extra = {}, logFile, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "latitud-bench-"));
  const env = {
    ...process.env,
    PORT: port,
    NEXTAUTH_URL: `http://localhost:${port}`,
    NEXTAUTH_SECRET: "benchmark-secret-0123456789abcdef0123456789",
    DATA_DIR: dataDir,
    APP_ENV: "test",
    NEXT_TELEMETRY_DISABLED: "1",
    NEWS_FEED_REDDIT_URL: "off",
    NEWS_FEED_GOOGLE_NEWS_URL: "off",
    NEWS_FEED_MEDIUM_URL: "off",
    NEWS_FEED_NOMADIST_URL: "off",
    WEB_CONCURRENCY: "1",
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  await ensureBuild(env);
  for (const step of ["migrate", "seed"])
    spawnSync(...tsx("scripts/db.ts", step), { cwd: root, env, stdio: "inherit" });
  const output = logFile ? openSync(logFile, "a") : "ignore";
  const server = spawn(process.execPath, [...nodeArgs, "scripts/server.mjs"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", output, output],
  });
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120 && !exited(); i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    env,
    pid: server.pid,
    async stop() {
      // A server that already exited (it failed to start) has no exit event left to wait for.
      if (!exited()) {
        const gone = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
