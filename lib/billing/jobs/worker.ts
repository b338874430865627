import "server-only";
import { renewDueSandboxSubscriptions } from "@/lib/cali-sandbox/clock";
import { logger } from "@/lib/observability/logger";
import { sandboxEnabled } from "@/lib/services/payments/config";
import { runDunning } from "./dunning";
import { reconcileIfDue } from "./reconcile-daily";

/**
 * Billing's periodic jobs in a server process (instrumentation.ts): every SWEEP_MS, one sweep at a
 * time (a sweep still running when the next is due is skipped). Each job is safe to run from many
 * processes at once: it takes its rows with conditional updates.
 */
const SWEEP_MS = 5 * 60_000;

const jobs: { name: string; run: (now: Date) => Promise<unknown> }[] = [
  // The local sandbox renews by itself as the real provider does (ended periods, pauses that are over).
  {
    name: "sandbox clock",
    run: (now) => (sandboxEnabled() ? renewDueSandboxSubscriptions(now) : Promise.resolve()),
  },
  { name: "dunning", run: (now) => runDunning(now) },
  { name: "reconciliation", run: (now) => reconcileIfDue(now) },
];

// Kept on globalThis: Next.js bundles instrumentation.ts and the routes separately.
type Worker = { timer: ReturnType<typeof setInterval> | null; running: Promise<void> | null };
const worker = (): Worker =>
  ((globalThis as { __latitudBillingJobs?: Worker }).__latitudBillingJobs ??= { timer: null, running: null });

/** Runs every job once, unless a sweep is already running. */
export function sweepBillingJobs(now = new Date()): Promise<void> {
  const state = worker();
  state.running ??= (async () => {
    for (const job of jobs)
      await job
        .run(now)
        .catch((error) =>
          logger.error(
            { detail: error instanceof Error ? error.message : String(error) },
            `[billing] ${job.name} sweep failed`,
          ),
        );
  })().finally(() => {
    state.running = null;
  });
  return state.running;
}

export function startBillingJobs(): void {
  const state = worker();
  if (state.timer) return;
  state.timer = setInterval(() => void sweepBillingJobs(), SWEEP_MS);
  state.timer.unref();
  void sweepBillingJobs();
}

/** Stops the sweeps and waits for the one running (graceful shutdown). */
export async function stopBillingJobs(): Promise<void> {
  const state = worker();
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  if (state.running) await state.running;
}
