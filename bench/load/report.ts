// The results as Markdown: the step table (throughput, latency, errors, intended 429s, per-kind
// p95, where the CPU went), the per-kind detail, and the section of docs/PERFORMANCE.md that holds
// them (the file's other sections are kept).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { visaChat } from "@/lib/config/chat";
import { quotaDefaults } from "@/lib/config/quotas";
import { communityPostLimit } from "@/lib/config/rate-limits";
import { kinds, weights } from "./mix";
import type { ResourceFigures } from "./resources";
import type { StepFigures } from "./stats";

export type StepReport = StepFigures & { resources: ResourceFigures };

export type RunFacts = {
  date: string;
  command: string;
  cpu: string;
  cpuCount: number;
  memoryGb: number;
  node: string;
  postgres: string;
  stepSeconds: number;
  thinkMs: number;
  p95LimitMs: number;
  poolSize: string;
  /** App processes (cluster workers) of the server. */
  workers: number;
};

const SECTION = "## Load test (bench/load)";
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const cores = (value: number) => value.toFixed(2);

/** The app's limits that answer the intended 429s, in words. */
function limitsInWords(): string {
  const memberVisa = quotaDefaults.find((q) => q.role === "registered" && q.chatType === "visa")?.dailyLimit;
  const community = communityPostLimit();
  return [
    `members' ${memberVisa ?? "unlimited"} visa questions a day`,
    `the visa burst limit of ${visaChat.burst.limit} per ${visaChat.burst.windowMs / 1000} s`,
    `${community.limit} community posts per ${community.windowMs / 1000} s`,
    "and any per-IP or per-user mutation limit",
  ].join(", ");
}

export function stepTable(steps: StepReport[], limitMs: number): string {
  const head = [
    "step",
    "VUs",
    "in flight",
    "ops/s",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "errors",
    "429s",
    ...kinds.map((k) => `${k} p95`),
  ];
  const rows = steps.map((s, index) => {
    const o = s.overall;
    const over = o.p95 > limitMs;
    return [
      String(index + 1),
      String(s.users),
      o.inFlight.toFixed(1),
      o.perSecond.toFixed(1),
      o.requestsPerSecond.toFixed(1),
      ms(o.p50),
      over ? `**${ms(o.p95)}** ⚠` : ms(o.p95),
      ms(o.p99),
      String(o.errors),
      String(o.limited),
      ...kinds.map((k) => ms(s.byKind[k].p95)),
    ];
  });
  return markdownTable(head, rows);
}

/** Where the CPU went in each step, and how busy the database pool was. */
export function resourceTable(steps: StepReport[]): string {
  const head = [
    "step",
    "VUs",
    "CPU server",
    "CPU PostgreSQL",
    "CPU load generator",
    "CPU other",
    "DB active mean / max",
    "DB waits (share of active samples)",
  ];
  const rows = steps.map((s, index) => {
    const r = s.resources;
    return [
      String(index + 1),
      String(s.users),
      cores(r.serverCores),
      cores(r.postgresCores),
      cores(r.loadGeneratorCores),
      cores(r.otherCores),
      `${r.dbActiveMean.toFixed(1)} / ${r.dbActiveMax}`,
      r.dbWaits.join(", ") || "–",
    ];
  });
  return markdownTable(head, rows);
}

export function kindTable(steps: StepReport[]): string {
  const head = ["VUs", "kind", "ops", "ops/s", "p50 ms", "p95 ms", "p99 ms", "errors", "intended 429"];
  const rows = steps.flatMap((s) =>
    kinds.map((k) => {
      const f = s.byKind[k];
      return [
        String(s.users),
        k,
        String(f.ops),
        f.perSecond.toFixed(1),
        ms(f.p50),
        ms(f.p95),
        ms(f.p99),
        String(f.errors),
        String(f.limited),
      ];
    }),
  );
  return markdownTable(head, rows);
}

