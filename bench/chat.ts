// Latency and recall of the built-in visa answerer (language, retrieval, fact records and answer,
// as the chat runs it, no network) over the question sets of tests/fixtures/visa-questions.json and
// tests/fixtures/visa-eval.json: time to first chunk and to the full answer,
// p50/p95 of both, and the share of questions answered with every expected fact. Then the latency
// of the quota check-and-increment (one atomic statement) under 20 concurrent clients, on
// DATABASE_URL when set, else an embedded in-memory database.
// The built-in answerer's first chunk must come within 150 ms at p95.
//   npx tsx --conditions=react-server bench/chat.ts [--rounds 20] [--quota-requests 2000 | 0 to skip]
import { performance } from "node:perf_hooks";
import questions from "@/tests/fixtures/visa-questions.json";
import evaluation from "@/tests/fixtures/visa-eval.json";
import { answerVisaQuestion } from "@/lib/visa/answer";
import type { ChatMessage } from "@/lib/services/assistant/types";
import { consumeQuota } from "@/lib/chat-quota/quota";
import { closeDatabase, databaseDriver } from "@/lib/services/database";
import { applyMigrations } from "@/lib/services/database/migrations";

type Case = { question: string; expect: string[]; history?: ChatMessage[]; outOfScope?: boolean };
delete process.env.OPENAI_API_KEY;
const cases = questions as Case[];
// The evaluation set's questions count for latency only (its test grades them).
const timed: Case[] = [
  ...cases,
  ...(evaluation as Array<Omit<Case, "expect">>).map((c) => ({ ...c, expect: [] })),
];
const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) : 20;

/**
 * Same rule as tests/unit/visa-answerer.test.ts: "/…/flags" is a regex, else a case-insensitive
 * substring.
 */
function hasFact(answer: string, fact: string): boolean {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(fact);
  if (regex) return new RegExp(regex[1]!, regex[2]!.includes("i") ? regex[2] : `${regex[2]}i`).test(answer);
  return answer.toLowerCase().includes(fact.toLowerCase());
}

async function answerOnce(c: Case): Promise<{ firstMs: number; totalMs: number; answer: string }> {
  const history = c.history ?? [];
  const start = performance.now();
  let firstMs = -1;
  let answer = "";
  for await (const chunk of answerVisaQuestion({ question: c.question, history, assistantName: "Lati" })) {
    if (firstMs < 0) firstMs = performance.now() - start;
    answer += chunk;
  }
  return { firstMs, totalMs: performance.now() - start, answer };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  // The first question also builds the search index (once per process); reported on its own.
  const cold = await answerOnce(cases[0]!);

  const first: number[] = [];
  const total: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const c of timed) {
      const timing = await answerOnce(c);
      first.push(timing.firstMs);
      total.push(timing.totalMs);
    }
  }
  first.sort((a, b) => a - b);
  total.sort((a, b) => a - b);

  const misses: Array<{ question: string; missing: string[] }> = [];
  for (const c of cases) {
    const { answer } = await answerOnce(c);
    const missing = c.expect.filter((fact) => !hasFact(answer, fact));
    if (missing.length) misses.push({ question: c.question, missing });
  }

  const ms = (n: number) => Number(n.toFixed(3));
  console.log(
    `built-in visa answerer: ${timed.length} questions × ${rounds} rounds (${first.length} answers), Node ${process.version}`,
  );
  console.log(`cold first answer (includes building the index): ${ms(cold.totalMs)} ms`);
  console.table({
    "time to first chunk": {
      "p50 ms": ms(percentile(first, 50)),
      "p95 ms": ms(percentile(first, 95)),
      "max ms": ms(first.at(-1)!),
    },
    "time to full answer": {
      "p50 ms": ms(percentile(total, 50)),
      "p95 ms": ms(percentile(total, 95)),
      "max ms": ms(total.at(-1)!),
    },
  });
  console.log(
    `recall: ${(((cases.length - misses.length) / cases.length) * 100).toFixed(1)}% (${cases.length - misses.length}/${cases.length} answered with every expected fact)`,
  );
  if (misses.length) console.log("misses:", misses);
  console.log(
    `first chunk p95 ${ms(percentile(first, 95))} ms: ${percentile(first, 95) < 150 ? "within" : "OVER"} the 150 ms budget`,
  );
  if (!args.includes("--quota-requests") || Number(args[args.indexOf("--quota-requests") + 1]) > 0)
    await quotaLatency();
}

/** 20 clients, each calling the quota check back to back, as many distinct visitors. */
async function quotaLatency() {
  if (!process.env.DATABASE_URL) process.env.PGLITE_DIR ??= "memory";
  await applyMigrations(databaseDriver().adapter);
  const requests = args.includes("--quota-requests")
    ? Number(args[args.indexOf("--quota-requests") + 1])
    : 2000;
  const clients = 20;
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < requests / clients; i++) {
        const t = performance.now();
        await consumeQuota(
          [`anon:anon_bench${client}_${i % 50}`, `ip:10.0.${client}.${i % 50}`],
          "visa",
          "anonymous",
        );
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `\nquota check-and-increment, ${clients} concurrent clients, ${latencies.length} calls on ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}:`,
  );
  console.table({
    quota: {
      "p50 ms": Number(percentile(latencies, 50).toFixed(2)),
      "p95 ms": Number(percentile(latencies, 95).toFixed(2)),
      "max ms": Number(latencies.at(-1)!.toFixed(2)),
      "calls/s": Math.round(latencies.length / seconds),
    },
  });
  await closeDatabase();
}

void main().then(() => process.exit(0));
