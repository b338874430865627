// `npm start`: the complete app on a fresh machine. Installs dependencies when missing, creates a local
// NEXTAUTH_SECRET, migrates and seeds the database (embedded PGlite under .data/ unless DATABASE_URL is
// set), builds when the build is missing or stale, then serves on PORT (default 3000): one app process
// per core on PostgreSQL, one on the embedded database (scripts/server.mjs). Migrations and seed run
// here, once, before any app process starts.
// `npm run dev` does the same with `next dev` instead of a production build.
import { spawn } from "node:child_process";
import {
  checkNodeVersion,
  ensureAuthSecret,
  ensureBuild,
  ensureDependencies,
  ensurePrismaClient,
  localBin,
  tsx,
  log,
  root,
  runOrExit,
} from "./lib/project.mjs";

checkNodeVersion();
const dev = process.argv.includes("--dev");
const started = Date.now();

await ensureDependencies();
await ensurePrismaClient();

const port = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  PORT: port,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
env.NEXTAUTH_SECRET = ensureAuthSecret(env);

log(
  env.DATABASE_URL
    ? "Database: PostgreSQL (DATABASE_URL)"
    : "Database: embedded PostgreSQL (PGlite) in .data/pglite",
);
await runOrExit(...tsx("scripts/db.ts", "migrate"), { env });
await runOrExit(...tsx("scripts/db.ts", "seed"), { env });

if (!dev) await ensureBuild(env);

log(`Starting on ${env.NEXTAUTH_URL} (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
// Production: our server (scripts/server.mjs: client addresses, graceful shutdown); dev: `next dev`.
const server = dev
  ? spawn(localBin("next"), ["dev", "-p", port], { cwd: root, env, stdio: "inherit" })
  : spawn(process.execPath, ["scripts/server.mjs"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production" },
      stdio: "inherit",
    });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
