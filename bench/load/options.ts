// Command-line options of the load test (see run.ts for the usage line).

export type LoadOptions = {
  /** Concurrent virtual users of each step, climbing. */
  steps: number[];
  /** Measured time of each step. */
  stepSeconds: number;
  /** Unmeasured warm-up at the first step's concurrency. */
  warmupSeconds: number;
  /**
   * Pause of each virtual user between two operations (uniform 0…2×, this on average), as a person
   * reads a page; 0 = back to back, where the per-user limits (visa burst, community posts) answer
   * most of the mutations with 429.
   */
  thinkMs: number;
  /** Stop climbing after the first step whose overall p95 passes this. */
  p95LimitMs: number;
  /** Keep climbing past the p95 limit (every step runs). */
  allSteps: boolean;
  /** Per-request time limit: a slower answer counts as an error. */
  timeoutMs: number;
  /** Addresses the card provider delivers webhooks from. */
  webhookSenders: number;
  port: string;
  /** App processes of the server (WEB_CONCURRENCY): 1, or one per core as cluster workers. */
  workers: number;
  /** Write the table into docs/PERFORMANCE.md. */
  writeDoc: boolean;
  /** Record a V8 CPU profile of the app server (written to bench/results/ when it stops). */
  cpuProfile: boolean;
  quick: boolean;
};

const defaults: LoadOptions = {
  steps: [1, 2, 5, 10, 20, 50, 70, 100, 150, 200, 400],
  stepSeconds: 20,
  warmupSeconds: 10,
  thinkMs: 1000,
  p95LimitMs: 500,
  allSteps: false,
  timeoutMs: 30_000,
  webhookSenders: 4,
  port: "3320",
  workers: 1,
  writeDoc: true,
  cpuProfile: false,
  quick: false,
};

/** --quick: a smoke run in well under a minute of load (and the document is left alone). */
const quick: Partial<LoadOptions> = {
  steps: [2, 20],
  stepSeconds: 5,
  warmupSeconds: 3,
  writeDoc: false,
  quick: true,
};

export const usage = `npx tsx --conditions=react-server bench/load/run.ts [--steps 1,2,5,10,20,50,70,100,150,200,400] [--duration 20] [--warmup 10] [--think-ms 1000]
                           [--p95-limit 500] [--all-steps] [--timeout 30000] [--webhook-senders 4]
                           [--port 3320] [--workers 1] [--no-doc] [--cpu-prof] [--quick]`;

export function parseOptions(argv: string[]): LoadOptions {
  const options: LoadOptions = { ...defaults, ...(argv.includes("--quick") ? quick : {}) };
  const value = (name: string) => {
    const index = argv.indexOf(name);
    if (index < 0) return undefined;
    const next = argv[index + 1];
    if (next === undefined || next.startsWith("--")) throw new Error(`${name} needs a value\n${usage}`);
    return next;
  };
  const number = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const parsed = Number(raw);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name}: not a number: ${raw}`);
    return parsed;
  };
  const steps = value("--steps");
  if (steps !== undefined) {
    options.steps = steps.split(",").map((s) => Number(s.trim()));
    if (!options.steps.length || options.steps.some((s) => !Number.isInteger(s) || s < 1))
      throw new Error(`--steps: positive integers, comma-separated: ${steps}`);
  }
  options.stepSeconds = number("--duration") ?? options.stepSeconds;
  options.warmupSeconds = number("--warmup") ?? options.warmupSeconds;
  options.thinkMs = number("--think-ms") ?? options.thinkMs;
  options.p95LimitMs = number("--p95-limit") ?? options.p95LimitMs;
  options.timeoutMs = number("--timeout") ?? options.timeoutMs;
  options.webhookSenders = Math.max(1, number("--webhook-senders") ?? options.webhookSenders);
  options.port = value("--port") ?? options.port;
  options.workers = Math.max(1, Math.floor(number("--workers") ?? options.workers));
  if (argv.includes("--all-steps")) options.allSteps = true;
  if (argv.includes("--no-doc")) options.writeDoc = false;
  if (argv.includes("--cpu-prof")) options.cpuProfile = true;
  return options;
}
