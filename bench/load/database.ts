// The bench database: a fresh one on the local PostgreSQL server (DATABASE_URL's server, else
// 127.0.0.1:5432), dropped afterwards; and the accounts of the virtual users, written straight into
// it with the app's own password hashing. Subscribers get an active monthly subscription, as the
// checkout would have left it.
import { Client } from "pg";
import { hashPassword } from "@/lib/auth/password-hash";
import type { Account } from "./virtual-user";
import type { Role } from "./mix";

export const benchPassword = "Bench-Nomad-2026";

export type BenchDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `latitud_bench_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Creates `roles.length` accounts (emails load-<n>@example.com) and returns them in that order. */
export async function seedAccounts(db: Client, roles: Role[]): Promise<Account[]> {
  const passwordHash = await hashPassword(benchPassword);
  const { rows: plans } = await db.query<{ id: string }>(
    `select id from subscription_plans where code = 'monthly'`,
  );
  if (!plans[0]) throw new Error("the seed has no monthly plan");
  const emails = roles.map((_, i) => `load-${i}@example.com`);
  const { rows: users } = await db.query<{ id: string; email: string }>(
    // Established accounts (a month old): the community's new-account flood limit is not the workload.
    `insert into users (id, email, password_hash, email_confirmed_at, created_at, updated_at)
     select gen_random_uuid(), e, $2, now(), now() - interval '30 days', now() from unnest($1::text[]) as e
     returning id, email`,
    [emails, passwordHash],
  );
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const ids = emails.map((email) => idOf.get(email)!);
  await db.query(
    `insert into profiles (id, unique_id, full_name, updated_at) select id, gen_random_uuid(), 'Load Nomad ' || n, now() from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [ids],
  );
  const subscribers = ids.flatMap((id, i) =>
    roles[i] === "subscriber" ? [{ id, providerId: `sub_load_${i}` }] : [],
  );
  await db.query(
    `insert into subscriptions (id, user_id, plan_id, status, current_period_start, current_period_end, billing_provider_id, card_brand, card_last_four, updated_at)
     select gen_random_uuid(), u, $3, 'active', now(), now() + interval '30 days', p, 'visa', '4242', now()
       from unnest($1::uuid[], $2::text[]) as t(u, p)`,
    [subscribers.map((s) => s.id), subscribers.map((s) => s.providerId), plans[0].id],
  );
  const providerIdOf = new Map(subscribers.map((s) => [s.id, s.providerId]));
  return emails.map((email, i) => ({
    email,
    role: roles[i]!,
    subscriptionId: providerIdOf.get(ids[i]!) ?? null,
  }));
}
