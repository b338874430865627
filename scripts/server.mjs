// The production HTTP server (`npm start`, or `node scripts/server.mjs` on each instance): one app
// process per core (WEB_CONCURRENCY to choose), as cluster workers sharing PORT, or a single process
// when only one is wanted or the database is the embedded one (scripts/lib/workers.mjs). What each
// process does (client addresses, the request gate, compression, graceful shutdown) is in
// scripts/lib/app-server.mjs; the primary that forks, replaces and drains them in
// scripts/lib/cluster-primary.mjs.
import { join } from "node:path";
import { runPrimary } from "./lib/cluster-primary.mjs";
import { log } from "./lib/json-log.mjs";
import { root } from "./lib/project.mjs";
import { workerPlan } from "./lib/workers.mjs";

const { workers, reason } = workerPlan();
if (workers === 1) {
  log.info(`[cluster] one process: ${reason}`);
  await import("./lib/app-server.mjs");
} else {
  log.info(`[cluster] ${workers} worker processes: ${reason}`, { workers });
  runPrimary({
    workers,
    exec: join(root, "scripts", "lib", "app-server.mjs"),
    // The workers' drain deadline (app-server.mjs reads the same variable).
    shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000),
  });
}
