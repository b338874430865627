// How many app processes scripts/server.mjs runs on this machine: WEB_CONCURRENCY, else one per core.
// The embedded database (PGlite, when DATABASE_URL is unset) lives inside one process: a data
// directory opened by two processes is corrupted, and an in-memory one would be a different database
// in each, so it always gets exactly one.
import { availableParallelism } from "node:os";

/** `{ workers, reason }`; throws on a WEB_CONCURRENCY that is not a whole number ≥ 1. */
export function workerPlan(env = process.env, cores = availableParallelism()) {
  const raw = env.WEB_CONCURRENCY?.trim();
  let wanted = cores;
  if (raw) {
    wanted = Number(raw);
    if (!Number.isInteger(wanted) || wanted < 1)
      throw new Error(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${raw}"`);
  }
  if (!env.DATABASE_URL && wanted > 1)
    return {
      workers: 1,
      reason:
        "the embedded database (PGlite) opens in one process only; set DATABASE_URL to run one per core",
    };
  return { workers: wanted, reason: raw ? "WEB_CONCURRENCY" : `one per core (${cores})` };
}
