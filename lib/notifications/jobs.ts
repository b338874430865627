import "server-only";
import { notifications as limits } from "@/lib/config/notifications";
import { errorFields, logger } from "@/lib/observability/logger";
import { sendDigests } from "./digest";

/**
 * The digest in a server process (instrumentation.ts): every hour, and once at start; one run at a
 * time per process. Running in several instances at once is safe (lib/notifications/digest.ts).
 */
type Worker = { timer: ReturnType<typeof setInterval> | null; running: Promise<void> | null };
// Kept on globalThis: Next.js bundles instrumentation.ts and the routes separately.
const worker = (): Worker =>
  ((globalThis as { __latitudDigestJob?: Worker }).__latitudDigestJob ??= { timer: null, running: null });

export function runDigestOnce(now = new Date()): Promise<void> {
  const state = worker();
  state.running ??= sendDigests(now)
    .then(() => undefined)
    .catch((error: unknown) => logger.error(errorFields(error), "[notifications] digest run failed"))
    .finally(() => {
      state.running = null;
    });
  return state.running;
}

export function startNotificationJobs(): void {
  const state = worker();
  if (state.timer) return;
  state.timer = setInterval(() => void runDigestOnce(), limits.digestEveryMs);
  state.timer.unref();
  void runDigestOnce();
}

/** Stops the digest and waits for a run in progress (graceful shutdown). */
export async function stopNotificationJobs(): Promise<void> {
  const state = worker();
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  if (state.running) await state.running;
}
