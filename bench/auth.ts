// Sign-in throughput and the cost of the session check.
//   npx tsx --conditions=react-server bench/auth.ts [--seconds 15] [--clients 4] [--checks 300]
// Starts the production build on a fresh PostgreSQL database (DATABASE_URL's server, else
// 127.0.0.1:5432; dropped afterwards). Prints:
// - the argon2id hash and verify time in this process (the app's own parameters);
// - logins per second and their p50/p95 with `--clients` concurrent clients, each login a real
//   CSRF + credentials round trip from its own client address (so per-IP limits stay out of it);
// - the session check: GET /api/auth/session with a session cookie (reads the session row, the user
//   and the subscription) against the same request without one, and a signed-in page (/profile).
import { performance } from "node:perf_hooks";
import { Client } from "pg";
import { hashPassword, verifyPassword } from "@/lib/auth/password-hash";
import { benchPassword as password, createBenchDatabase, seedAccounts } from "./load/database";
import { login } from "./lib/login";
import { startBenchServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const seconds = arg("--seconds", 15);
const clients = arg("--clients", 4);
const checks = arg("--checks", 300);
const users = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    "p50 ms": +percentile(sorted, 50).toFixed(1),
    "p95 ms": +percentile(sorted, 95).toFixed(1),
  };
};
const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

async function hashTimes() {
  const hashes: number[] = [];
  const verifies: number[] = [];
  let hash = "";
  for (let i = 0; i < 20; i++) hashes.push(await timed(async () => (hash = await hashPassword(password))));
  for (let i = 0; i < 20; i++) verifies.push(await timed(() => verifyPassword(hash, password)));
  return { hash: summary(hashes), verify: summary(verifies) };
}

async function main() {
  const argon = await hashTimes();
  const database = await createBenchDatabase();
  // One trusted proxy hop: each request's X-Forwarded-For is its client address.
  const server = await startBenchServer({
    port: "3320",
    env: { DATABASE_URL: database.url, TRUST_PROXY_HOPS: "1" },
  });
  const db = new Client({ connectionString: database.url });
  await db.connect();
  try {
    const emails = (
      await seedAccounts(
        db,
        Array.from({ length: users }, () => "member" as const),
      )
    ).map((account) => account.email);
    // Warm the routes once.
    const cookie = await login(server.base, emails[0]!, password, "10.9.0.1");

    const logins: number[] = [];
    let failures = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const loginStarted = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline) {
          const n = next++;
          try {
            logins.push(
              await timed(() =>
                login(
                  server.base,
                  emails[n % users]!,
                  password,
                  `10.10.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
                ),
              ),
            );
          } catch {
            failures++;
          }
        }
      }),
    );
    const loginSeconds = (performance.now() - loginStarted) / 1000;

    const sessionGet = (withCookie: boolean) =>
      fetch(`${server.base}/api/auth/session`, { headers: withCookie ? { cookie } : {} }).then((r) =>
        r.text(),
      );
    const signedOut: number[] = [];
    const signedIn: number[] = [];
    const page: number[] = [];
    for (let i = 0; i < checks; i++) {
      signedOut.push(await timed(() => sessionGet(false)));
      signedIn.push(await timed(() => sessionGet(true)));
    }
    for (let i = 0; i < Math.min(checks, 100); i++)
      page.push(
        await timed(() =>
          fetch(`${server.base}/profile`, { headers: { cookie }, redirect: "manual" }).then((r) => r.text()),
        ),
      );
    const outP50 = summary(signedOut)["p50 ms"];
    const inP50 = summary(signedIn)["p50 ms"];

    console.log("\nargon2id in this process (the app's parameters):");
    console.table({ hash: argon.hash, verify: argon.verify });
    console.log(
      `Logins, ${clients} concurrent clients, ${seconds} s (CSRF + credentials, each from its own address):`,
    );
    console.table({
      login: { "logins/s": +(logins.length / loginSeconds).toFixed(1), ...summary(logins), failures },
    });
    console.log(`Session check, ${checks} sequential requests each:`);
    console.table({
      "GET /api/auth/session, no cookie": summary(signedOut),
      "GET /api/auth/session, signed in": summary(signedIn),
      "GET /profile, signed in": summary(page),
    });
    console.log(
      `Added latency of the session check (p50, signed in − no cookie): ${(inP50 - outP50).toFixed(1)} ms`,
    );
  } finally {
    await db.end();
    await server.stop();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
