// A phase of the load test: every virtual user runs its mix back to back (or with a think time)
// until the phase's time is up; operations started before then run to the end and are counted.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { actions, pageView, type ActionContext, type Sample } from "./actions";
import { pagePaths, pickKind, weights } from "./mix";
import type { VirtualUser } from "./virtual-user";

export type PhaseResult = { samples: Sample[]; seconds: number };

export async function runPhase(
  users: VirtualUser[],
  ctx: ActionContext,
  { seconds, thinkMs }: { seconds: number; thinkMs: number },
): Promise<PhaseResult> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    users.map(async (user, index) => {
      // Spread the first requests over the first half second, as arrivals would be.
      await sleep(Math.floor((index / users.length) * 500));
      while (performance.now() < deadline) {
        samples.push(await actions[pickKind(user.account.role)](user, ctx));
        if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** Logs every user in before the measured phases (not counted): the mix starts signed in. */
export async function signIn(users: VirtualUser[], ctx: ActionContext, concurrency = 8): Promise<Sample[]> {
  const failures: Sample[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < users.length) {
        const user = users[next++]!;
        const sample = await actions.login(user, ctx);
        if (sample.outcome !== "ok") failures.push(sample);
      }
    }),
  );
  return failures;
}

/**
 * Before the warm-up: every page once, then every kind once per user (its kinds only), so the first
 * measured requests find the routes loaded, the visa search index built and the pool connected.
 * Returns the failures (none are expected).
 */
export async function prime(users: VirtualUser[], ctx: ActionContext): Promise<Sample[]> {
  const first = users[0];
  if (!first) return [];
  const samples: Sample[] = [];
  for (const path of pagePaths) samples.push(await pageView(first, ctx, path));
  await Promise.all(
    users.map(async (user) => {
      for (const kind of ["visa", "community", "webhook"] as const) {
        if (weights[user.account.role][kind] > 0) samples.push(await actions[kind](user, ctx));
      }
    }),
  );
  return samples.filter((s) => s.outcome !== "ok");
}
