// Figures of a phase: throughput, latency percentiles, errors and intended 429s, overall and per kind.
// Latency percentiles cover every operation except the intended 429s (a refusal is cheap and would
// flatter them); errors are in, timed until they failed.
import type { Sample } from "./actions";
import { kinds, type Kind } from "./mix";

/**
 * ops: operations (a login is one operation of two requests); perSecond: operations per second;
 * requestsPerSecond: HTTP requests per second; inFlight: operations in progress on average (their
 * summed time over the phase's time, Little's law).
 */
export type Figures = {
  ops: number;
  perSecond: number;
  requestsPerSecond: number;
  inFlight: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  limited: number;
};

export type StepFigures = {
  users: number;
  seconds: number;
  overall: Figures;
  byKind: Record<Kind, Figures>;
  /** A few distinct error details, for the console. */
  errorSamples: string[];
  /** Which limits answered 429, per kind: "visa quota: Daily message limit…" → count. */
  limitReasons: string[];
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function figuresOf(samples: Sample[], seconds: number): Figures {
  const timed = samples
    .filter((s) => s.outcome !== "limited")
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return {
    ops: samples.length,
    perSecond: samples.length / seconds,
    requestsPerSecond: samples.reduce((sum, s) => sum + s.requests, 0) / seconds,
    inFlight: samples.reduce((sum, s) => sum + s.ms, 0) / 1000 / seconds,
    p50: percentile(timed, 50),
    p95: percentile(timed, 95),
    p99: percentile(timed, 99),
    errors: samples.filter((s) => s.outcome === "error").length,
    limited: samples.filter((s) => s.outcome === "limited").length,
  };
}

/** The most frequent details of one outcome, "count× kind: detail". */
function tally(samples: Sample[], outcome: Sample["outcome"], top = 8): string[] {
  const details = new Map<string, number>();
  for (const sample of samples) {
    if (sample.outcome !== outcome) continue;
    const key = `${sample.kind}: ${sample.detail ?? sample.status}`;
    details.set(key, (details.get(key) ?? 0) + 1);
  }
  return [...details]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([detail, count]) => `${count}× ${detail}`);
}

export function stepFigures(users: number, samples: Sample[], seconds: number): StepFigures {
  const byKind = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      figuresOf(
        samples.filter((s) => s.kind === kind),
        seconds,
      ),
    ]),
  ) as Record<Kind, Figures>;
  return {
    users,
    seconds,
    overall: figuresOf(samples, seconds),
    byKind,
    errorSamples: tally(samples, "error"),
    limitReasons: tally(samples, "limited"),
  };
}
