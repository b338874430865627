import { z } from "zod";
// Relative paths here and in every keys.ts: next.config.ts loads this module, and its loader resolves "@/" wrongly.
import { authKeys } from "../auth/keys";
import { moderationKeys } from "../moderation/keys";
import { newsKeys } from "../news/keys";
import { observabilityKeys } from "../observability/keys";
import { rateLimitKeys } from "../rate-limit/keys";
import { assistantKeys } from "../services/assistant/keys";
import { databaseKeys } from "../services/database/keys";
import { emailKeys } from "../services/email/keys";
import { paymentsKeys } from "../services/payments/keys";
import { realtimeKeys } from "../services/realtime/keys";
import { storageKeys } from "../services/storage/keys";
import { runtimeKeys } from "./keys";

/**
 * Environment variables, validated in one place: each area declares its own in a `keys.ts`, composed
 * here. Every service has a local default, so nothing is required to run on a fresh machine; a variable
 * that is set must be well-formed or the app refuses to start (instrumentation.ts calls validateEnv).
 * The only module that reads process.env (a lint rule forbids it elsewhere). Documented in .env.example
 * and the README.
 */
const schema = z.object({
  ...runtimeKeys.shape,
  ...databaseKeys.shape,
  ...authKeys.shape,
  ...emailKeys.shape,
  ...assistantKeys.shape,
  ...paymentsKeys.shape,
  ...realtimeKeys.shape,
  ...storageKeys.shape,
  ...rateLimitKeys.shape,
  ...newsKeys.shape,
  ...moderationKeys.shape,
  ...observabilityKeys.shape,
});

export type Env = z.infer<typeof schema>;

const names = Object.keys(schema.shape);

let cached: { values: string; env: Env } | undefined;

// Jest sets variables between cases, so there each call compares the values it would parse; a server
// process's environment never changes, so it parses once and then costs nothing.
const valuesMayChange = process.env.JEST_WORKER_ID !== undefined;

/** The validated environment. Empty values count as unset. */
export function env(): Env {
  if (cached && !valuesMayChange) return cached.env;
  const raw = Object.fromEntries(
    names.map((name) => [name, process.env[name]?.trim() ? process.env[name] : undefined]),
  );
  const values = JSON.stringify(names.map((name) => raw[name] ?? null));
  if (cached?.values === values) return cached.env;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  cached = { values, env: parsed.data };
  return cached.env;
}

/** Fails at server start with every malformed variable named, rather than at the first request that reads one. */
export function validateEnv(): void {
  env();
}

/**
 * Where this instance runs. Explicit APP_ENV wins; otherwise the embedded database means a local
 * trial and a configured DATABASE_URL means production, so a forgotten variable errs on the safe side
 * (no demo accounts, no development mailbox).
 */
export function appEnv(): "local" | "test" | "production" {
  const e = env();
  return e.APP_ENV ?? (e.DATABASE_URL ? "production" : "local");
}

export const isProduction = () => appEnv() === "production";

/**
 * Emails that are made admins at seed time and when they register: they bootstrap the first admins;
 * the role itself is stored on the user.
 */
export function adminEmails(): string[] {
  return env()
    .ADMIN_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}