function markdownTable(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

/** One sentence: the first step whose p95 passed the limit, or that none did. */
export function crossing(steps: StepReport[], limitMs: number): string {
  const index = steps.findIndex((s) => s.overall.p95 > limitMs);
  if (index < 0)
    return `p95 stayed under ${limitMs} ms up to ${steps.at(-1)?.users ?? 0} virtual users (the last step run).`;
  const step = steps[index]!;
  const before = steps[index - 1];
  const upTo = steps.slice(0, index + 1);
  const errorsUpTo = upTo.reduce((sum, s) => sum + s.overall.errors, 0);
  const limitedUpTo = upTo.reduce((sum, s) => sum + s.overall.limited, 0);
  return (
    `p95 passes ${limitMs} ms at **${step.users} virtual users** (step ${index + 1}: p95 ${ms(step.overall.p95)} ms at ${step.overall.perSecond.toFixed(1)} ops/s, ${step.overall.requestsPerSecond.toFixed(1)} req/s)` +
    (before
      ? `; ${before.users} users still held it (p95 ${ms(before.overall.p95)} ms at ${before.overall.perSecond.toFixed(1)} ops/s, ${before.overall.requestsPerSecond.toFixed(1)} req/s)`
      : "") +
    `. Up to and including that step: ${errorsUpTo} errors, ${limitedUpTo} intended 429s.`
  );
}

export function section(steps: StepReport[], facts: RunFacts, notes: string[]): string {
  const mix = (role: "member" | "subscriber") =>
    kinds
      .filter((k) => weights[role][k] > 0)
      .map((k) => `${k} ${weights[role][k]}%`)
      .join(", ");
  const pacing = facts.thinkMs
    ? `each VU pauses between two operations (uniform 0–${2 * facts.thinkMs} ms, ${facts.thinkMs} ms on average), as a person would`
    : "back to back (no think time)";
  return `${SECTION}

Measured ${facts.date} on ${facts.cpuCount} CPU cores (${facts.cpu}), ${facts.memoryGb} GB RAM, Node ${facts.node},
PostgreSQL ${facts.postgres} on the same machine. The app server, PostgreSQL and the load generator share
those cores, and **other processes (other engineers' test runs) may have been running during the
measurement**: the "CPU other" column below says how much they took. Re-run on a quiet machine for
reference figures. Command:

\`\`\`bash
${facts.command}
\`\`\`

The production build (\`scripts/server.mjs\` with ${facts.workers === 1 ? "one process" : `${facts.workers} worker processes`}, \`TRUST_PROXY_HOPS=1\`, database pool ${facts.poolSize} per process) on a fresh
PostgreSQL database, migrated and seeded, dropped afterwards. Each step runs its virtual users (VUs)
for ${facts.stepSeconds} s, ${pacing}. Each VU has its own address (X-Forwarded-For), account, session
and keep-alive connections, fresh for every step (so daily quotas start anew), and is signed in
before the steps. Half the VUs are members (${mix("member")}), half subscribers with an active
subscription (${mix("subscriber")}), which together make: 60% anonymous page views (\`/\`,
\`/cities\`, the eight city pages, \`/api/news\`), 10% logins (next-auth CSRF token + credentials
callback, argon2id, timed together), 15% visa chat questions (built-in answerer, the streamed answer
read to the end), 10% community chat posts, 5% signed \`subscription.renewed\` webhooks from the card
provider's addresses (stored, applied, a payment and a receipt email recorded).

Columns: *in flight* = operations in progress on average (Little's law); *ops/s* = operations per
second (a login is one operation of two requests); *req/s* = HTTP requests per second; latencies are
per operation, from its first byte sent to the last byte of its (decompressed, streamed) answer.
An operation is an **error** when it answers anything but 2xx/3xx (429 aside), breaks its stream,
times out or fails to connect. **429s** are the intended quota and rate-limit refusals (${limitsInWords()}),
counted apart and left out of the latency percentiles.

${stepTable(steps, facts.p95LimitMs)}

${crossing(steps, facts.p95LimitMs)}
${notes.length ? `\n${notes.map((n) => `- ${n}`).join("\n")}\n` : ""}
Where the CPU went (in cores: 1.00 = one core busy the whole step; "other" is whatever else ran on the
machine meanwhile) and how busy the database pool was (backends of the bench database running a
query, sampled every 0.5 s):

${resourceTable(steps)}

<details><summary>Per kind, every step</summary>

${kindTable(steps)}

</details>
`;
}

const intro = `# Performance

Figures measured by the scripts under \`bench/\` (see the README's Benchmarks). Each section says
when, on what machine and with which command its figures were taken.
`;

/** Writes the section into the file, replacing an earlier one and keeping every other section. */
export function writeSection(file: string, content: string): void {
  const existing = existsSync(file) ? readFileSync(file, "utf8") : intro;
  const start = existing.indexOf(SECTION);
  let next: string;
  if (start < 0) {
    next = `${existing.trimEnd()}\n\n${content}`;
  } else {
    const after = existing.slice(start + SECTION.length);
    const end = after.search(/^## /m);
    next = existing.slice(0, start) + content + (end < 0 ? "" : `\n${after.slice(end)}`);
  }
  writeFileSync(file, `${next.trimEnd()}\n`);
}
