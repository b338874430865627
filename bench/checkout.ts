// End-to-end checkout latency against the local card sandbox, and webhook handling throughput.
//   npx tsx --conditions=react-server bench/checkout.ts [--checkouts 40] [--webhooks 1000]
// Starts the production build on PostgreSQL (DATABASE_URL, else a fresh database on the local
// server at 127.0.0.1:5432, dropped afterwards). Each checkout is what the browser does: a cipher
// session, card number and CVV encrypted with it, then subscribe; it is timed from the first call to
// the subscribe answer. Webhooks are signed, distinct events posted by 20 concurrent senders.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Client } from "pg";
import { encryptCardField } from "@/lib/services/payments/crypto";
import { signWebhook } from "@/lib/services/payments/signature";
import { benchPassword, createBenchDatabase, seedAccounts } from "./load/database";
import { login } from "./lib/login";
import { startBenchServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const checkouts = arg("--checkouts", 40);
const webhooks = arg("--webhooks", 1000);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const database = await createBenchDatabase();
  const server = await startBenchServer({ port: "3310", env: { DATABASE_URL: database.url } });
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    // Members straight in the database, then a real login for each (next-auth's CSRF + credentials).
    const cookies: string[] = [];
    for (const { email } of await seedAccounts(
      db,
      Array.from({ length: checkouts }, () => "member" as const),
    ))
      cookies.push(await login(server.base, email, benchPassword));

    const latencies: number[] = [];
    const codes = ["monthly", "quarterly", "annual"];
    for (let i = 0; i < checkouts; i++) {
      const headers = { cookie: cookies[i]!, origin: server.base, "content-type": "application/json" };
      const started = performance.now();
      const cipher = (await (
        await fetch(`${server.base}/api/billing/cipher`, { method: "POST", headers })
      ).json()) as { cipherToken: string; transactionToken: string };
      const response = await fetch(`${server.base}/api/billing/subscribe`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          planCode: codes[i % codes.length],
          transactionToken: cipher.transactionToken,
          encryptedCardNumber: encryptCardField("4242424242424242", cipher.cipherToken),
          encryptedCvv: encryptCardField("737", cipher.cipherToken),
          expirationMonth: "12",
          expirationYear: String(new Date().getFullYear() + 2),
          cardholderName: "Bench Nomad",
          idempotencyKey: randomUUID(),
        }),
      });
      if (response.status !== 201)
        throw new Error(`checkout ${i} answered ${response.status}: ${await response.text()}`);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);

    // Webhooks: distinct signed events (unknown type: stored and acknowledged, the common path).
    const secret = await webhookSecretOf(server.env);
    let sent = 0;
    const webhookLatencies: number[] = [];
    const webhookStarted = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < webhooks) {
          sent++;
          const body = JSON.stringify({
            id: `evt_bench_${randomUUID()}`,
            type: "bench.ping",
            created: new Date().toISOString(),
            data: {},
          });
          const t = performance.now();
          const response = await fetch(`${server.base}/api/webhooks/cali`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "cali-signature": signWebhook(secret, body, Math.floor(Date.now() / 1000)),
            },
            body,
          });
          if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
          webhookLatencies.push(performance.now() - t);
        }
      }),
    );
    const webhookSeconds = (performance.now() - webhookStarted) / 1000;
    webhookLatencies.sort((a, b) => a - b);

    console.log(`\nCheckout end to end against the sandbox (${checkouts} checkouts, one at a time):`);
    console.table({
      checkout: {
        "p50 ms": Math.round(percentile(latencies, 50)),
        "p95 ms": Math.round(percentile(latencies, 95)),
        "max ms": Math.round(latencies.at(-1)!),
      },
    });
    console.log(`Webhook handling, 20 concurrent senders, ${webhooks} signed events:`);
    console.table({
      webhooks: {
        "events/s": Math.round(webhooks / webhookSeconds),
        "p50 ms": Math.round(percentile(webhookLatencies, 50)),
        "p95 ms": Math.round(percentile(webhookLatencies, 95)),
      },
    });
  } finally {
    await db.end();
    await server.stop();
    await database.drop();
  }
}

/** The sandbox's webhook secret as the server derives it (same function, same environment). */
async function webhookSecretOf(env: Record<string, string | undefined>): Promise<string> {
  Object.assign(process.env, { NEXTAUTH_SECRET: env.NEXTAUTH_SECRET, APP_ENV: env.APP_ENV });
  const { webhookSecret } = await import("@/lib/services/payments/config");
  return webhookSecret();
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
