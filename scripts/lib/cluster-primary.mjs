// The primary process of scripts/server.mjs when it runs several app processes. It serves nothing
// itself: it forks the workers (each runs app-server.mjs on the same port; the primary accepts the
// connections and hands them out in turn), replaces a worker that dies, and on SIGTERM/SIGINT asks
// every worker to drain (their own graceful shutdown), waits for them, then exits.
import cluster from "node:cluster";
import { log } from "./json-log.mjs";

/** Deaths counted for the backoff: those within this window. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Wait before replacing a worker, from the unexpected exits of the last minute (this one included):
 * the first is replaced at once, then 1 s, 2 s, 4 s... up to 30 s, so a worker that cannot start
 * (a bad setting, a database that refuses it) does not spin the machine.
 */
export function restartDelayMs(recentExits) {
  return recentExits <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recentExits - 2));
}

export function runPrimary({ workers, exec, shutdownTimeoutMs }) {
  cluster.setupPrimary({ exec });
  let stopping = false;
  let served = false;
  let exitCode = 0;
  let exits = [];
  const pending = new Set();

  const fork = () => {
    const worker = cluster.fork();
    log.info(`[cluster] worker ${worker.id} started (pid ${worker.process.pid})`, {
      worker: worker.id,
      pid: worker.process.pid,
    });
  };

  // A worker that has exited may stay listed until its channel closes.
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());

  cluster.on("listening", () => (served = true));
  cluster.on("exit", (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const fields = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (stopping) {
      // Ended by the SIGTERM itself: it was still starting (no handler yet), so nothing to drain.
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      log.info(`[cluster] worker ${worker.id} stopped (${how})`, fields);
      if (alive().length === 0) {
        log.info("[cluster] stopped");
        process.exit(exitCode);
      }
      return;
    }
    // Not one worker has ever listened and each has died: the server cannot start (a bad setting,
    // the port taken). Fail like a single process would, so the orchestrator sees it.
    if (!served && alive().length === 0) {
      log.error(
        `[cluster] worker ${worker.id} exited (${how}) and no worker ever started serving: stopping`,
        fields,
      );
      process.exit(1);
    }
    const now = Date.now();
    exits = [...exits.filter((at) => now - at < CRASH_WINDOW_MS), now];
    const delay = restartDelayMs(exits.length);
    log.error(
      `[cluster] worker ${worker.id} exited unexpectedly (${how}); replacing it in ${delay} ms`,
      fields,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork();
    }, delay);
    pending.add(timer);
  });

  const shutdown = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    const running = alive();
    log.info(`[cluster] ${signal}: draining ${running.length} worker(s)`);
    if (running.length === 0) process.exit(0);
    // SIGTERM, not worker.disconnect(): each worker runs its own drain (app-server.mjs).
    for (const worker of running) worker.process.kill("SIGTERM");
    // A worker past its own deadline is stuck: end it, and say so in the exit code.
    setTimeout(() => {
      for (const worker of alive()) {
        log.error(`[cluster] worker ${worker.id} did not stop in time; killing it`, { worker: worker.id });
        worker.process.kill("SIGKILL");
      }
    }, shutdownTimeoutMs + 5_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  for (let i = 0; i < workers; i++) fork();
}
