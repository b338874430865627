import "server-only";
import { env } from "@/lib/env";
import { postgresStore } from "./postgres-store";
import type { RateLimitStore } from "./store";

/**
 * Fixed-window rate limits, shared by every app instance: counters in PostgreSQL, or in Redis when
 * REDIS_URL is set. The rules themselves are in lib/config/rate-limits.ts.
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number };
/** `firstDenial`: this hit is the first one over the limit in its window (log it once, not every refusal). */
export type RateLimitDecision = {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
  firstDenial: boolean;
};

type Closable = RateLimitStore & { close?: () => Promise<void> };
const state = globalThis as typeof globalThis & {
  __latitudRateLimitStore?: { url: string | undefined; store: Promise<Closable> };
};

/** The store for the current configuration (one Redis connection per process). */
export function rateLimitStore(): Promise<RateLimitStore> {
  const url = env().REDIS_URL;
  const current = state.__latitudRateLimitStore;
  if (current && current.url === url) return current.store;
  if (current) void current.store.then((old) => old.close?.());
  const store: Promise<Closable> = url
    ? import("./redis-store").then(({ redisStore }) => redisStore(url))
    : Promise.resolve(postgresStore);
  state.__latitudRateLimitStore = { url, store };
  return store;
}

/** Closes the Redis connection, if any (graceful shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const current = state.__latitudRateLimitStore;
  state.__latitudRateLimitStore = undefined;
  await (await current?.store)?.close?.();
}

const windowOf = (rule: RateLimitRule, now: Date) =>
  new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);

function decision(rule: RateLimitRule, count: number, now: Date): RateLimitDecision {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterMs: allowed ? 0 : windowOf(rule, now).getTime() + rule.windowMs - now.getTime(),
    firstDenial: count === rule.limit + 1,
  };
}

export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitDecision> {
  const count = await (
    await rateLimitStore()
  ).hit(`${rule.name}:${subject}`, windowOf(rule, now), rule.windowMs);
  return decision(rule, count, now);
}

/**
 * Checks several rules (e.g. per email and per IP) in one round trip; the request passes only if
 * all allow it.
 */
export async function consumeRateLimits(
  checks: Array<[RateLimitRule, string]>,
  now = new Date(),
): Promise<RateLimitDecision> {
  const counts = await (
    await rateLimitStore()
  ).hitAll(
    checks.map(([rule, subject]) => ({
      key: `${rule.name}:${subject}`,
      windowStart: windowOf(rule, now),
      windowMs: rule.windowMs,
    })),
  );
  const results = checks.map(([rule], i) => decision(rule, counts[i]!, now));
  const denied = results.filter((r) => !r.allowed);
  if (!denied.length)
    return {
      allowed: true,
      remaining: Math.min(...results.map((r) => r.remaining)),
      retryAfterMs: 0,
      firstDenial: false,
    };
  return {
    allowed: false,
    remaining: 0,
    retryAfterMs: Math.max(...denied.map((r) => r.retryAfterMs)),
    firstDenial: denied.some((r) => r.firstDenial),
  };
}

/** Old windows are useless; drop them now and then. */
export async function pruneRateLimitBuckets(olderThan: Date): Promise<number> {
  return (await rateLimitStore()).prune(olderThan);
}
