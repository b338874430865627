import "server-only";
import { errorFields, logger } from "@/lib/observability/logger";
import { sendMeetupReminders } from "./reminders";

/**
 * The meetups' periodic job in a server process (instrumentation.ts): the day-before reminders,
 * every 5 minutes, one run at a time per process. Runs in other processes are safe: each reminder
 * is claimed by a conditional update.
 */
const EVERY_MS = 5 * 60_000;

// Kept on globalThis: Next.js bundles instrumentation.ts and the routes separately.
type Job = { timer?: ReturnType<typeof setInterval>; run?: Promise<void> };
const job = (): Job => ((globalThis as { __latitudMeetupJobs?: Job }).__latitudMeetupJobs ??= {});

function runOnce(): Promise<void> {
  const state = job();
  state.run ??= sendMeetupReminders()
    .then(
      () => undefined,
      (error) => logger.error(errorFields(error), "[meetups] reminders failed"),
    )
    .finally(() => (state.run = undefined));
  return state.run;
}

export function startMeetupJobs(): void {
  const state = job();
  if (state.timer) return;
  state.timer = setInterval(() => void runOnce(), EVERY_MS);
  state.timer.unref();
  void runOnce();
}

/** Stops the timer and waits for a run in progress (graceful shutdown). */
export async function stopMeetupJobs(): Promise<void> {
  const state = job();
  clearInterval(state.timer);
  state.timer = undefined;
  await state.run;
}
