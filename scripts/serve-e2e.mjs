// The server the browser tests run against: the production build on E2E_PORT, with its own database
// (E2E_DATABASE_URL when set, else a throw-away embedded one), migrated and seeded with the demo accounts.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ensureBuild, root, runOrExit, tsx } from "./lib/project.mjs";

const port = process.env.E2E_PORT ?? "3100";
const env = {
  ...process.env,
  APP_ENV: "test",
  // One report hides a chat message, so a browser test sees it with two members (e2e/moderation.spec.ts).
  COMMUNITY_REPORT_HIDE_THRESHOLD: process.env.COMMUNITY_REPORT_HIDE_THRESHOLD ?? "1",
  // The chat's tests share the demo accounts and run side by side: a member's per-minute budget
  // must not be spent by another test (the limit itself is tested in tests/integration and, for a
  // new account's limit, in e2e/community.spec.ts).
  COMMUNITY_POSTS_PER_MINUTE: process.env.COMMUNITY_POSTS_PER_MINUTE ?? "120",
  PORT: port,
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-long-enough-for-next-auth-0123456789",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "latitud-e2e-")),
  // Browser tests do not depend on the internet: the news section shows its built-in items.
  NEWS_FEED_REDDIT_URL: "off",
  NEWS_FEED_GOOGLE_NEWS_URL: "off",
  NEWS_FEED_MEDIUM_URL: "off",
  NEWS_FEED_NOMADIST_URL: "off",
  // One app process (the cluster of scripts/server.mjs is tested in tests/system/cluster.test.ts).
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete env.DATABASE_URL;

await ensureBuild(env);
await runOrExit(...tsx("scripts/db.ts", "migrate"), { env });
await runOrExit(...tsx("scripts/db.ts", "seed"), { env });
// Tests side by side sign in as the same demo accounts: 3 live sessions per account (the product's
// limit, tested in tests/integration) would end one test's session when others sign in.
await runOrExit(...tsx("scripts/db.ts", "setting", "max_concurrent_sessions", "100"), { env });
// The server's output also goes to a file the browser tests read (no card data may ever appear in it).
const logFile = process.env.E2E_LOG_FILE ?? join(root, ".data", "e2e-server.log");
mkdirSync(dirname(logFile), { recursive: true });
const log = createWriteStream(logFile, { flags: "w" });
// Tests act as the proxy in front of the app: their X-Forwarded-For is trusted (one hop), so each
// test can be its own visitor for per-IP limits.
const server = spawn(process.execPath, ["scripts/server.mjs"], {
  cwd: root,
  env: { ...env, NODE_ENV: "production", TRUST_PROXY_HOPS: "1" },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
server.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
